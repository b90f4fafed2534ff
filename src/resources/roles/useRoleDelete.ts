// Deleting a role after a Yes: success and failure end in the result dialog; a role the server
// protects (HTTP 403: still assigned, §6) gets the spec's 'role cannot be deleted' text.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ResultMessage } from '../../ui/ResultDialog';
import { ROLES_RESOURCE } from './rolesDataProvider';

export interface DeletableRole {
  id: number;
  roleName: string;
}

export function useRoleDelete(remove: (id: number) => Promise<{ message: string }>) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<DeletableRole | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const mutation = useMutation({
    mutationFn: (role: DeletableRole) => remove(role.id),
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
  return {
    asked, ask: setAsked, cancel: () => setAsked(null), confirm: () => asked && mutation.mutate(asked), deleting: mutation.isPending,
    result, setResult,
  };
}
