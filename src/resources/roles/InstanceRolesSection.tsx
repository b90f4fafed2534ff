// An app instance's roles, on its detail page (developer-portal.md §6 "Per-instance model"): the
// app's default roles (read-only here) and the account's custom roles, which it adds, edits and
// deletes; a role still held by members cannot be deleted (403, the spec's dialog).
import { useState } from 'react';
import { Button, Chip, IconButton, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { InstanceSectionProps } from '../../plugins/types';
import { SectionTable } from '../../ui/SectionTable';
import { ResultDialog } from '../../ui/ResultDialog';
import type { RoleListing } from '../../../contract/roles';
import { ROLES_RESOURCE, type RolesDataProvider } from './rolesDataProvider';
import { RoleDialog, type EditedRole } from './RoleDialog';
import { useRoleDelete } from './useRoleDelete';

/** A listed role keeps its own id as roleId; the row id tells the kinds apart (a default and a custom role may share an id). */
type ListedRole = RoleListing & { roleId: number };

export function InstanceRolesSection({ instance }: InstanceSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RolesDataProvider>();
  const [editing, setEditing] = useState<{ role?: EditedRole } | null>(null);
  const deletion = useRoleDelete((id) => dataProvider.deleteInstanceRole(ROLES_RESOURCE, id));
  const scope = { kind: 'instance', appId: instance.appId, appInstanceId: instance.id } as const;
  const fetchPage = async (q: Parameters<RolesDataProvider['roleListing']>[3]) => {
    const page = await dataProvider.roleListing(ROLES_RESOURCE, instance.id, instance.appId, q);
    return { ...page, content: page.content.map((r) => ({ ...r, roleId: r.id, id: r.kind === 'instance' ? r.id : -r.id })) };
  };

  return (
    <>
      <SectionTable<ListedRole>
        caption="roles.sections.instanceRoles"
        queryKey={[ROLES_RESOURCE, 'roleListing', instance.id]}
        fetchPage={fetchPage}
        empty="roles.empty.roles"
        columns={[
          { key: 'roleName', label: 'roles.fields.roleName', sortField: 'roleName', render: (r) => r.roleName },
          {
            key: 'kind', label: 'roles.fields.kind',
            render: (r) => <Chip size="small" variant="outlined" label={translate(`roles.kinds.${r.kind}`)} />,
          },
          { key: 'userType', label: 'roles.fields.userType', render: (r) => (r.userType ? translate(`roles.userTypes.${r.userType}`, { _: r.userType }) : '') },
          { key: 'permissionCount', label: 'roles.fields.permissions', render: (r) => r.permissionCount },
        ]}
        toolbar={<Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>{translate('roles.action.addRole')}</Button>}
        rowActions={(r) => r.kind === 'instance' && (
          <>
            <Tooltip title={translate('roles.action.edit')}>
              <IconButton aria-label={`${translate('roles.action.edit')}: ${r.roleName}`} onClick={() => setEditing({ role: { id: r.roleId, roleName: r.roleName } })}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('roles.action.delete')}>
              <IconButton aria-label={`${translate('roles.action.delete')}: ${r.roleName}`} onClick={() => deletion.ask({ id: r.roleId, roleName: r.roleName })}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
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
