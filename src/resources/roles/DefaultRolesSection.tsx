// An app's default roles, on its edit page (developer-portal.md §6 "App-level model"): each is
// tied to a user type and holds a set of the app's permissions; list by user type, add, edit, delete.
import { useState } from 'react';
import { Button, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { AppSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import type { Flags } from '../../session';
import { SectionTable } from '../../ui/SectionTable';
import { ResultDialog } from '../../ui/ResultDialog';
import { flagKind, updateFlag } from '../../../contract/developerPortalFlags';
import { USER_TYPES } from '../../../contract/usersRules';
import type { DefaultRoleView } from '../../../contract/roles';
import { ROLES_RESOURCE, type RolesDataProvider } from './rolesDataProvider';
import { RoleDialog, type EditedRole } from './RoleDialog';
import { useRoleDelete } from './useRoleDelete';

export function DefaultRolesSection({ app }: AppSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RolesDataProvider>();
  const { permissions } = usePermissions<Flags>();
  const mayChange = hasAnyFlag(permissions ?? {}, [updateFlag(flagKind(app.type))]);
  const [userType, setUserType] = useState('');
  const [editing, setEditing] = useState<{ role?: EditedRole } | null>(null);
  const deletion = useRoleDelete((id) => dataProvider.deleteDefaultRole(ROLES_RESOURCE, id));
  const scope = { kind: 'default', appId: app.id } as const;

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
            {mayChange && <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>{translate('roles.action.addRole')}</Button>}
          </>
        )}
        rowActions={mayChange ? (r) => (
          <>
            <Tooltip title={translate('roles.action.edit')}>
              <IconButton aria-label={`${translate('roles.action.edit')}: ${r.roleName}`} onClick={() => setEditing({ role: r })}><EditIcon /></IconButton>
            </Tooltip>
            <Tooltip title={translate('roles.action.delete')}>
              <IconButton aria-label={`${translate('roles.action.delete')}: ${r.roleName}`} onClick={() => deletion.ask(r)}><DeleteIcon /></IconButton>
            </Tooltip>
          </>
        ) : undefined}
      />
      {editing && (
        <RoleDialog scope={scope} role={editing.role} onClose={() => setEditing(null)}
          onSaved={(message) => { setEditing(null); deletion.setResult({ severity: 'success', message }); }} />
      )}
      <Confirm
        isOpen={deletion.asked !== null} title="roles.title.deleteRole"
        content={deletion.asked ? translate('roles.question.deleteRole', { name: deletion.asked.roleName }) : ''}
        confirm="roles.action.confirm" cancel="roles.action.cancel" loading={deletion.deleting}
        onConfirm={deletion.confirm} onClose={deletion.cancel}
      />
      <ResultDialog result={deletion.result} onClose={() => deletion.setResult(null)} />
    </>
  );
}
