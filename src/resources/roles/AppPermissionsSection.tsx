// An app's permissions, on its edit page (developer-portal.md §7 "App permissions"): list, add,
// edit, delete. Deleting one that roles hold first says how many roles lose it.
import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppSectionProps } from '../../plugins/types';
import { hasAnyFlag } from '../../plugins/flags';
import { SectionTable } from '../../ui/SectionTable';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { flagKind, updateFlag } from '../../../contract/developerPortalFlags';
import type { AppPermissionView } from '../../../contract/roles';
import { ROLES_RESOURCE, type RolesDataProvider } from './rolesDataProvider';
import { PermissionDialog } from './PermissionDialog';
import { EditDeleteButtons } from '../../ui/EditDeleteButtons';
import { useFlags } from '../../session';

type Editing = { permission?: AppPermissionView } | null;
type Deleting = { permission: AppPermissionView; roles: number } | null;

export function AppPermissionsSection({ app }: AppSectionProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RolesDataProvider>();
  const queryClient = useQueryClient();
  const { permissions } = useFlags();
  const mayChange = hasAnyFlag(permissions ?? {}, [updateFlag(flagKind(app.type))]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const failed = (error: Error) => setResult({ severity: 'error', message: error.message });

  const askDelete = useMutation({
    mutationFn: async (permission: AppPermissionView) => {
      const usage = await dataProvider.permissionUsage(ROLES_RESOURCE, permission.id);
      return { permission, roles: usage.defaultRoles + usage.instanceRoles };
    },
    onSuccess: setDeleting,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (permission: AppPermissionView) => dataProvider.deletePermission(ROLES_RESOURCE, permission.id),
    onSuccess: async ({ message }) => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: [ROLES_RESOURCE] });
      setResult({ severity: 'success', message });
    },
    onError: (error: Error) => { setDeleting(null); failed(error); },
  });

  return (
    <>
      <SectionTable<AppPermissionView>
        caption="roles.sections.permissions"
        queryKey={[ROLES_RESOURCE, 'appPermissions', app.id]}
        fetchPage={(q) => dataProvider.appPermissions(ROLES_RESOURCE, app.id, q)}
        empty="roles.empty.permissions"
        columns={[
          { key: 'permissionName', label: 'roles.fields.permissionId', sortField: 'permissionName', render: (p) => p.permissionName },
          { key: 'displayLabel', label: 'roles.fields.permissionName', sortField: 'displayLabel', render: (p) => p.displayLabel ?? '' },
          { key: 'description', label: 'roles.fields.description', render: (p) => p.description ?? '' },
        ]}
        toolbar={mayChange && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})}>{translate('roles.action.addPermission')}</Button>
        )}
        rowActions={mayChange ? (p) => (
          <EditDeleteButtons name={p.permissionName} onEdit={() => setEditing({ permission: p })} onDelete={() => askDelete.mutate(p)} />
        ) : undefined}
      />
      {editing && (
        <PermissionDialog appId={app.id} permission={editing.permission} onClose={() => setEditing(null)}
          onSaved={(message) => { setEditing(null); setResult({ severity: 'success', message }); }} />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="roles.title.deletePermission"
        content={deleting ? translate(deleting.roles > 0 ? 'roles.question.deletePermissionUsed' : 'roles.question.deletePermission', {
          name: deleting.permission.permissionName, smart_count: deleting.roles,
        }) : ''}
        confirm="roles.action.confirm" cancel="roles.action.cancel"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.permission)}
        onClose={() => setDeleting(null)}
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
