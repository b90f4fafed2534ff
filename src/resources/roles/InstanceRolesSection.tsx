// An app instance's roles, on its detail page (developer-portal.md §6 "Per-instance model"): the
// app's default roles (read-only here) and the account's custom roles, which it adds, edits and
// deletes; a role still held by members cannot be deleted (403, the spec's dialog).
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, useTranslate } from 'react-admin';
import type { InstanceSectionProps } from '../../plugins/types';
import { SectionList } from '../../ui/SectionList';
import type { RoleListing } from '../../../contract/roles';
import { INSTANCE_ROLES } from './rolesResources';
import { useRoleChanges } from './useRoleChanges';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';

/** A listed role keeps its own id as roleId (rolesResources.ts). */
type ListedRole = RoleListing & { roleId: number };

/** The listing puts custom roles first, then by name: it sorts by nothing the user picks. */
const UNSORTED = { field: '', order: 'ASC' } as const;

export function InstanceRolesSection({ instance }: InstanceSectionProps) {
  const translate = useTranslate();
  const changes = useRoleChanges({ kind: 'instance', appId: instance.appId, appInstanceId: instance.id });

  return (
    <>
      <SectionList
        resource={INSTANCE_ROLES} filter={{ appInstanceId: instance.id, appId: instance.appId }} sort={UNSORTED}
        caption="roles.sections.instanceRoles" empty="roles.empty.roles"
        toolbar={<Button startIcon={<AddIcon />} variant="outlined" onClick={() => changes.edit()}>{translate('roles.action.addRole')}</Button>}
      >
        <DataTable.Col source="roleName" label="roles.fields.roleName" disableSort />
        <DataTable.Col source="kind" label="roles.fields.kind" disableSort
          render={(r: ListedRole) => <Chip size="small" variant="outlined" label={translate(`roles.kinds.${r.kind}`)} />} />
        <DataTable.Col source="userType" label="roles.fields.userType" disableSort
          render={(r: ListedRole) => (r.userType ? translate(`roles.userTypes.${r.userType}`, { _: r.userType }) : '')} />
        <DataTable.Col source="permissionCount" label="roles.fields.permissions" disableSort />
        <DataTable.Col label="shell.table.actions" align="right" disableSort render={(r: ListedRole) => r.kind === 'instance' && (
          <EditDeleteButtons name={r.roleName}
            onEdit={() => changes.edit({ id: r.roleId, roleName: r.roleName, revision: r.revision })} onDelete={() => changes.remove({ id: r.roleId, roleName: r.roleName })} />
        )} />
      </SectionList>
      {changes.dialogs}
    </>
  );
}
