// Adding, editing and deleting a role, as both role tabs do: the role dialog, the Yes/Cancel before a
// delete, and the result dialog at the end. A role the server protects (HTTP 403: still assigned,
// §6) gets the spec's 'role cannot be deleted' text with the server's reason.
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useTranslate } from 'react-admin';
import { ResultDialog, type ResultMessage } from '../../ui/ResultDialog';
import { ROLES_RESOURCE, type RoleScope } from './rolesDataProvider';
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

export function useRoleChanges(scope: RoleScope, deleteRole: (id: number) => Promise<{ message: string }>): RoleChanges {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ role?: EditedRole } | null>(null);
  const [asked, setAsked] = useState<DeletableRole | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const deletion = useMutation({
    mutationFn: (role: DeletableRole) => deleteRole(role.id),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: [ROLES_RESOURCE] });
      setResult({ severity: 'success', message });
    },
    onError: (error: Error & { status?: number }) => setResult({
      severity: 'error',
      message: error.status === 403 ? `${translate('roles.roleCannotBeDeleted')} ${error.message}` : error.message,
    }),
    onSettled: () => setAsked(null),
  });

  const dialogs = (
    <>
      {editing && (
        <RoleDialog scope={scope} role={editing.role} onClose={() => setEditing(null)}
          onSaved={(message) => { setEditing(null); setResult({ severity: 'success', message }); }} />
      )}
      <Confirm
        isOpen={asked !== null} title="roles.title.deleteRole"
        content={asked ? translate('roles.question.deleteRole', { name: asked.roleName }) : ''}
        confirm="roles.action.confirm" cancel="roles.action.cancel" loading={deletion.isPending}
        onConfirm={() => asked && deletion.mutate(asked)} onClose={() => setAsked(null)}
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
  return { edit: (role) => setEditing({ role }), remove: setAsked, dialogs };
}
