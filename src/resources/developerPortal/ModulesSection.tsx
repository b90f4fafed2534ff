// An app's modules (addModule), listed under it on its edit page, with add and delete.
import { Box, Button, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEVELOPER_APPS_RESOURCE } from './developerPortalDataProvider';
import { DeleteItemButton } from './DeleteItemButton';
import { ItemLogo } from './ItemLogo';
import { addItemPath, editItemPath, mayAdd, mayDelete } from './portalRules';
import { useAfterSave } from './useAfterSave';
import type { AppView } from '../../../contract/developerPortal';
import { useFlags } from '../../session';

const MODULES_PAGE = { page: 1, perPage: 100 };

export function ModulesSection({ parent }: { parent: AppView }) {
  const translate = useTranslate();
  const { permissions } = useFlags();
  const flags = permissions ?? {};
  const backToParent = useAfterSave()(parent.id);
  const { data: modules = [] } = useGetList<AppView>(DEVELOPER_APPS_RESOURCE, {
    filter: { parentAppId: parent.id }, pagination: MODULES_PAGE, sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Box component="section" aria-label={translate('developerPortal.modules.title')} sx={{ mt: 3, maxWidth: 900 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">{translate('developerPortal.modules.title')}</Typography>
        {mayAdd(flags, 'app') && (
          <Button startIcon={<AddIcon />} component={Link} to={addItemPath('addModule', parent.id)}>
            {translate('developerPortal.action.addModule')}
          </Button>
        )}
      </Box>
      {modules.length === 0 ? (
        <Typography color="text.secondary">{translate('developerPortal.modules.empty')}</Typography>
      ) : (
        <List dense>
          {modules.map((module) => (
            <ListItem key={module.id} secondaryAction={mayDelete(flags) && <DeleteItemButton item={module} afterDelete={backToParent} />}>
              <ListItemAvatar><ItemLogo item={module} /></ListItemAvatar>
              <ListItemText primary={<Link to={editItemPath(module)}>{module.name}</Link>} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
