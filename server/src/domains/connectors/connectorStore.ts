// All of the connectors domain's SQL. Tenant scoping: a connector API belongs to its connector's
// developer account; links and instance values to the account that subscribes (every function takes
// the caller's verified account and filters by it).
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appInstances, apps } from '../../db/schema';
import { connectorApis, connectorInstanceApis, connectorLinks } from './tables';
import { notFound } from '../../http/errors';
import { containsPattern, pageOffset, type Page, type SortSpec } from '../../http/paging';
import type { ApiSortField, ServiceSortField } from '../../../../contract/connectorsRules';

export type ConnectorApiRow = typeof connectorApis.$inferSelect;
export type InstanceApiRow = typeof connectorInstanceApis.$inferSelect;
export type LinkRow = typeof connectorLinks.$inferSelect;

export const CONNECTOR_TYPE = 'connector';

/** A connector the account develops. */
export async function ownConnector(db: Db, accountId: number, connectorId: number) {
  const [row] = await db.select({ id: apps.id, name: apps.name }).from(apps)
    .where(and(eq(apps.id, connectorId), eq(apps.type, CONNECTOR_TYPE), eq(apps.developerAccountId, accountId)));
  return row;
}

/** The account's ACTIVE subscription of a connector, if any. */
export async function subscribedConnector(db: Db, accountId: number, connectorId: number) {
  const [row] = await db.select({ id: appInstances.id }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
    .where(and(eq(appInstances.accountId, accountId), eq(appInstances.appId, connectorId), eq(appInstances.status, 'ACTIVE'), eq(apps.type, CONNECTOR_TYPE)));
  return row;
}


// ---- The account's connector instances (GET /developerApp/services) ----

export async function connectorInstances(db: Db, accountId: number, query: string | undefined, sort: SortSpec<ServiceSortField>, page: Page) {
  const where = and(
    eq(appInstances.accountId, accountId), eq(appInstances.status, 'ACTIVE'), eq(apps.type, CONNECTOR_TYPE),
    query ? ilike(apps.name, containsPattern(query)) : undefined,
  );
  const by = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      id: appInstances.id, appInstanceId: appInstances.id, appId: apps.id, name: apps.name, description: apps.description,
      logo: apps.logo, logoType: apps.logoType, status: appInstances.status,
    }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId)).where(where)
      .orderBy(by(sort.field === 'name' ? sql`lower(${apps.name})` : appInstances.id), by(appInstances.id))
      .limit(page.size).offset(pageOffset(page.page, page.size)),
    db.select({ total: count() }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId)).where(where),
  ]);
  return { content: rows, totalElements: total };
}

// ---- Links ----

const linkColumns = {
  id: connectorLinks.id, appInstanceId: connectorLinks.appInstanceId, accountId: connectorLinks.accountId,
  connectorAppInstanceId: connectorLinks.connectorAppInstanceId, connectorAppId: apps.id, connectorName: apps.name,
  status: connectorLinks.status, userCreated: connectorLinks.userCreated, userUpdated: connectorLinks.userUpdated,
  updatedAt: connectorLinks.updatedAt,
};

export async function linksOf(db: Db, accountId: number, appInstanceId: number, status?: string) {
  const rows = await db.select(linkColumns).from(connectorLinks)
    .innerJoin(appInstances, eq(appInstances.id, connectorLinks.connectorAppInstanceId))
    .innerJoin(apps, eq(apps.id, appInstances.appId))
    .where(and(eq(connectorLinks.accountId, accountId), eq(connectorLinks.appInstanceId, appInstanceId),
      status ? eq(connectorLinks.status, status) : undefined))
    .orderBy(asc(sql`lower(${apps.name})`), asc(connectorLinks.id));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

export async function saveLink(db: Db, link: { accountId: number; appInstanceId: number; connectorAppInstanceId: number; status: string; userId: number }) {
  const [row] = await db.insert(connectorLinks).values({
    accountId: link.accountId, appInstanceId: link.appInstanceId, connectorAppInstanceId: link.connectorAppInstanceId,
    status: link.status, userCreated: link.userId, userUpdated: link.userId,
  }).onConflictDoUpdate({
    target: [connectorLinks.appInstanceId, connectorLinks.connectorAppInstanceId],
    set: { status: link.status, userUpdated: link.userId, updatedAt: sql`now()` },
  }).returning({ id: connectorLinks.id });
  const [view] = (await linksOf(db, link.accountId, link.appInstanceId)).filter((l) => l.id === row.id);
  return view;
}

/** Whether the account's app instance has an ACTIVE link to its instance of this connector. */
export async function linkedToConnector(db: Db, accountId: number, appInstanceId: number, connectorId: number): Promise<boolean> {
  const [row] = await db.select({ id: connectorLinks.id }).from(connectorLinks)
    .innerJoin(appInstances, eq(appInstances.id, connectorLinks.connectorAppInstanceId))
    .where(and(eq(connectorLinks.accountId, accountId), eq(connectorLinks.appInstanceId, appInstanceId),
      eq(connectorLinks.status, 'ACTIVE'), eq(appInstances.appId, connectorId), eq(appInstances.status, 'ACTIVE')));
  return row !== undefined;
}

// ---- Connector APIs ----

const apiSortColumns = {
  name: sql`lower(${connectorApis.name})`, method: connectorApis.method, createdAt: connectorApis.createdAt,
  updatedAt: connectorApis.updatedAt, id: connectorApis.id,
};

export async function listApis(db: Db, connectorId: number, query: string | undefined, sort: SortSpec<ApiSortField>, page: Page) {
  const where = and(eq(connectorApis.connectorId, connectorId), query ? ilike(connectorApis.name, containsPattern(query)) : undefined);
  const by = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(connectorApis).where(where).orderBy(by(apiSortColumns[sort.field]), by(connectorApis.id))
      .limit(page.size).offset(pageOffset(page.page, page.size)),
    db.select({ total: count() }).from(connectorApis).where(where),
  ]);
  return { rows, totalElements: total };
}

export async function apiById(db: Db, id: number): Promise<ConnectorApiRow | undefined> {
  const [row] = await db.select().from(connectorApis).where(eq(connectorApis.id, id));
  return row;
}

/** A connector API the account develops, or 404. */
export async function ownApi(db: Db, accountId: number, id: number): Promise<ConnectorApiRow> {
  const row = await apiById(db, id);
  if (!row || row.developerAccountId !== accountId) throw notFound('Connector API');
  return row;
}

export async function apiNameTaken(db: Db, connectorId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: connectorApis.id }).from(connectorApis)
    .where(and(eq(connectorApis.connectorId, connectorId), sql`lower(${connectorApis.name}) = lower(${name})`));
  return row !== undefined && row.id !== exceptId;
}

export async function insertApi(db: Db, values: typeof connectorApis.$inferInsert): Promise<ConnectorApiRow> {
  const [row] = await db.insert(connectorApis).values(values).returning();
  return row;
}

export async function updateApi(db: Db, id: number, values: Partial<typeof connectorApis.$inferInsert>): Promise<ConnectorApiRow> {
  const [row] = await db.update(connectorApis).set({ ...values, updatedAt: sql`now()` }).where(eq(connectorApis.id, id)).returning();
  return row;
}

export async function deleteApi(db: Db, id: number): Promise<void> {
  await db.delete(connectorApis).where(eq(connectorApis.id, id));
}

// ---- Instance connector APIs ----

export async function instanceApis(db: Db, accountId: number, appInstanceId: number, appId?: number, connectorApiId?: number) {
  return db.select().from(connectorInstanceApis).where(and(
    eq(connectorInstanceApis.accountId, accountId), eq(connectorInstanceApis.appInstanceId, appInstanceId),
    appId === undefined ? undefined : eq(connectorInstanceApis.appId, appId),
    connectorApiId === undefined ? undefined : eq(connectorInstanceApis.connectorApiId, connectorApiId),
  )).orderBy(asc(connectorInstanceApis.id));
}

export async function instanceApiById(db: Db, accountId: number, id: number): Promise<InstanceApiRow> {
  const [row] = await db.select().from(connectorInstanceApis)
    .where(and(eq(connectorInstanceApis.id, id), eq(connectorInstanceApis.accountId, accountId)));
  if (!row) throw notFound('Instance connector API');
  return row;
}

/** Creates the instance's values for the API, or updates them when they exist. */
export async function saveInstanceApi(db: Db, values: typeof connectorInstanceApis.$inferInsert, changes: Partial<typeof connectorInstanceApis.$inferInsert>): Promise<InstanceApiRow> {
  const [row] = await db.insert(connectorInstanceApis).values(values).onConflictDoUpdate({
    target: [connectorInstanceApis.appInstanceId, connectorInstanceApis.connectorApiId],
    set: { ...changes, updatedAt: sql`now()` },
  }).returning();
  return row;
}
