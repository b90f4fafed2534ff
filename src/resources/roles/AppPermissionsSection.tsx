// An app's permissions, on its edit page (developer-portal.md §7 "App permissions"): list, add,
// edit, delete. Deleting one that roles hold first says how many roles lose it.
import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, DataTable, useDelete, useGetOne, useTranslate } from 'react-admin';
import type { AppSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import { SectionList } from '../../ui/SectionList';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import { flagKind, updateFlag } from '../../../contract/developerPortalFlags';
import type { AppPermissionUsage, AppPermissionView } from '../../../contract/roles';
import { APP_PERMISSION_USAGE, APP_PERMISSIONS } from './rolesResources';
import { PermissionDialog } from './PermissionDialog';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useFlags } from '../../session';

type Editing = { permission?: AppPermissionView } | null;

export function AppPermissionsSection({ app }: AppSectionProps) {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const { permissions } = useFlags();
  const mayChange = hasAnyFlag(permissions ?? {}, [updateFlag(flagKind(app.type))]);
  const [editing, setEditing] = useState<Editing>(null);
  const [asked, setAsked] = useState<AppPermissionView | null>(null);
  const failed = (error: Error) => showResult({ severity: 'error', message: error.message });
  const [deleteOne, { isPending: removing }] = useDelete();

  // How many roles hold it: read once per ask, before the delete is confirmed (kept while asked, gone
  // after), and a failure shown at once (no retry).
  const usage = useGetOne<AppPermissionUsage & { id: number }>(APP_PERMISSION_USAGE, { id: asked?.id }, {
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    onError: (error) => {
      setAsked(null);
      failed(error);
    },
  });
  const deleting = asked && usage.data ? { permission: asked, roles: usage.data.defaultRoles + usage.data.instanceRoles } : null;
  const remove = (permission: AppPermissionView) => deleteOne(APP_PERMISSIONS, { id: permission.id, previousData: permission }, {
    mutationMode: 'pessimistic',
    onSuccess: () => showSuccess(translate('resources.appPermissions.notifications.deleted')),
    onError: (error) => failed(error as Error),
    onSettled: () => setAsked(null),
  });

  return (
    <>
      <SectionList
        resource={APP_PERMISSIONS} filter={{ appId: app.id }} caption="roles.sections.permissions" empty="roles.empty.permissions"
        toolbar={mayChange && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>{translate('roles.action.addPermission')}</Button>
        )}
      >
        <DataTable.Col source="permissionName" label="roles.fields.permissionId" />
        <DataTable.Col source="displayLabel" label="roles.fields.permissionName" />
        <DataTable.Col source="description" label="roles.fields.description" disableSort />
        {mayChange && (
          <DataTable.Col label="shell.table.actions" align="right" disableSort render={(p: AppPermissionView) => (
            <EditDeleteButtons name={p.permissionName} onEdit={() => setEditing({ permission: p })} onDelete={() => setAsked(p)} />
          )} />
        )}
      </SectionList>
      {editing && (
        <PermissionDialog appId={app.id} permission={editing.permission} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="roles.title.deletePermission"
        content={deleting ? translate(deleting.roles > 0 ? 'roles.question.deletePermissionUsed' : 'roles.question.deletePermission', {
          name: deleting.permission.permissionName, smart_count: deleting.roles,
        }) : ''}
        confirm="roles.action.confirm" cancel="roles.action.cancel"
        loading={removing}
        onConfirm={() => deleting && remove(deleting.permission)}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
