// App parameters in the database: the platform's defaults (account_id null) and each account's own
// values. What an account sees is its own values plus the defaults it has not overridden.
import { and, asc, count, desc, eq, ilike, isNull, notExists, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appParameters } from './tables';
import { conflict, containsPattern, notFound, pageOffset, type Db, type Page, type SortSpec } from '@platform-console/plugin-api/server';
import type { PARAMETER_SORT_FIELDS, ParameterView } from '../contract/parameters';

export type ParameterSortField = (typeof PARAMETER_SORT_FIELDS)[number];
export const DEFAULT_PARAMETER_SORT: SortSpec<ParameterSortField> = { field: 'parameterName', direction: 'asc' };

type Row = typeof appParameters.$inferSelect;
export interface ParameterValues { parameterName: string; parameterValue: string; description: string | null }

export const toParameterView = (row: Row): ParameterView => ({
  id: row.id, parameterName: row.parameterName, parameterValue: row.parameterValue, description: row.description,
  source: row.accountId === null ? 'platform' : 'account', updatedAt: row.updatedAt.toISOString(),
});

const own = alias(appParameters, 'own');

/** The account's own parameters, and the platform's defaults it has not overridden. */
const inForce = (db: Db, accountId: number): SQL => or(
  eq(appParameters.accountId, accountId),
  and(isNull(appParameters.accountId), notExists(db.select({ id: own.id }).from(own)
    .where(and(eq(own.accountId, accountId), eq(own.parameterName, appParameters.parameterName))))),
) as SQL;

export async function listParameters(db: Db, accountId: number, query: string | undefined, sort: SortSpec<ParameterSortField>, page: Page) {
  const pattern = query?.trim() ? containsPattern(query.trim()) : undefined;
  const where = and(inForce(db, accountId), pattern
    ? or(ilike(appParameters.parameterName, pattern), ilike(appParameters.parameterValue, pattern), ilike(appParameters.description, pattern))
    : undefined);
  const by = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(appParameters).where(where)
      .orderBy(by(appParameters[sort.field]), by(appParameters.id)).limit(page.size).offset(pageOffset(page.page, page.size)),
    db.select({ total: count() }).from(appParameters).where(where),
  ]);
  return { content: rows.map(toParameterView), totalElements: Number(total) };
}

/** The value in force for the account (its own, else the platform's), or the platform's without one. */
export async function parameterInForce(db: Db, parameterName: string, accountId?: number): Promise<Row | undefined> {
  const rows = await db.select().from(appParameters).where(and(eq(appParameters.parameterName, parameterName),
    accountId === undefined ? isNull(appParameters.accountId) : or(isNull(appParameters.accountId), eq(appParameters.accountId, accountId))));
  return rows.find((r) => r.accountId !== null) ?? rows[0];
}

/** One of the account's own parameters; a platform default or another account's is not found. */
export async function ownParameter(db: Db, accountId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(appParameters).where(and(eq(appParameters.id, id), eq(appParameters.accountId, accountId)));
  if (!row) throw notFound('Parameter');
  return row;
}

const TAKEN = 'This account already has a parameter of that name';
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505'
  || (err as { cause?: { code?: string } }).cause?.code === '23505';

export async function createParameter(db: Db, accountId: number, values: ParameterValues, userId: number): Promise<Row> {
  try {
    const [row] = await db.insert(appParameters).values({ accountId, ...values, userCreated: userId, userUpdated: userId }).returning();
    return row;
  } catch (err) {
    throw isUniqueViolation(err) ? conflict(TAKEN) : err;
  }
}

export async function updateParameter(db: Db, row: Row, values: ParameterValues, userId: number): Promise<Row> {
  try {
    const [updated] = await db.update(appParameters).set({ ...values, userUpdated: userId, updatedAt: new Date() })
      .where(eq(appParameters.id, row.id)).returning();
    return updated;
  } catch (err) {
    throw isUniqueViolation(err) ? conflict(TAKEN) : err;
  }
}

export async function deleteParameter(db: Db, row: Row): Promise<void> {
  await db.delete(appParameters).where(eq(appParameters.id, row.id));
}
