// All of the emailTemplates domain's SQL. An app's templates have no instance (appInstanceId null);
// an instance's name it. Every function takes the caller's verified account: a row of another account
// is not found.
import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { emailTemplates } from './tables';
import {
  containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec,
} from '../../http/paging';
import type { EmailTemplate } from '../../../../contract/emailTemplates';
import type { EmailTemplateContent, EmailTemplateSortField } from '../../../../contract/emailTemplatesRules';

/** Whose templates: an app's (appInstanceId null) or one of its instances'. */
export interface TemplateOwner {
  accountId: number;
  appId: number;
  appInstanceId: number | null;
}

export const DEFAULT_EMAIL_TEMPLATE_SORT: SortSpec<EmailTemplateSortField> = { field: 'updatedAt', direction: 'desc' };

const columns = {
  id: emailTemplates.id, name: emailTemplates.name, accountId: emailTemplates.accountId, appId: emailTemplates.appId,
  appInstanceId: emailTemplates.appInstanceId, subject: emailTemplates.subject, htmlBody: emailTemplates.htmlBody,
  textBody: emailTemplates.textBody, sampleData: emailTemplates.sampleData, updatedAt: emailTemplates.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof emailTemplates.$inferSelect)[K] };

const toEmailTemplate = (row: Row): EmailTemplate => ({ ...row, updatedAt: row.updatedAt.toISOString() });

const sortColumns = {
  name: sql`lower(${emailTemplates.name})`, subject: sql`lower(${emailTemplates.subject})`, updatedAt: emailTemplates.updatedAt, id: emailTemplates.id,
};

const ofOwner = (owner: TemplateOwner): SQL => and(
  eq(emailTemplates.accountId, owner.accountId), eq(emailTemplates.appId, owner.appId),
  owner.appInstanceId === null ? isNull(emailTemplates.appInstanceId) : eq(emailTemplates.appInstanceId, owner.appInstanceId),
) as SQL;

const ofAccount = (accountId: number, id: number) => and(eq(emailTemplates.accountId, accountId), eq(emailTemplates.id, id));

/** One page of the owner's templates (search in name and subject) and the list's total. */
export async function listEmailTemplates(db: Db, owner: TemplateOwner, query: string | undefined, sort: SortSpec<EmailTemplateSortField>, page: Page) {
  const search = query?.trim();
  const where = and(ofOwner(owner), search
    ? or(ilike(emailTemplates.name, containsPattern(search)), ilike(emailTemplates.subject, containsPattern(search)))
    : undefined);
  const rows = await db.select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) }).from(emailTemplates)
    .where(where).orderBy(...orderByClause(sortColumns, sort, emailTemplates.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page, async () =>
    (await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(emailTemplates).where(where))[0].total);
  return { content: content.map(toEmailTemplate), totalElements };
}

/** One of the account's templates (an app's or an instance's), or undefined. */
export async function findEmailTemplate(db: Db, accountId: number, id: number): Promise<EmailTemplate | undefined> {
  const [row] = await db.select(columns).from(emailTemplates).where(ofAccount(accountId, id));
  return row && toEmailTemplate(row);
}

export async function createEmailTemplate(db: Db, owner: TemplateOwner, values: EmailTemplateContent): Promise<EmailTemplate> {
  const [row] = await db.insert(emailTemplates).values({ ...owner, ...values }).returning(columns);
  return toEmailTemplate(row);
}

export async function updateEmailTemplate(db: Db, accountId: number, id: number, values: EmailTemplateContent): Promise<EmailTemplate> {
  const [row] = await db.update(emailTemplates).set({ ...values, updatedAt: sql`now()` }).where(ofAccount(accountId, id)).returning(columns);
  return toEmailTemplate(row);
}

export async function deleteEmailTemplate(db: Db, accountId: number, id: number): Promise<void> {
  await db.delete(emailTemplates).where(ofAccount(accountId, id));
}
