// The console's add/edit dialogs save one record of a react-admin resource the same way: a new
// record is created, an existing one updated with its previous data, both pessimistically (the
// dialog waits for the server's answer), then the caller's onSaved runs and the result dialog shows
// the resource's own message (resources.<resource>.notifications.created|updated). A refusal is
// kept as `failure`, for the dialog to show the server's reason and stay open; an update refused
// because someone else saved the record since (409, record 0413) is `stale` instead, for the dialog
// to show their version (StaleSaveDialog).
import { useState } from 'react';
import { useCreate, useTranslate, useUpdate, type Identifier } from 'react-admin';
import { conflictDataOf } from '../dataProviders/conflictDataOf';
import { useShowSuccess } from './ResultProvider';
import { useStaleSave } from './useStaleSave';

interface SaveRecordOptions {
  /** Fields only a new record is sent with (the owner it is added to), before the saved data. */
  createFields?: object;
}

interface SaveOptions<T> {
  /** Runs once the server has accepted the save, before the success message shows. */
  onSaved?: () => void;
  /** The success dialog's text and what follows its closing, from the saved record: the resource's own text by default. */
  success?: (saved: T) => { message: string; afterClose?: () => void };
}

/** Saves `record` (updated), or a new record of `resource` when there is none. */
export function useSaveRecord<T extends { id: Identifier }>(resource: string, record?: T, { createFields }: SaveRecordOptions = {}) {
  const translate = useTranslate();
  const showSuccess = useShowSuccess();
  const [create, created] = useCreate<T>();
  const [update, updated] = useUpdate<T>();
  // The version an update is made from: the record opened, or theirs once the editor keeps their changes over it.
  const [rebased, setRebased] = useState<T | undefined>();
  const stale = useStaleSave<T>(setRebased);
  const base = rebased ?? record;
  const save = (data: object, { onSaved, success }: SaveOptions<T>) => {
    const done = (kind: 'created' | 'updated') => (saved: T) => {
      // Saved: the next save is made from the record as saved now (a form that stays open reads it again).
      setRebased(undefined);
      onSaved?.();
      const { message, afterClose } = success?.(saved) ?? { message: translate(`resources.${resource}.notifications.${kind}`) };
      showSuccess(message, afterClose);
    };
    if (base) update(resource, { id: base.id, data, previousData: base }, { mutationMode: 'pessimistic', onSuccess: done('updated'), onError: stale.refused });
    else create(resource, { data: { ...createFields, ...data } }, { mutationMode: 'pessimistic', onSuccess: done('created') });
  };
  /** Forgets the last failure: for a section whose dialog opens again after a refused save. */
  const reset = () => {
    created.reset();
    updated.reset();
  };
  return {
    save,
    saving: created.isPending || updated.isPending,
    failure: (created.error ?? (conflictDataOf(updated.error) ? null : updated.error)) as Error | null,
    stale,
    reset,
  };
}
