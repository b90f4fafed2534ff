// Settings forms (developer-portal.md §3 Settings): the bounds every settings document must keep,
// checked on the main thread (a bounded walk), and the schema check proper, which runs in a worker
// with a time limit (settingsCheckWorker.ts) since a schema from a user can take ajv unbounded time.
import { badRequest } from '../../http/errors';
import type { SettingsCheckWorker } from './settingsCheckWorker';

export type JsonObject = Record<string, unknown>;

/** Settings documents are forms and their values, not data stores; big ones would also make ajv work hard. */
export const MAX_SETTINGS_CHARS = 100_000;

/** No form nests this deep; deeper documents would let ajv's (and JSON.stringify's) recursion exhaust the stack. */
export const MAX_SETTINGS_DEPTH = 32;

/** Whether objects and arrays nest more than `limit` levels; it descends no further, so any document is safe to check. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  return Object.values(value).some((child) => nestsDeeperThan(child, limit - 1));
}

export function assertSettingsBounds(field: string, value: unknown): void {
  if (value === undefined) return;
  if (nestsDeeperThan(value, MAX_SETTINGS_DEPTH)) throw badRequest(`${field} nests deeper than ${MAX_SETTINGS_DEPTH} levels`);
  if (JSON.stringify(value).length > MAX_SETTINGS_CHARS) {
    throw badRequest(`${field} is larger than ${MAX_SETTINGS_CHARS} characters of JSON`);
  }
}

/**
 * Checks, in the worker, that the schema is a JSON Schema ajv can compile (else a 400 saying why),
 * then, when given, that the values satisfy it (else a 400 listing each failing field). A check
 * over the worker's time or memory limit is a 400 too.
 */
export async function checkSettings(checks: SettingsCheckWorker, schema: JsonObject, values?: { field: string; value: unknown }): Promise<void> {
  const result = await checks.run({ schema, values });
  if (!result.ok) throw badRequest(result.message, result.errors);
}
