// All of the emailTemplates domain's SQL. Every function takes the caller's verified account: a row of
// another account is not found.
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { emailTemplates } from '../../db/schema';
import {
  containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec,
} from '../../http/paging';
import type { EmailTemplate } from '../../../../contract/emailTemplates';
import type { EmailTemplateSortField } from '../../../../contract/emailTemplatesRules';

/** What a create or an update writes (trimmed by the routes). */
export interface EmailTemplateValues {
  name: string;
  description: string;
}

type EmailTemplateRow = Pick<typeof emailTemplates.$inferSelect, 'id' | 'name' | 'description' | 'updatedAt'>;

const toEmailTemplate = (row: EmailTemplateRow): EmailTemplate => ({
  id: row.id, name: row.name, description: row.description, updatedAt: row.updatedAt.toISOString(),
});

const columns = { id: emailTemplates.id, name: emailTemplates.name, description: emailTemplates.description, updatedAt: emailTemplates.updatedAt };

const sortColumns = { name: sql`lower(${emailTemplates.name})`, updatedAt: emailTemplates.updatedAt, id: emailTemplates.id };

const ofAccount = (accountId: number, id: number) => and(eq(emailTemplates.accountId, accountId), eq(emailTemplates.id, id));

/** One page of the account's email templates and the list's total, in the wire's `{ content, totalElements }`. */
export async function listEmailTemplates(db: Db, accountId: number, query: string | undefined, sort: SortSpec<EmailTemplateSortField>, page: Page) {
  const where = and(eq(emailTemplates.accountId, accountId), query ? ilike(emailTemplates.name, containsPattern(query)) : undefined);
  const rows = await db.select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) }).from(emailTemplates)
    .where(where).orderBy(...orderByClause(sortColumns, sort, emailTemplates.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page, async () =>
    (await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(emailTemplates).where(where))[0].total);
  return { content: content.map(toEmailTemplate), totalElements };
}

export async function findEmailTemplate(db: Db, accountId: number, id: number): Promise<EmailTemplate | undefined> {
  const [row] = await db.select(columns).from(emailTemplates).where(ofAccount(accountId, id));
  return row && toEmailTemplate(row);
}

export async function createEmailTemplate(db: Db, accountId: number, values: EmailTemplateValues): Promise<EmailTemplate> {
  const [row] = await db.insert(emailTemplates).values({ accountId, ...values }).returning(columns);
  return toEmailTemplate(row);
}

/** The changed row, or undefined when the account has no such email template. */
export async function updateEmailTemplate(db: Db, accountId: number, id: number, values: EmailTemplateValues): Promise<EmailTemplate | undefined> {
  const [row] = await db.update(emailTemplates).set({ ...values, updatedAt: sql`now()` }).where(ofAccount(accountId, id)).returning(columns);
  return row && toEmailTemplate(row);
}

/** Whether the account had the email template. */
export async function deleteEmailTemplate(db: Db, accountId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(emailTemplates).where(ofAccount(accountId, id)).returning({ id: emailTemplates.id });
  return deleted.length > 0;
}
