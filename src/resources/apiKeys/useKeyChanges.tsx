// The keys tab's changes and their dialogs: generate (the key shown once), rename, roll with a grace
// period, revoke and delete. Generating, renaming, revoking and deleting change the keys resource
// through react-admin (useCreate/useUpdate/useDelete), which refreshes its lists (the "only mine" one
// too); a roll is a named call. Every change ends with the spec's dialog naming the app; a form's
// failure shows in the form.
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useCreate, useDataProvider, useDelete, useTranslate, useUpdate } from 'react-admin';
import type { ApiKeyCreate, ApiKeyIssued, ApiKeyView } from '../../../contract/apiKeys';
import type { InstanceView } from '../../../contract/marketplace';
import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';
import { API_KEYS_RESOURCE, type ApiKeysDataProvider } from './apiKeysDataProvider';
import { INSTANCE_API_KEYS, type IssuedKey } from './apiKeysResources';
import { NameDialog, RollDialog } from './KeyDialogs';
import { NewKeyDialog } from './NewKeyDialog';

export type KeyChange = 'rename' | 'roll' | 'revoke' | 'delete';
type Open = { kind: 'generate' } | { kind: KeyChange; key: ApiKeyView } | null;

export interface KeyChanges {
  generate: () => void;
  change: (kind: KeyChange, key: ApiKeyView) => void;
  dialogs: ReactNode;
}

interface FormState {
  error: Error | null;
  isPending: boolean;
  reset: () => void;
}

const pessimistic = { mutationMode: 'pessimistic' } as const;

export function useKeyChanges(instance: InstanceView): KeyChanges {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiKeysDataProvider>();
  const queryClient = useQueryClient();
  const showSuccess = useShowSuccess();
  const showResult = useShowResult();
  const [open, setOpen] = useState<Open>(null);
  const [issued, setIssued] = useState<{ message: string; key: string } | null>(null);
  const [create, creating] = useCreate<ApiKeyCreate, Error, IssuedKey>();
  const [rename, renaming] = useUpdate<ApiKeyView, Error>();
  const [revoke, revoking] = useUpdate<ApiKeyView, Error>();
  const [deleteOne, deleting] = useDelete<ApiKeyView, Error>();
  const close = () => setOpen(null);
  const text = (kind: 'created' | 'updated' | 'revoked' | 'deleted') =>
    translate(`resources.${INSTANCE_API_KEYS}.notifications.${kind}`, { app: instance.name ?? '' });
  const changed = (kind: 'updated' | 'revoked' | 'deleted') => () => showSuccess(text(kind));
  const failed = (error: Error) => showResult({ severity: 'error', message: error.message });
  const shown = (answer: { message: string; key: string }) => {
    close();
    setIssued(answer);
  };
  const roll = useMutation({
    mutationFn: ({ id, graceHours }: { id: number; graceHours: number }) => dataProvider.roll(API_KEYS_RESOURCE, id, graceHours),
    onSuccess: async (answer: ApiKeyIssued) => {
      await queryClient.invalidateQueries({ queryKey: [INSTANCE_API_KEYS] });
      shown(answer);
    },
  });
  const formOf = (state: FormState) => ({ error: state.error, busy: state.isPending, onClose: () => { close(); state.reset(); } });

  const generate = (values: { name: string; expiresAt: string | null }) => create(INSTANCE_API_KEYS, { data: { appInstanceId: instance.id, ...values } }, {
    ...pessimistic,
    onSuccess: ({ key }) => {
      // The whole key is shown once: react-admin's record cache does not keep it.
      queryClient.removeQueries({ queryKey: [INSTANCE_API_KEYS, 'getOne'] });
      shown({ message: text('created'), key });
    },
  });
  const confirmed = () => {
    if (open?.kind === 'revoke') {
      revoke(INSTANCE_API_KEYS, { id: open.key.id, data: { status: 'REVOKED' }, previousData: open.key }, {
        ...pessimistic, onSuccess: changed('revoked'), onError: failed, onSettled: close,
      });
    }
    if (open?.kind === 'delete') {
      deleteOne(INSTANCE_API_KEYS, { id: open.key.id, previousData: open.key }, {
        ...pessimistic, onSuccess: changed('deleted'), onError: failed, onSettled: close,
      });
    }
  };

  const dialogs = (
    <>
      {open?.kind === 'generate' && (
        <NameDialog title={translate('apiKeys.title.generate')} withExpiry {...formOf(creating)} onSave={generate} />
      )}
      {open?.kind === 'rename' && (
        <NameDialog title={translate('apiKeys.title.rename', { name: open.key.name })} name={open.key.name} {...formOf(renaming)}
          onSave={({ name }) => rename(INSTANCE_API_KEYS, { id: open.key.id, data: { name }, previousData: open.key }, {
            ...pessimistic, onSuccess: () => { close(); changed('updated')(); },
          })} />
      )}
      {open?.kind === 'roll' && (
        <RollDialog title={translate('apiKeys.title.roll', { name: open.key.name })} {...formOf(roll)}
          onRoll={(graceHours) => roll.mutate({ id: open.key.id, graceHours })} />
      )}
      <Confirm
        isOpen={open?.kind === 'revoke' || open?.kind === 'delete'}
        title={open?.kind === 'delete' ? 'apiKeys.title.delete' : 'apiKeys.title.revoke'}
        content={open && open.kind !== 'generate' ? translate(`apiKeys.question.${open.kind === 'delete' ? 'delete' : 'revoke'}`, { name: open.key.name }) : ''}
        confirm="apiKeys.action.yes" cancel="apiKeys.action.cancel" loading={revoking.isPending || deleting.isPending}
        onConfirm={confirmed} onClose={close}
      />
      {issued && <NewKeyDialog issued={issued} onClose={() => { setIssued(null); creating.reset(); roll.reset(); }} />}
    </>
  );
  return { generate: () => setOpen({ kind: 'generate' }), change: (kind, key) => setOpen({ kind, key }), dialogs };
}
