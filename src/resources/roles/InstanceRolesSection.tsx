// An app instance's roles, on its detail page (developer-portal.md §6 "Per-instance model"): the
// app's default roles (read-only here) and the account's custom roles, which it adds, edits and
// deletes; a role still held by members cannot be deleted (403, the spec's dialog).
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useDataProvider, useTranslate } from 'react-admin';
import type { InstanceSectionProps } from '../../plugins/types';
import { SectionTable } from '../../ui/SectionTable';
import type { RoleListing } from '../../../contract/roles';
import { ROLES_RESOURCE, type RolesDataProvider } from './rolesDataProvider';
import { useRoleChanges } from './useRoleChanges';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import type { ListQuery } from '../../../contract/paging';

/** A listed role keeps its own id as roleId; the row id tells the kinds apart (a default and a custom role may share an id). */
type ListedRole = RoleListing & { roleId: number };

export function InstanceRolesSection({ instance }: InstanceSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RolesDataProvider>();
  const changes = useRoleChanges(
    { kind: 'instance', appId: instance.appId, appInstanceId: instance.id },
    (id) => dataProvider.deleteInstanceRole(ROLES_RESOURCE, id),
  );
  const fetchPage = async (q: ListQuery) => {
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
          { key: 'kind', label: 'roles.fields.kind', render: (r) => <Chip size="small" variant="outlined" label={translate(`roles.kinds.${r.kind}`)} /> },
          { key: 'userType', label: 'roles.fields.userType', render: (r) => (r.userType ? translate(`roles.userTypes.${r.userType}`, { _: r.userType }) : '') },
          { key: 'permissionCount', label: 'roles.fields.permissions', render: (r) => r.permissionCount },
        ]}
        toolbar={<Button startIcon={<AddIcon />} variant="outlined" onClick={() => changes.edit()}>{translate('roles.action.addRole')}</Button>}
        rowActions={(r) => r.kind === 'instance' && (
          <EditDeleteButtons name={r.roleName}
            onEdit={() => changes.edit({ id: r.roleId, roleName: r.roleName })} onDelete={() => changes.remove({ id: r.roleId, roleName: r.roleName })} />
        )}
      />
      {changes.dialogs}
    </>
  );
}
