// All of the pageTemplates domain's SQL. Every function takes the caller's verified account: a row of
// another account is not found.
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pageTemplates } from '../../db/schema';
import {
  containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec,
} from '../../http/paging';
import type { PageTemplate } from '../../../../contract/pageTemplates';
import type { PageTemplateSortField } from '../../../../contract/pageTemplatesRules';

/** What a create or an update writes (trimmed by the routes). */
export interface PageTemplateValues {
  name: string;
  description: string;
}

type PageTemplateRow = Pick<typeof pageTemplates.$inferSelect, 'id' | 'name' | 'description' | 'updatedAt'>;

const toPageTemplate = (row: PageTemplateRow): PageTemplate => ({
  id: row.id, name: row.name, description: row.description, updatedAt: row.updatedAt.toISOString(),
});

const columns = { id: pageTemplates.id, name: pageTemplates.name, description: pageTemplates.description, updatedAt: pageTemplates.updatedAt };

const sortColumns = { name: sql`lower(${pageTemplates.name})`, updatedAt: pageTemplates.updatedAt, id: pageTemplates.id };

const ofAccount = (accountId: number, id: number) => and(eq(pageTemplates.accountId, accountId), eq(pageTemplates.id, id));

/** One page of the account's page templates and the list's total, in the wire's `{ content, totalElements }`. */
export async function listPageTemplates(db: Db, accountId: number, query: string | undefined, sort: SortSpec<PageTemplateSortField>, page: Page) {
  const where = and(eq(pageTemplates.accountId, accountId), query ? ilike(pageTemplates.name, containsPattern(query)) : undefined);
  const rows = await db.select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) }).from(pageTemplates)
    .where(where).orderBy(...orderByClause(sortColumns, sort, pageTemplates.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page, async () =>
    (await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(pageTemplates).where(where))[0].total);
  return { content: content.map(toPageTemplate), totalElements };
}

export async function findPageTemplate(db: Db, accountId: number, id: number): Promise<PageTemplate | undefined> {
  const [row] = await db.select(columns).from(pageTemplates).where(ofAccount(accountId, id));
  return row && toPageTemplate(row);
}

export async function createPageTemplate(db: Db, accountId: number, values: PageTemplateValues): Promise<PageTemplate> {
  const [row] = await db.insert(pageTemplates).values({ accountId, ...values }).returning(columns);
  return toPageTemplate(row);
}

/** The changed row, or undefined when the account has no such page template. */
export async function updatePageTemplate(db: Db, accountId: number, id: number, values: PageTemplateValues): Promise<PageTemplate | undefined> {
  const [row] = await db.update(pageTemplates).set({ ...values, updatedAt: sql`now()` }).where(ofAccount(accountId, id)).returning(columns);
  return row && toPageTemplate(row);
}

/** Whether the account had the page template. */
export async function deletePageTemplate(db: Db, accountId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(pageTemplates).where(ofAccount(accountId, id)).returning({ id: pageTemplates.id });
  return deleted.length > 0;
}
