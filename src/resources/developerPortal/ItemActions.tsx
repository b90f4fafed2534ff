// A row's actions (§2, §6): edit and publish/unpublish with update_{type}, preview and the
// stop-new-subscriptions switch for any viewer, delete with delete_app.
import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { editItemPath, mayDelete, mayUpdate } from './portalRules';
import { PublishButton } from './PublishButton';
import { StopSubscriptionsSwitch } from './StopSubscriptionsSwitch';
import { DeleteItemButton } from './DeleteItemButton';
import { ItemPreviewDrawer } from './ItemPreviewDrawer';
import type { AppView } from '../../../contract/developerPortal';
import { useFlags } from '../../session';

export function ItemActions() {
  const item = useRecordContext<AppView>();
  const translate = useTranslate();
  const { permissions } = useFlags();
  const [previewing, setPreviewing] = useState(false);
  if (!item) return null;
  const flags = permissions ?? {};
  const editLabel = `${translate('developerPortal.action.edit')}: ${item.name}`;
  const previewLabel = `${translate('developerPortal.action.preview')}: ${item.name}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      {mayUpdate(flags, item.type) && (
        <Tooltip title={editLabel}>
          <IconButton aria-label={editLabel} component={Link} to={editItemPath(item)} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {mayUpdate(flags, item.type) && <PublishButton item={item} />}
      <Tooltip title={previewLabel}>
        <IconButton aria-label={previewLabel} onClick={() => setPreviewing(true)} size="small">
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <StopSubscriptionsSwitch item={item} />
      {mayDelete(flags) && <DeleteItemButton item={item} />}
      {previewing && <ItemPreviewDrawer item={item} open onClose={() => setPreviewing(false)} />}
    </Box>
  );
}
