// A save refused because someone else saved the record since it was read (409 with the record as it
// now is, record 0413): their version is kept for the editor to see, who then keeps their own changes
// (the next save is made from the other version, so it replaces it knowingly) or loads the other one.
import { useState } from 'react';
import { conflictDataOf } from '../dataProviders/conflictDataOf';

/** `rebase` makes the other version the one the next save is made from (its If-Match). */
export function useStaleSave<T>(rebase: (theirs: T) => void) {
  const [theirs, setTheirs] = useState<T | undefined>();
  const keepMine = () => {
    if (theirs !== undefined) rebase(theirs);
    setTheirs(undefined);
  };
  return {
    theirs,
    /** Keeps a refused save's other version; false when the error is not that refusal. */
    refused: (error: unknown): boolean => {
      const current = conflictDataOf<T>(error);
      if (current !== undefined) setTheirs(current);
      return current !== undefined;
    },
    keepMine,
    /** Their version into the form (`apply`), mine dropped. */
    loadTheirs: (apply: (theirs: T) => void) => {
      if (theirs !== undefined) apply(theirs);
      keepMine();
    },
  };
}

export type StaleSave<T> = ReturnType<typeof useStaleSave<T>>;
