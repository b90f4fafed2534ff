// An app instance's own texts (uiPropertyValues, developer-portal.md §3): JSON of
// { propertyName: { locale: text } } on the instance, overriding its app's texts for the
// subscribing account. For AdminApp's instance these are the account's own console labels.
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { appInstances } from '../../db/schema';
import { uiProperties } from './tables';
import { badRequest } from '../../http/errors';
import { containsPattern, orderByClause, type Page, type SortSpec } from '../../http/paging';
import { UI_PROPERTY_SORT_FIELDS, type InstanceUiText } from '../../../../contract/uiTexts';
import { baseTextOf, isUiTextLocale, UI_TEXT_MAX } from '../../../../contract/uiTextsRules';

export type Overrides = Record<string, Record<string, string>>;

/** The stored overrides; a value that is not the expected JSON counts as none. */
export function parseOverrides(stored: string | null): Overrides {
  if (!stored) return {};
  try {
    const value = JSON.parse(stored) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? value as Overrides : {};
  } catch {
    return {};
  }
}

const SHAPE = 'uiPropertyValues must be JSON of { propertyName: { locale: text } }';

/** The overrides a caller sends, checked against the app's property names; empty texts dropped. */
export function checkedOverrides(raw: string, propertyNames: Set<string>): Overrides {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(SHAPE, { field: 'uiPropertyValues' });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(SHAPE, { field: 'uiPropertyValues' });
  const clean: Overrides = {};
  for (const [name, texts] of Object.entries(value)) {
    if (!propertyNames.has(name)) throw badRequest(`The app has no property named ${name}`, { field: 'uiPropertyValues' });
    if (!texts || typeof texts !== 'object' || Array.isArray(texts)) throw badRequest(SHAPE, { field: 'uiPropertyValues' });
    for (const [locale, text] of Object.entries(texts as Record<string, unknown>)) {
      if (!isUiTextLocale(locale)) throw badRequest(`Unknown locale ${locale}: use en, fr, sp, jp or ch`, { field: 'uiPropertyValues' });
      if (typeof text !== 'string' || text.length > UI_TEXT_MAX) throw badRequest(`Texts are strings of at most ${UI_TEXT_MAX} characters`, { field: 'uiPropertyValues' });
      if (text.trim()) (clean[name] ??= {})[locale] = text.trim();
    }
  }
  return clean;
}

/** The app's active property names. */
export async function propertyNamesOf(db: Db, appId: number): Promise<Set<string>> {
  const rows = await db.select({ name: uiProperties.propertyName }).from(uiProperties).where(eq(uiProperties.appId, appId));
  return new Set(rows.map((r) => r.name));
}

export async function overridesOf(db: Db, appInstanceId: number): Promise<Overrides> {
  const [row] = await db.select({ values: appInstances.uiPropertyValues }).from(appInstances).where(eq(appInstances.id, appInstanceId));
  return parseOverrides(row?.values ?? null);
}

type LabelSortField = (typeof UI_PROPERTY_SORT_FIELDS)[number];
const DEFAULT_TEXT_SORT: SortSpec<LabelSortField> = { field: 'propertyName', direction: 'asc' };

/**
 * An app's active texts, each with an instance's own texts over its locales: the console's labels
 * (the account's instance of AdminApp) and an app's texts as its server reads them with its key.
 * `instance` picks the instance whose texts apply (none: the app's alone); `query` searches names and
 * base texts.
 */
export async function textsWithOverrides(
  db: Db, appId: number, instance: SQL | undefined, options: { query?: string; sort?: SortSpec<LabelSortField> } = {},
) {
  const pattern = options.query?.trim() ? containsPattern(options.query.trim()) : undefined;
  const [rows, [stored]] = await Promise.all([
    db.select({ id: uiProperties.id, propertyName: uiProperties.propertyName, defaultValue: uiProperties.defaultValue, locale: uiProperties.locale })
      .from(uiProperties)
      .where(and(eq(uiProperties.appId, appId), eq(uiProperties.status, 'ACTIVE'),
        pattern ? or(ilike(uiProperties.propertyName, pattern), ilike(uiProperties.defaultValue, pattern)) : undefined))
      .orderBy(...orderByClause(uiProperties, options.sort ?? DEFAULT_TEXT_SORT, uiProperties.id)),
    instance ? db.select({ values: appInstances.uiPropertyValues }).from(appInstances).where(instance) : Promise.resolve([]),
  ]);
  const overrides = parseOverrides(stored?.values ?? null);
  const content = rows.map((row) => ({ ...row, locale: { ...row.locale, ...overrides[row.propertyName] } }));
  return { content, totalElements: content.length };
}

export async function saveOverrides(db: Db, appInstanceId: number, overrides: Overrides, userId: number): Promise<void> {
  await db.update(appInstances).set({ uiPropertyValues: JSON.stringify(overrides), userUpdated: userId, updatedAt: new Date() })
    .where(eq(appInstances.id, appInstanceId));
}

/** The app's active properties with the instance's texts beside the app's, paged by property name. */
export async function instanceTexts(db: Db, instance: { id: number; appId: number }, query: string | undefined, direction: 'asc' | 'desc', page: Page) {
  const pattern = query?.trim() ? containsPattern(query.trim()) : undefined;
  const rows = await db.select().from(uiProperties).where(and(eq(uiProperties.appId, instance.appId), eq(uiProperties.status, 'ACTIVE'),
    pattern ? or(ilike(uiProperties.propertyName, pattern), ilike(uiProperties.defaultValue, pattern)) : undefined))
    .orderBy(asc(uiProperties.propertyName));
  const overrides = await overridesOf(db, instance.id);
  const all: InstanceUiText[] = rows.map((row) => ({
    id: row.id, propertyName: row.propertyName, description: row.description,
    appTexts: { ...(row.locale as Record<string, string>), en: baseTextOf(row) },
    overrides: overrides[row.propertyName] ?? {},
  }));
  if (direction === 'desc') all.reverse();
  return { content: all.slice(page.page * page.size, (page.page + 1) * page.size), totalElements: all.length };
}
