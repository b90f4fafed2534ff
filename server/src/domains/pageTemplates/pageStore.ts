// The template pages' SQL: drafts, published pages and their revisions. Every function takes the caller's
// verified account (another account's page or template is not found) and the template kind of the route
// (an app template's pages are not reached through the instance calls, nor the other way round).
// Every write of a page goes through writePage, which appends the page's revision row in the same
// transaction (template_page_revisions): no save, publish, status switch or image skips its history.
import { and, eq, isNotNull, isNull, or, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pageTemplates, templatePageRevisions, templatePages } from './tables';
import { containsPattern, orderByClause, pageOffset, pageWithTotal, type Page, type SortSpec } from '../../http/paging';
import type { DraftValues, TemplatePage } from '../../../../contract/pageTemplates';
import type { PageStatus, TemplatePageSortField } from '../../../../contract/pageTemplatesRules';
import type { TemplateKind } from './pageTemplateStore';

export type PageStage = 'draft' | 'published';
type PageRow = typeof templatePages.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A draft's fields as the routes checked them. */
export type { DraftValues };
const DRAFT_FIELDS: (keyof DraftValues)[] = ['pageName', 'description', 'category', 'comments', 'status', 'content', 'dataForPreview', 'previewImage', 'stable'];

type PageWithTemplate = PageRow & { appId: number | null; appInstanceId: number | null };

const toTemplatePage = (row: PageWithTemplate): TemplatePage => ({
  id: row.id, stage: row.stage as PageStage, draftId: row.draftId, templateId: row.templateId,
  instanceTemplateId: row.appInstanceId ? row.templateId : null, appId: row.appId, appInstanceId: row.appInstanceId,
  pageName: row.pageName, description: row.description, category: row.category, comments: row.comments,
  status: row.status as PageStatus, content: row.content, dataForPreview: row.dataForPreview, previewImage: row.previewImage,
  stable: row.stable, revision: row.revision, userCreated: row.userCreated, userEdited: row.userEdited,
  createdDatetime: row.createdAt.toISOString(), updatedDatetime: row.updatedAt.toISOString(),
});

const ofKind = (kind: TemplateKind) => (kind === 'app' ? isNull(pageTemplates.appInstanceId) : isNotNull(pageTemplates.appInstanceId));
const templateOf = (accountId: number, kind: TemplateKind) =>
  and(eq(pageTemplates.id, templatePages.templateId), eq(pageTemplates.accountId, accountId), ofKind(kind));

const withTemplate = { page: templatePages, appId: pageTemplates.appId, appInstanceId: pageTemplates.appInstanceId };
const flat = (r: { page: PageRow; appId: number | null; appInstanceId: number | null }): PageWithTemplate =>
  ({ ...r.page, appId: r.appId, appInstanceId: r.appInstanceId });

async function readPage(db: Db | Tx, accountId: number, kind: TemplateKind, stage: PageStage, id: number) {
  const [row] = await db.select(withTemplate).from(templatePages).innerJoin(pageTemplates, templateOf(accountId, kind))
    .where(and(eq(templatePages.accountId, accountId), eq(templatePages.stage, stage), eq(templatePages.id, id)));
  return row && flat(row);
}

/** Whether the account has the template of that kind (pages are listed and added under it only then). */
export async function hasTemplate(db: Db, accountId: number, kind: TemplateKind, templateId: number): Promise<boolean> {
  const [row] = await db.select({ id: pageTemplates.id }).from(pageTemplates)
    .where(and(eq(pageTemplates.accountId, accountId), eq(pageTemplates.id, templateId), ofKind(kind)));
  return !!row;
}

const sortColumns = { pageName: sql`lower(${templatePages.pageName})`, updatedAt: templatePages.updatedAt, id: templatePages.id };

/** One page of a template's drafts or published pages, searched in name, description and category. */
export async function listPages(
  db: Db, accountId: number, kind: TemplateKind, templateId: number, stage: PageStage,
  query: string | undefined, sort: SortSpec<TemplatePageSortField>, page: Page,
) {
  const pattern = query && containsPattern(query);
  const where = and(
    eq(templatePages.accountId, accountId), eq(templatePages.templateId, templateId), eq(templatePages.stage, stage),
    pattern ? or(ilike(templatePages.pageName, pattern), ilike(templatePages.description, pattern), ilike(templatePages.category, pattern)) : undefined,
  );
  const rows = await db.select({ ...withTemplate, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(templatePages).innerJoin(pageTemplates, templateOf(accountId, kind))
    .where(where).orderBy(...orderByClause(sortColumns, sort, templatePages.id))
    .limit(page.size).offset(pageOffset(page.page, page.size));
  const { rows: content, totalElements } = await pageWithTotal(rows, page.page, async () =>
    (await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(templatePages)
      .innerJoin(pageTemplates, templateOf(accountId, kind)).where(where))[0].total);
  return { content: content.map((r) => toTemplatePage(flat(r))), totalElements };
}

export async function findPage(db: Db, accountId: number, kind: TemplateKind, stage: PageStage, id: number) {
  const row = await readPage(db, accountId, kind, stage, id);
  return row && toTemplatePage(row);
}

/** The revision row of a page as it now is: a full snapshot, never changed afterwards. */
async function appendRevision(tx: Tx, row: PageRow, action: string) {
  await tx.insert(templatePageRevisions).values({
    accountId: row.accountId, entityKind: row.stage, entityId: row.id, templateId: row.templateId, revision: row.revision,
    pageName: row.pageName, description: row.description, category: row.category, comments: row.comments, status: row.status,
    content: row.content, dataForPreview: row.dataForPreview, previewImage: row.previewImage, stable: row.stable,
    userCreated: row.userCreated, userEdited: row.userEdited, createdDatetime: row.createdAt, updatedDatetime: row.updatedAt, action,
  });
}

/** Inserts or changes a page and appends its revision, in one transaction: the one way pages are written. */
async function writePage(db: Db, accountId: number, kind: TemplateKind, action: string, write: (tx: Tx) => Promise<PageRow | undefined>) {
  const row = await db.transaction(async (tx) => {
    const written = await write(tx);
    if (written) await appendRevision(tx, written, action);
    return written;
  });
  return row && findPage(db, accountId, kind, row.stage as PageStage, row.id);
}

const changeOf = (userId: number): Record<string, SQL | number> =>
  ({ userEdited: userId, updatedAt: sql`now()`, revision: sql`${templatePages.revision} + 1` });

export async function createDraft(db: Db, accountId: number, kind: TemplateKind, userId: number, templateId: number, values: DraftValues) {
  return writePage(db, accountId, kind, 'created', async (tx) => (await tx.insert(templatePages)
    .values({ accountId, templateId, stage: 'draft', ...values, userCreated: userId, userEdited: userId }).returning())[0]);
}

/**
 * Changes a draft. Undefined when the account has no such draft; `changed: false` (nothing written, no
 * revision) when the values are the draft's own.
 */
export async function updateDraft(db: Db, accountId: number, kind: TemplateKind, userId: number, id: number, values: DraftValues) {
  const saved = await readPage(db, accountId, kind, 'draft', id);
  if (!saved) return undefined;
  if (DRAFT_FIELDS.every((field) => saved[field] === values[field])) return { page: toTemplatePage(saved), changed: false };
  const page = await writePage(db, accountId, kind, 'updated', async (tx) => (await tx.update(templatePages)
    .set({ ...values, ...changeOf(userId) }).where(and(eq(templatePages.accountId, accountId), eq(templatePages.id, id))).returning())[0]);
  return page && { page, changed: true };
}

/** A draft's new preview image (the editor's Preview Image), a revision of its own. */
export async function setDraftImage(db: Db, accountId: number, kind: TemplateKind, userId: number, id: number, previewImage: string) {
  if (!(await readPage(db, accountId, kind, 'draft', id))) return undefined;
  return writePage(db, accountId, kind, 'previewImage', async (tx) => (await tx.update(templatePages)
    .set({ previewImage, ...changeOf(userId) }).where(and(eq(templatePages.accountId, accountId), eq(templatePages.id, id))).returning())[0]);
}

/** A published page's status (the card's switch on the published tab). */
export async function setPublishedStatus(db: Db, accountId: number, kind: TemplateKind, userId: number, id: number, status: PageStatus) {
  if (!(await readPage(db, accountId, kind, 'published', id))) return undefined;
  return writePage(db, accountId, kind, 'status', async (tx) => (await tx.update(templatePages)
    .set({ status, ...changeOf(userId) }).where(and(eq(templatePages.accountId, accountId), eq(templatePages.id, id))).returning())[0]);
}

/** Publishes a draft: writes its published page (the first time) or rewrites it with the draft's fields. */
export async function publishDraft(db: Db, accountId: number, kind: TemplateKind, userId: number, draftId: number) {
  const draft = await readPage(db, accountId, kind, 'draft', draftId);
  if (!draft) return undefined;
  const values = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, draft[field]])) as unknown as DraftValues;
  return writePage(db, accountId, kind, 'published', async (tx) => {
    const [existing] = await tx.select({ id: templatePages.id }).from(templatePages)
      .where(and(eq(templatePages.accountId, accountId), eq(templatePages.draftId, draftId)));
    if (existing) {
      return (await tx.update(templatePages).set({ ...values, ...changeOf(userId) }).where(eq(templatePages.id, existing.id)).returning())[0];
    }
    return (await tx.insert(templatePages).values({
      accountId, templateId: draft.templateId, stage: 'published', draftId, ...values, userCreated: userId, userEdited: userId,
    }).returning())[0];
  });
}

/** Whether the account had the draft or published page (its revisions stay). */
export async function deletePage(db: Db, accountId: number, kind: TemplateKind, stage: PageStage, id: number): Promise<boolean> {
  if (!(await readPage(db, accountId, kind, stage, id))) return false;
  const deleted = await db.delete(templatePages)
    .where(and(eq(templatePages.accountId, accountId), eq(templatePages.id, id))).returning({ id: templatePages.id });
  return deleted.length > 0;
}

/**
 * A page's revisions, oldest first: every save and publish of the draft (entityKind 'draft') or of the
 * published page ('published'), as full snapshots. For the History tab (server/src/domains/pageTemplates/history/).
 */
export async function listPageRevisions(db: Db, accountId: number, entityKind: PageStage, entityId: number) {
  return db.select().from(templatePageRevisions)
    .where(and(eq(templatePageRevisions.accountId, accountId), eq(templatePageRevisions.entityKind, entityKind), eq(templatePageRevisions.entityId, entityId)))
    .orderBy(templatePageRevisions.revision, templatePageRevisions.id);
}
