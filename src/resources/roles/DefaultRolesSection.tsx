// An app's default roles, on its edit page (developer-portal.md §6 "App-level model"): each is
// tied to a user type and holds a set of the app's permissions; list by user type, add, edit, delete.
import { useState } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, useTranslate } from 'react-admin';
import type { AppSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import { SectionList } from '../../ui/SectionList';
import { flagKind, updateFlag } from '../../../contract/developerPortalFlags';
import { USER_TYPES } from '../../../contract/usersRules';
import type { DefaultRoleView } from '../../../contract/roles';
import { DEFAULT_ROLES } from './rolesResources';
import { useRoleChanges } from './useRoleChanges';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useFlags } from '../../session';

export function DefaultRolesSection({ app }: AppSectionProps) {
  const translate = useTranslate();
  const { permissions } = useFlags();
  const mayChange = hasAnyFlag(permissions ?? {}, [updateFlag(flagKind(app.type))]);
  const [userType, setUserType] = useState('');
  const changes = useRoleChanges({ kind: 'default', appId: app.id });

  return (
    <>
      <SectionList
        resource={DEFAULT_ROLES} filter={{ appId: app.id, userType: userType || undefined }}
        caption="roles.sections.defaultRoles" empty="roles.empty.roles"
        toolbar={(
          <>
            <TextField select size="small" label={translate('roles.fields.userType')} value={userType} onChange={(e) => setUserType(e.target.value)} sx={{ minWidth: 160 }}>
              <MenuItem value="">{translate('roles.userTypes.all')}</MenuItem>
              {USER_TYPES.map((t) => <MenuItem key={t} value={t}>{translate(`roles.userTypes.${t}`)}</MenuItem>)}
            </TextField>
            {mayChange && <Button startIcon={<AddIcon />} variant="outlined" onClick={() => changes.edit()}>{translate('roles.action.addRole')}</Button>}
          </>
        )}
      >
        <DataTable.Col source="roleName" label="roles.fields.roleName" />
        <DataTable.Col source="userType" label="roles.fields.userType"
          render={(r: DefaultRoleView) => translate(`roles.userTypes.${r.userType}`, { _: r.userType })} />
        <DataTable.Col source="permissionCount" label="roles.fields.permissions" disableSort />
        {mayChange && (
          <DataTable.Col label="shell.table.actions" align="right" disableSort render={(r: DefaultRoleView) => (
            <EditDeleteButtons name={r.roleName} onEdit={() => changes.edit(r)} onDelete={() => changes.remove(r)} />
          )} />
        )}
      </SectionList>
      {changes.dialogs}
    </>
  );
}
