// The account's database connections: every query names the account; passwords are kept sealed
// and never leave this file in a view.
import { and, eq, ilike, or, sql, count } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { databaseConnections } from './tables';
import { containsPattern, orderByClause, pageOffset, type Page, type SortSpec } from '../../http/paging';
import type { DatabaseView } from '../../../../contract/databases';
import type { DATABASE_SORT_FIELDS, DatabaseEngine } from '../../../../contract/databasesRules';

type Row = typeof databaseConnections.$inferSelect;
export type DatabaseSortField = (typeof DATABASE_SORT_FIELDS)[number];

export const toView = (row: Row): DatabaseView => ({
  id: row.id, databaseName: row.databaseName, engine: row.engine as DatabaseEngine, host: row.host, port: row.port,
  database: row.database, username: row.username, hasPassword: row.passwordSealed !== null, updatedAt: row.updatedAt.toISOString(),
});

const sortColumns = {
  databaseName: sql`lower(${databaseConnections.databaseName})`,
  engine: databaseConnections.engine,
  host: sql`lower(${databaseConnections.host})`,
  updatedAt: databaseConnections.updatedAt,
  id: databaseConnections.id,
};

export async function listConnections(db: Db, accountId: number, query: string | undefined, page: Page, sort: SortSpec<DatabaseSortField>) {
  const search = query?.trim();
  const pattern = search ? containsPattern(search) : '';
  const where = and(
    eq(databaseConnections.accountId, accountId),
    search ? or(ilike(databaseConnections.databaseName, pattern), ilike(databaseConnections.host, pattern), ilike(databaseConnections.database, pattern)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(databaseConnections).where(where)
      .orderBy(...orderByClause(sortColumns, sort, databaseConnections.id)).limit(page.size).offset(pageOffset(page.page, page.size)),
    db.select({ total: count() }).from(databaseConnections).where(where),
  ]);
  return { content: rows.map(toView), totalElements: Number(total) };
}

export async function nameTaken(db: Db, accountId: number, databaseName: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: databaseConnections.id }).from(databaseConnections)
    .where(and(eq(databaseConnections.accountId, accountId), sql`lower(${databaseConnections.databaseName}) = lower(${databaseName})`));
  return row !== undefined && row.id !== exceptId;
}

export type ConnectionFields = Pick<Row, 'databaseName' | 'host' | 'port' | 'database' | 'username'> & { engine: DatabaseEngine };

export async function createConnection(db: Db, accountId: number, userId: number, fields: ConnectionFields, passwordSealed: string | null): Promise<Row> {
  const [row] = await db.insert(databaseConnections)
    .values({ ...fields, accountId, passwordSealed, userCreated: userId, userUpdated: userId }).returning();
  return row;
}

/** `passwordSealed` undefined keeps the kept one. */
export async function updateConnection(
  db: Db, accountId: number, id: number, userId: number, fields: ConnectionFields, passwordSealed: string | null | undefined,
): Promise<Row | undefined> {
  const [row] = await db.update(databaseConnections)
    .set({ ...fields, ...(passwordSealed === undefined ? {} : { passwordSealed }), userUpdated: userId, updatedAt: sql`now()` })
    .where(and(eq(databaseConnections.id, id), eq(databaseConnections.accountId, accountId))).returning();
  return row;
}

export async function deleteConnection(db: Db, accountId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(databaseConnections)
    .where(and(eq(databaseConnections.id, id), eq(databaseConnections.accountId, accountId))).returning({ id: databaseConnections.id });
  return deleted.length > 0;
}
