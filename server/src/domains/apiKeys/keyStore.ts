// An instance's API keys in the database. The answers never carry a secret or its hash; only
// creation and a roll hand the new key back, once.
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { apiKeys } from './tables';
import { badRequest, notFound } from '../../http/errors';
import { containsPattern, pageOffset, type Page, type SortSpec } from '../../http/paging';
import type { API_KEY_SORT_FIELDS, ApiKeyView } from '../../../../contract/apiKeys';
import { KEY_NAME_MAX, type KeyEnvironment } from '../../../../contract/apiKeysRules';
import { newKey } from './keys';

export type ApiKeySortField = (typeof API_KEY_SORT_FIELDS)[number];
export const DEFAULT_API_KEY_SORT: SortSpec<ApiKeySortField> = { field: 'createdAt', direction: 'desc' };
type Row = typeof apiKeys.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toApiKeyView = (row: Row, now = new Date()): ApiKeyView => ({
  id: row.id, appInstanceId: row.appInstanceId, appId: row.appId, name: row.name, prefix: row.prefix, scopes: row.scopes,
  status: row.status === 'REVOKED' ? 'REVOKED' : row.expiresAt && row.expiresAt <= now ? 'EXPIRED' : 'ACTIVE',
  expiresAt: iso(row.expiresAt),
  previousValidUntil: row.previousValidUntil && row.previousValidUntil > now ? row.previousValidUntil.toISOString() : null,
  lastUsedAt: iso(row.lastUsedAt), useCount: Number(row.useCount), createdAt: row.createdAt.toISOString(),
});

export function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('Key name is required', { field: 'name' });
  if (trimmed.length > KEY_NAME_MAX) throw badRequest(`Key name must be at most ${KEY_NAME_MAX} characters`, { field: 'name' });
  return trimmed;
}

/** The instance's environment decides the key's: Production keys are live, any other test. */
export const environmentOf = (instanceEnvironment: string | null): KeyEnvironment => (instanceEnvironment === 'Test' ? 'test' : 'live');

export async function listKeys(db: Db, appInstanceId: number, query: string | undefined, sort: SortSpec<ApiKeySortField>, page: Page) {
  const where = and(eq(apiKeys.appInstanceId, appInstanceId), query?.trim() ? ilike(apiKeys.name, containsPattern(query.trim())) : undefined) as SQL;
  const by = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(apiKeys).where(where).orderBy(by(apiKeys[sort.field]), by(apiKeys.id)).limit(page.size).offset(pageOffset(page.page, page.size)),
    db.select({ total: count() }).from(apiKeys).where(where),
  ]);
  return { content: rows.map((r) => toApiKeyView(r)), totalElements: Number(total) };
}

/** The keys one person generated for an instance, newest first (at most `limit`). */
export async function keysOfUser(db: Db, appInstanceId: number, userId: number, limit: number) {
  const rows = await db.select().from(apiKeys).where(and(eq(apiKeys.appInstanceId, appInstanceId), eq(apiKeys.userCreated, userId)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(limit);
  return rows.map((r) => toApiKeyView(r));
}

export async function ownKey(db: Db, accountId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId)));
  if (!row) throw notFound('API key');
  return row;
}

export async function createKey(
  db: Db, instance: { id: number; appId: number; accountId: number; environment: string | null },
  values: { name: string; expiresAt: Date | null; scopes: string[] }, userId: number,
) {
  const made = newKey(environmentOf(instance.environment));
  const [row] = await db.insert(apiKeys).values({
    accountId: instance.accountId, appInstanceId: instance.id, appId: instance.appId, name: values.name, prefix: made.prefix,
    lookupId: made.lookupId, secretHash: made.hash, scopes: values.scopes, expiresAt: values.expiresAt, userCreated: userId, userUpdated: userId,
  }).returning();
  return { row, key: made.key };
}

/** A new secret now; the previous one keeps working for `graceHours` (0: not at all). */
export async function rollKey(db: Db, row: Row, graceHours: number, userId: number) {
  if (row.status === 'REVOKED') throw badRequest('A revoked key cannot be rolled');
  const made = newKey(row.prefix.startsWith('pk_test_') ? 'test' : 'live', row.lookupId);
  const [updated] = await db.update(apiKeys).set({
    secretHash: made.hash, previousSecretHash: graceHours > 0 ? row.secretHash : null,
    previousValidUntil: graceHours > 0 ? new Date(Date.now() + graceHours * 3_600_000) : null, userUpdated: userId, updatedAt: new Date(),
  }).where(eq(apiKeys.id, row.id)).returning();
  return { row: updated, key: made.key };
}

export async function updateKey(db: Db, row: Row, values: { name?: string; revoke?: boolean }, userId: number): Promise<Row> {
  const [updated] = await db.update(apiKeys).set({
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.revoke ? { status: 'REVOKED', revokedAt: new Date(), previousSecretHash: null, previousValidUntil: null } : {}),
    userUpdated: userId, updatedAt: new Date(),
  }).where(eq(apiKeys.id, row.id)).returning();
  return updated;
}

export async function deleteKey(db: Db, row: Row): Promise<void> {
  await db.delete(apiKeys).where(eq(apiKeys.id, row.id));
}

