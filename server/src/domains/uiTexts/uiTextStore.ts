// An app's UI texts in the database, with the stamps that tell a stale translation: when each
// locale's text was written, and when the English base text last changed.
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { uiProperties } from './tables';
import { badRequest, conflict, notFound } from '../../http/errors';
import { containsPattern, pageOffset, type Page, type SortSpec } from '../../http/paging';
import type { UI_TEXT_SORT_FIELDS, UiTextBody, UiTextUpdate, UiTextView } from '../../../../contract/uiTexts';
import {
  baseTextOf, isUiTextLocale, UI_TEXT_MESSAGES, uiTextProblem, uiTextProblems, type UiTextLocale,
} from '../../../../contract/uiTextsRules';

export type UiTextSortField = (typeof UI_TEXT_SORT_FIELDS)[number];
export const DEFAULT_UI_TEXT_SORT: SortSpec<UiTextSortField> = { field: 'propertyName', direction: 'asc' };
type Row = typeof uiProperties.$inferSelect;
type Texts = Partial<Record<string, string>>;

export const toUiTextView = (row: Row): UiTextView => ({
  id: row.id, appId: row.appId, propertyName: row.propertyName, defaultValue: row.defaultValue, description: row.description,
  tag: row.tag, status: row.status, locale: row.locale as Record<string, string>, updatedAt: row.updatedAt.toISOString(),
  problems: uiTextProblems({
    defaultValue: row.defaultValue, locale: row.locale, localeUpdatedAt: row.localeUpdatedAt, baseUpdatedAt: row.baseUpdatedAt.toISOString(),
  }),
});

/** Only the stored locales, trimmed; an empty text is no text. */
function cleanTexts(texts: Texts | undefined): Texts {
  const clean: Texts = {};
  for (const [locale, text] of Object.entries(texts ?? {})) {
    if (!isUiTextLocale(locale)) throw badRequest(`Unknown locale ${locale}: use en, fr, sp, jp or ch`, { field: `locale.${locale}` });
    if (text?.trim()) clean[locale] = text.trim();
  }
  return clean;
}

function checked(propertyName: string, defaultValue: string | null, locale: Texts) {
  const problem = uiTextProblem(propertyName, defaultValue, locale);
  if (problem) throw badRequest(UI_TEXT_MESSAGES[problem.message], { field: problem.field });
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505'
  || (err as { cause?: { code?: string } }).cause?.code === '23505';
const TAKEN = 'The app already has a property of that name';

export async function listUiTexts(db: Db, appId: number, query: string | undefined, sort: SortSpec<UiTextSortField>, page: Page) {
  const pattern = query?.trim() ? containsPattern(query.trim()) : undefined;
  const where = and(eq(uiProperties.appId, appId), pattern
    ? or(ilike(uiProperties.propertyName, pattern), ilike(uiProperties.defaultValue, pattern), ilike(uiProperties.description, pattern))
    : undefined);
  const by = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(uiProperties).where(where).orderBy(by(uiProperties[sort.field]), by(uiProperties.id))
      .limit(page.size).offset(pageOffset(page.page, page.size)),
    db.select({ total: count() }).from(uiProperties).where(where),
  ]);
  return { content: rows.map(toUiTextView), totalElements: Number(total) };
}

export async function uiTextOf(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(uiProperties).where(eq(uiProperties.id, id));
  if (!row) throw notFound('Property');
  return row;
}

export async function createUiText(db: Db, appId: number, body: UiTextBody, userId: number): Promise<Row> {
  const locale = cleanTexts(body.locale);
  const defaultValue = body.defaultValue?.trim() || null;
  checked(body.propertyName, defaultValue, locale);
  const now = new Date();
  try {
    const [row] = await db.insert(uiProperties).values({
      appId, propertyName: body.propertyName.trim(), defaultValue, description: body.description?.trim() || null,
      tag: body.tag ?? 'app', status: body.status ?? 'ACTIVE', locale,
      localeUpdatedAt: Object.fromEntries(Object.keys(locale).map((l) => [l, now.toISOString()])), baseUpdatedAt: now,
      userCreated: userId, userUpdated: userId, createdAt: now, updatedAt: now,
    }).returning();
    return row;
  } catch (err) {
    throw isUniqueViolation(err) ? conflict(TAKEN) : err;
  }
}

/**
 * Writes the changed texts with their stamps: a locale whose text changed is stamped now; the base
 * stamp moves only when the English base text itself changed, which makes older translations stale.
 */
async function writeTexts(db: Db, row: Row, next: { defaultValue: string | null; locale: Texts }, rest: Partial<Row>, userId: number): Promise<Row> {
  const now = new Date().toISOString();
  const localeUpdatedAt = { ...row.localeUpdatedAt };
  for (const locale of new Set([...Object.keys(row.locale), ...Object.keys(next.locale)])) {
    if (next.locale[locale] !== (row.locale as Texts)[locale]) {
      if (next.locale[locale]) localeUpdatedAt[locale] = now;
      else delete localeUpdatedAt[locale];
    }
  }
  const baseChanged = baseTextOf(next) !== baseTextOf(row);
  try {
    const [updated] = await db.update(uiProperties).set({
      ...rest, defaultValue: next.defaultValue, locale: next.locale, localeUpdatedAt,
      ...(baseChanged ? { baseUpdatedAt: new Date(now) } : {}), userUpdated: userId, updatedAt: new Date(now),
    }).where(eq(uiProperties.id, row.id)).returning();
    return updated;
  } catch (err) {
    throw isUniqueViolation(err) ? conflict(TAKEN) : err;
  }
}

export async function updateUiText(db: Db, row: Row, body: UiTextUpdate, userId: number): Promise<Row> {
  const locale = body.locale === undefined ? (row.locale as Texts) : cleanTexts(body.locale);
  const defaultValue = body.defaultValue === undefined ? row.defaultValue : body.defaultValue?.trim() || null;
  const propertyName = body.propertyName?.trim() ?? row.propertyName;
  checked(propertyName, defaultValue, locale);
  return writeTexts(db, row, { defaultValue, locale }, {
    propertyName,
    ...(body.description !== undefined ? { description: body.description?.trim() || null } : {}),
    ...(body.tag !== undefined ? { tag: body.tag } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
  }, userId);
}

export async function deleteUiText(db: Db, row: Row): Promise<void> {
  await db.delete(uiProperties).where(eq(uiProperties.id, row.id));
}

/** One locale's texts of the app as { propertyName: text } (English: the base text), sorted by name. */
export async function exportLocale(db: Db, appId: number, locale: UiTextLocale): Promise<Record<string, string>> {
  const rows = await db.select().from(uiProperties).where(eq(uiProperties.appId, appId)).orderBy(asc(uiProperties.propertyName));
  return Object.fromEntries(rows.flatMap((row) => {
    const text = locale === 'en' ? baseTextOf(row) : (row.locale as Texts)[locale];
    return text ? [[row.propertyName, text]] : [];
  }));
}

/** Sets one locale's texts of the app's existing properties; names it has no property of are reported. */
export async function importLocale(db: Db, appId: number, locale: UiTextLocale, texts: Record<string, string>, userId: number) {
  const names = Object.keys(texts);
  const rows = names.length === 0 ? [] : await db.select().from(uiProperties)
    .where(and(eq(uiProperties.appId, appId), inArray(uiProperties.propertyName, names)));
  const byName = new Map(rows.map((r) => [r.propertyName, r]));
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const text = texts[row.propertyName].trim();
      const current = locale === 'en' ? baseTextOf(row) : (row.locale as Texts)[locale] ?? '';
      if (text === current || (!text && locale === 'en')) continue;
      const nextLocale = { ...(row.locale as Texts) };
      if (text) nextLocale[locale] = text;
      else delete nextLocale[locale];
      await writeTexts(tx as unknown as Db, row, { defaultValue: row.defaultValue, locale: nextLocale }, {}, userId);
      updated++;
    }
  });
  return { updated, unchanged: rows.length - updated, unknown: names.filter((n) => !byName.has(n)).sort() };
}
