// Publish / unpublish (update_{type}), toggled after confirmation (§4).
import { IconButton, Tooltip } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { nextPublished } from './portalRules';
import { useItemChange } from './useItemChange';
import type { AppView } from '../../../contract/developerPortal';

export function PublishButton({ item }: { item: AppView }) {
  const translate = useTranslate();
  const change = useItemChange(item);
  const next = nextPublished(item.published);
  const verb = next === 'PUBLISHED' ? 'publish' : 'unpublish';
  const label = `${translate(`developerPortal.action.${verb}`)}: ${item.name}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={change.ask} size="small" color={next === 'PUBLISHED' ? 'primary' : 'default'}>
          {next === 'PUBLISHED' ? <PublishIcon fontSize="small" /> : <UnpublishedIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={change.confirming}
        loading={change.pending}
        name={item.name}
        title={`developerPortal.confirm.${verb}Title`}
        content={`developerPortal.confirm.${verb}Content`}
        onConfirm={() => change.change({ published: next }, next === 'PUBLISHED' ? 'published' : 'unpublished')}
        onClose={change.cancel}
      />
    </>
  );
}
