// The page templates' SQL (an app's templates and an instance's). Every function takes the caller's verified
// account: a row of another account is not found. An app template names an app the account develops or holds
// an instance of; an instance template names one of the account's instances (and takes its app).
import { and, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { notDeveloperApp } from '../../core/developerApps';
import { appInstances, apps } from '../../db/schema';
import { pageTemplates } from './tables';
import {
  containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec,
} from '../../http/paging';
import type { PageTemplate, TemplateTargets } from '../../../../contract/pageTemplates';
import type { PageTemplateSortField } from '../../../../contract/pageTemplatesRules';

export type TemplateKind = 'app' | 'instance';

/** What a create or an update writes (checked and trimmed by the routes). */
export interface PageTemplateValues {
  name: string;
  description: string;
  appId: number;
  appInstanceId: number | null;
}

const columns = {
  id: pageTemplates.id, name: pageTemplates.name, description: pageTemplates.description, accountId: pageTemplates.accountId,
  appId: pageTemplates.appId, appInstanceId: pageTemplates.appInstanceId, updatedAt: pageTemplates.updatedAt,
  appName: sql<string>`coalesce(${apps.name}, '')`,
};

type Row = { [K in keyof typeof columns]: K extends 'appName' ? string : (typeof pageTemplates.$inferSelect)[K & keyof typeof pageTemplates.$inferSelect] };

const toPageTemplate = (row: Row): PageTemplate => ({ ...row, updatedAt: row.updatedAt.toISOString() });

const sortColumns = { name: sql`lower(${pageTemplates.name})`, updatedAt: pageTemplates.updatedAt, id: pageTemplates.id };

const ofKind = (kind: TemplateKind) => (kind === 'app' ? isNull(pageTemplates.appInstanceId) : isNotNull(pageTemplates.appInstanceId));

const ofAccount = (accountId: number, kind: TemplateKind, id: number) =>
  and(eq(pageTemplates.accountId, accountId), eq(pageTemplates.id, id), ofKind(kind));

export interface TemplateFilter {
  query?: string;
  appId?: number;
  appInstanceId?: number;
}

/** One page of the account's templates of a kind and the list's total, in the wire's `{ content, totalElements }`. */
export async function listPageTemplates(
  db: Db, accountId: number, kind: TemplateKind, filter: TemplateFilter, sort: SortSpec<PageTemplateSortField>, page: Page,
) {
  const where = and(
    eq(pageTemplates.accountId, accountId), ofKind(kind),
    filter.query ? ilike(pageTemplates.name, containsPattern(filter.query)) : undefined,
    filter.appId ? eq(pageTemplates.appId, filter.appId) : undefined,
    filter.appInstanceId ? eq(pageTemplates.appInstanceId, filter.appInstanceId) : undefined,
  );
  const rows = await db.select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(pageTemplates).leftJoin(apps, eq(apps.id, pageTemplates.appId))
    .where(where).orderBy(...orderByClause(sortColumns, sort, pageTemplates.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page, async () =>
    (await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(pageTemplates).where(where))[0].total);
  return { content: content.map(toPageTemplate), totalElements };
}

export async function findPageTemplate(db: Db, accountId: number, kind: TemplateKind, id: number): Promise<PageTemplate | undefined> {
  const [row] = await db.select(columns).from(pageTemplates).leftJoin(apps, eq(apps.id, pageTemplates.appId))
    .where(ofAccount(accountId, kind, id));
  return row && toPageTemplate(row);
}

export async function createPageTemplate(db: Db, accountId: number, userId: number, values: PageTemplateValues): Promise<PageTemplate> {
  const [row] = await db.insert(pageTemplates).values({ accountId, ...values, userCreated: userId, userUpdated: userId })
    .returning({ id: pageTemplates.id });
  return (await findPageTemplate(db, accountId, values.appInstanceId ? 'instance' : 'app', row.id))!;
}

/** The changed template, or undefined when the account has no such template of that kind. */
export async function updatePageTemplate(
  db: Db, accountId: number, kind: TemplateKind, id: number, userId: number, values: PageTemplateValues,
): Promise<PageTemplate | undefined> {
  const [row] = await db.update(pageTemplates).set({ ...values, userUpdated: userId, updatedAt: sql`now()` })
    .where(ofAccount(accountId, kind, id)).returning({ id: pageTemplates.id });
  return row && findPageTemplate(db, accountId, kind, row.id);
}

/** Whether the account had the template (its pages go with it; their revisions stay). */
export async function deletePageTemplate(db: Db, accountId: number, kind: TemplateKind, id: number): Promise<boolean> {
  const deleted = await db.delete(pageTemplates).where(ofAccount(accountId, kind, id)).returning({ id: pageTemplates.id });
  return deleted.length > 0;
}

/** The apps the account develops or holds an instance of, and the account's instances: what a template may be for (its developer app aside). */
export async function templateTargets(db: Db, accountId: number): Promise<TemplateTargets> {
  const instances = await db.select({ id: appInstances.id, appId: appInstances.appId, appName: apps.name, name: appInstances.name })
    .from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
    .where(and(eq(appInstances.accountId, accountId), notDeveloperApp)).orderBy(sql`lower(${apps.name})`, appInstances.id);
  const appRows = await db.select({ id: apps.id, name: apps.name }).from(apps)
    .where(and(or(eq(apps.developerAccountId, accountId), instances.length ? inArray(apps.id, instances.map((i) => i.appId)) : undefined), notDeveloperApp))
    .orderBy(sql`lower(${apps.name})`, apps.id);
  return {
    apps: appRows,
    instances: instances.map((i) => ({ id: i.id, appId: i.appId, name: i.name ? `${i.appName} (${i.name})` : i.appName })),
  };
}

/** The app of an instance of the account, or undefined when the account has no such instance. */
export async function instanceApp(db: Db, accountId: number, appInstanceId: number): Promise<number | undefined> {
  const [row] = await db.select({ appId: appInstances.appId }).from(appInstances)
    .where(and(eq(appInstances.id, appInstanceId), eq(appInstances.accountId, accountId)));
  return row?.appId;
}
