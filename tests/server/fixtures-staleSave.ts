// A record's update route that checks If-Match (record 0413): two people opened one version; the first
// save is taken, the second, made from the same version, is refused with 409 and the record as it now
// is; a save made from that version is taken, and so is one without the header (API callers).
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

type Version = string | number;
/** Saves the record, sending `If-Match: "<version>"` when given; `n` makes each save's values differ. */
type Save = (version: Version | undefined, n: number) => Promise<LightMyRequestResponse>;

export async function expectStaleSavesRefused(
  save: Save, opened: Version, versionOf: (record: Record<string, unknown>) => Version, what: string,
): Promise<void> {
  const first = await save(opened, 1);
  expect(first.statusCode, first.body).toBe(200);
  const refused = await save(opened, 2);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json()).toMatchObject({ status: 409, message: `${what} was changed by someone else since you opened it` });
  const current = refused.json().data as Record<string, unknown>;
  expect(versionOf(current)).not.toBe(opened);
  // Having seen their version, a save made from it is taken; without the header, as before.
  const retried = await save(versionOf(current), 3);
  expect(retried.statusCode, retried.body).toBe(200);
  expect((await save(undefined, 4)).statusCode).toBe(200);
}
