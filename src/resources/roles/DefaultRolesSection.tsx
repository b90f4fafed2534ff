// An app's default roles, on its edit page (developer-portal.md §6 "App-level model"): each is
// tied to a user type and holds a set of the app's permissions; list by user type, add, edit, delete.
import { useState } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import { SectionTable } from '../../ui/SectionTable';
import { flagKind, updateFlag } from '../../../contract/developerPortalFlags';
import { USER_TYPES } from '../../../contract/usersRules';
import type { DefaultRoleView } from '../../../contract/roles';
import { ROLES_RESOURCE, type RolesDataProvider } from './rolesDataProvider';
import { useRoleChanges } from './useRoleChanges';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useFlags } from '../../session';

export function DefaultRolesSection({ app }: AppSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RolesDataProvider>();
  const { permissions } = useFlags();
  const mayChange = hasAnyFlag(permissions ?? {}, [updateFlag(flagKind(app.type))]);
  const [userType, setUserType] = useState('');
  const changes = useRoleChanges({ kind: 'default', appId: app.id }, (id) => dataProvider.deleteDefaultRole(ROLES_RESOURCE, id));

  return (
    <>
      <SectionTable<DefaultRoleView>
        caption="roles.sections.defaultRoles"
        queryKey={[ROLES_RESOURCE, 'defaultRoles', app.id, userType]}
        fetchPage={(q) => dataProvider.defaultRoles(ROLES_RESOURCE, app.id, userType || undefined, q)}
        empty="roles.empty.roles"
        columns={[
          { key: 'roleName', label: 'roles.fields.roleName', sortField: 'roleName', render: (r) => r.roleName },
          { key: 'userType', label: 'roles.fields.userType', sortField: 'userType', render: (r) => translate(`roles.userTypes.${r.userType}`, { _: r.userType }) },
          { key: 'permissionCount', label: 'roles.fields.permissions', render: (r) => r.permissionCount },
        ]}
        toolbar={(
          <>
            <TextField select size="small" label={translate('roles.fields.userType')} value={userType} onChange={(e) => setUserType(e.target.value)} sx={{ minWidth: 160 }}>
              <MenuItem value="">{translate('roles.userTypes.all')}</MenuItem>
              {USER_TYPES.map((t) => <MenuItem key={t} value={t}>{translate(`roles.userTypes.${t}`)}</MenuItem>)}
            </TextField>
            {mayChange && <Button startIcon={<AddIcon />} variant="outlined" onClick={() => changes.edit()}>{translate('roles.action.addRole')}</Button>}
          </>
        )}
        rowActions={mayChange ? (r) => <EditDeleteButtons name={r.roleName} onEdit={() => changes.edit(r)} onDelete={() => changes.remove(r)} /> : undefined}
      />
      {changes.dialogs}
    </>
  );
}
