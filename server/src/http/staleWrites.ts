// Optimistic concurrency (issue 33, record 0413): a change may name the version of the record it was
// made from (`If-Match: "<version>"`, the console's update sends it); when the record has changed
// since, the change is refused with 409 and the record as it now is, so nobody overwrites another
// person's save without seeing it. A change without the header is taken as before (API callers).
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The version the caller read the record at, from `If-Match` (an entity tag, weak or strong), if sent. */
export function versionRead(request: FastifyRequest): string | undefined {
  const raw = request.headers['if-match'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value || value === '*') return undefined;
  return value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** Refuses (409, the current record as `data`) a change made from another version than `current`'s. */
export function refuseStaleWrite(request: FastifyRequest, currentVersion: string | number, current: unknown, what: string): void {
  const read = versionRead(request);
  if (read !== undefined && read !== String(currentVersion)) {
    throw new HttpError(409, `${what} was changed by someone else since you opened it`, 'Conflict', current);
  }
}

/** What a route checking `If-Match` says of it in the API document; `version` names the record's field. */
export const staleWriteNote = (version: string): string =>
  `With \`If-Match: "<${version}>"\` (the ${version} the change was made from), a record saved since is not overwritten: `
  + '409 with the record as it now is under `data`. Without the header the change is taken as before.';
