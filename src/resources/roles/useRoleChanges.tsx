// Adding, editing and deleting a role, as both role tabs do: the role dialog, the Yes/Cancel before a
// delete, and the result dialog at the end. A role the server protects (HTTP 403: still assigned,
// §6) gets the spec's 'role cannot be deleted' text with the server's reason.
import { useState, type ReactNode } from 'react';
import { Confirm, useDelete, useTranslate } from 'react-admin';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import type { RoleScope } from './rolesDataProvider';
import { DEFAULT_ROLES, INSTANCE_ROLES } from './rolesResources';
import { RoleDialog, type EditedRole } from './RoleDialog';

export interface DeletableRole {
  id: number;
  roleName: string;
}

export interface RoleChanges {
  /** Opens the role dialog: a new role, or the one given. */
  edit: (role?: EditedRole) => void;
  /** Asks, then deletes. */
  remove: (role: DeletableRole) => void;
  /** The dialogs, rendered once by the tab. */
  dialogs: ReactNode;
}

export function useRoleChanges(scope: RoleScope): RoleChanges {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const resource = scope.kind === 'default' ? DEFAULT_ROLES : INSTANCE_ROLES;
  const [editing, setEditing] = useState<{ role?: EditedRole } | null>(null);
  const [asked, setAsked] = useState<DeletableRole | null>(null);
  const [deleteOne, { isPending }] = useDelete();
  const remove = (role: DeletableRole) => deleteOne(resource, { id: role.id, previousData: role }, {
    mutationMode: 'pessimistic',
    onSuccess: () => showSuccess(translate(`resources.${resource}.notifications.deleted`)),
    onError: (error) => {
      const { status, message } = error as Error & { status?: number };
      showResult({ severity: 'error', message: status === 403 ? `${translate('roles.roleCannotBeDeleted')} ${message}` : message });
    },
    onSettled: () => setAsked(null),
  });

  const dialogs = (
    <>
      {editing && <RoleDialog scope={scope} role={editing.role} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
      <Confirm
        isOpen={asked !== null} title="roles.title.deleteRole"
        content={asked ? translate('roles.question.deleteRole', { name: asked.roleName }) : ''}
        confirm="roles.action.confirm" cancel="roles.action.cancel" loading={isPending}
        onConfirm={() => asked && remove(asked)} onClose={() => setAsked(null)}
      />
    </>
  );
  return { edit: (role) => setEditing({ role }), remove: setAsked, dialogs };
}
