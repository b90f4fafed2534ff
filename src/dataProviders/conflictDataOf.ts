// A 409 answer carries what the caller collided with under `data` (record 0413, 0414): the record as
// someone else saved it since it was read, or the edit lock someone else holds.
import { HttpError } from 'react-admin';

/** The `data` of a 409 refusal; undefined for any other error or a 409 without it. */
export function conflictDataOf<T>(error: unknown): T | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  return (error.body as { data?: T } | null)?.data ?? undefined;
}
