// Reading apps for the developer portal: the caller's account's own items as their developer,
// the developer app hidden, and the flag each kind of item needs (developer-portal.md §6).
import { and, count, eq, getTableColumns, ilike, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { preparedPerShape } from '../../db/preparedStatements';
import { appInstances, apps } from '../../db/schema';
import { appCounts } from './tables';
import { forbidden, notFound } from '../../http/errors';
import { orderByClause, containsPattern, pageOffset, pageWithTotal, type Page, type SortSpec } from '../../http/paging';
import { ADMIN_APP } from '../../../../contract/appKinds';
import { notDeveloperApp } from '../../core/developerApps';
import { hasFlag } from '../../security/permissions';
import type { Tenant } from '../../security/guard';
import { flagKind, viewFlag } from '../../../../contract/developerPortalFlags';
import { MY_APPS_FLAGS } from '../../../../contract/myAppsFlags';
import { MARKETPLACE_FLAG } from '../../../../contract/marketplaceFlags';
import type { APP_SORT_FIELDS, AppView } from '../../../../contract/developerPortal';

export type AppRow = typeof apps.$inferSelect;

export const toAppView = ({ createdAt, updatedAt, ...row }: AppRow): AppView => ({
  ...row, published: row.published as AppView['published'],
  createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString(),
});

/** Who may read another account's app: its marketplace page or My Apps. */
export const CUSTOMER_VIEW_FLAGS = [MARKETPLACE_FLAG, ...MY_APPS_FLAGS];

/** Whom messages name: "App", "Service", "Connector", "Module". */
export function typeLabel(type: string): string {
  const kind = type === 'addModule' ? 'module' : type;
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

export type AppSortField = (typeof APP_SORT_FIELDS)[number];
const sortColumns = {
  name: sql`lower(${apps.name})`, type: apps.type, mode: apps.mode, status: apps.status, published: apps.published,
  logoType: apps.logoType, createdAt: apps.createdAt, updatedAt: apps.updatedAt, id: apps.id,
};

export interface AppListFilter {
  accountId: number;
  type?: string;
  parentAppId?: number;
  query?: string;
}

interface ListShape {
  byType: boolean;
  byParent: boolean;
  searching: boolean;
  sort: SortSpec<AppSortField>;
}

function listWhere(shape: ListShape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(apps.developerAccountId, sql.placeholder('accountId'))];
  if (shape.byType) {
    // Names beginning DeveloperApp are reserved, so within an item type the developer app cannot
    // appear; leaving its filter out lets the count read the (account, type) index alone.
    conditions.push(eq(apps.type, sql.placeholder('type')));
  } else {
    // The account's developer app is the portal itself, never one of its items.
    conditions.push(notDeveloperApp);
  }
  if (shape.byParent) conditions.push(eq(apps.parentAppId, sql.placeholder('parentAppId')));
  if (shape.searching) conditions.push(ilike(apps.name, sql.placeholder('pattern')));
  return and(...conditions);
}

function prepareList(db: Db, shape: ListShape, name: string) {
  // A tab's total (one type, no parent, no search) is read from app_counts, kept by a trigger;
  // other lists (modules, searches) are small or selective and count their matches.
  const tabTotal = db.select({ total: sql<number>`coalesce(${sum(appCounts.n)}, 0)`.mapWith(Number) }).from(appCounts).where(and(
    eq(appCounts.developerAccountId, sql.placeholder('accountId') as unknown as number),
    eq(appCounts.type, sql.placeholder('type') as unknown as string),
  ));
  const isTab = shape.byType && !shape.byParent && !shape.searching;
  // The total travels with the page: one round trip.
  const total = isTab ? sql<number>`(${tabTotal})` : sql<number>`count(*) over()`;
  return {
    page: db.select({ ...getTableColumns(apps), total: total.mapWith(Number) }).from(apps).where(listWhere(shape))
      .orderBy(...orderByClause(sortColumns, shape.sort, apps.id))
      .limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
      .prepare(`${name}_page`),
    // A page past the end has no row to carry the total.
    pastTheEnd: (isTab ? tabTotal : db.select({ total: count() }).from(apps).where(listWhere(shape))).prepare(`${name}_total`),
  };
}

// One pair of prepared statements per list shape and database, so the SQL is built and parsed once;
// PostgreSQL still plans each execution for its account (see db/connection.ts).
const listStatements = preparedPerShape(
  (shape: ListShape) => `${shape.byType ? 'type' : 'any'}_${shape.byParent ? 'parent' : 'top'}_${shape.searching ? 'search' : 'browse'}_${shape.sort.field}_${shape.sort.direction}`,
  (db, shape, key) => prepareList(db, shape, `apps_list_${key}`),
);

export async function listApps(db: Db, filter: AppListFilter, sort: SortSpec<AppSortField>, page: Page) {
  const shape: ListShape = {
    byType: filter.type !== undefined, byParent: filter.parentAppId !== undefined, searching: Boolean(filter.query), sort,
  };
  const statements = listStatements(db, shape);
  const values = {
    accountId: filter.accountId, type: filter.type ?? '', parentAppId: filter.parentAppId ?? 0,
    pattern: filter.query ? containsPattern(filter.query) : '',
  };
  const rows = await statements.page.execute({ ...values, limit: page.size, offset: pageOffset(page.page, page.size) });
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page,
    async () => (await statements.pastTheEnd.execute(values))[0].total);
  return { content: content.map(toAppView), totalElements };
}

export async function appRow(db: Db, id: number): Promise<AppRow | undefined> {
  const [row] = await db.select().from(apps).where(eq(apps.id, id));
  return row;
}

/**
 * An app the account may change: its developer account is the caller's. AdminApp is the
 * platform's own and no account may change it; another account's app is not found.
 */
export async function ownedApp(db: Db, accountId: number, id: number, doing: 'changed' | 'deleted'): Promise<AppRow> {
  const row = await appRow(db, id);
  if (row?.name === ADMIN_APP) throw forbidden(`${ADMIN_APP} cannot be ${doing}`);
  if (!row || row.developerAccountId !== accountId) throw notFound('App');
  return row;
}

/** Whether a name is taken (case-insensitively), other than by the app being renamed. */
export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: apps.id }).from(apps).where(and(
    sql`lower(${apps.name}) = lower(${name})`,
    exceptId === undefined ? undefined : ne(apps.id, exceptId),
  ));
  return row !== undefined;
}

/** The account's developer app and its subscription (the developer portal's), if any. */
export async function developerAppOf(db: Db, accountId: number, name: string) {
  const [row] = await db.select({
    id: apps.id, name: apps.name, instanceId: appInstances.id, instanceStatus: appInstances.status,
    subscriptionTerm: appInstances.subscriptionTerm,
  }).from(apps)
    .leftJoin(appInstances, and(eq(appInstances.appId, apps.id), eq(appInstances.accountId, accountId)))
    .where(and(eq(apps.name, name), eq(apps.developerAccountId, accountId)));
  return row;
}

export async function portalSubscribed(db: Db, accountId: number, name: string): Promise<boolean> {
  const row = await developerAppOf(db, accountId, name);
  return row?.instanceStatus === 'ACTIVE';
}

/** Readable by an account: its own, a published one, or one it subscribes to. */
/**
 * An app as this account may read it: its own items as their developer (with the view flag of the
 * item's kind), or a published or subscribed one as a customer (with a marketplace or My Apps flag),
 * whose settings form stays with its developer. Anything else does not exist for the caller.
 */
export async function visibleApp(db: Db, tenant: Pick<Tenant, 'accountId' | 'flags'>, id: number): Promise<AppRow> {
  const row = await appRow(db, id);
  if (!row) throw notFound('App');
  if (row.developerAccountId === tenant.accountId) {
    if (!hasFlag(tenant.flags, viewFlag(flagKind(row.type)))) throw forbidden();
    return row;
  }
  const [instance] = await db.select({ id: appInstances.id }).from(appInstances)
    .where(and(eq(appInstances.appId, id), eq(appInstances.accountId, tenant.accountId)));
  if (row.published !== 'PUBLISHED' && !instance) throw notFound('App');
  if (!hasFlag(tenant.flags, ...CUSTOMER_VIEW_FLAGS)) throw forbidden();
  return { ...row, settingsSchema: null, settingsDefaultValues: null };
}
