// The rules of UI texts, for the console and the server alike: the stored locales, a property's
// name (an i18n key such as shell.menu.users), and what makes a translation need attention.

/** The locales texts are stored under (developer-portal.md §3, §9); the console's zh is stored as ch. */
export const UI_TEXT_LOCALES = ['en', 'fr', 'sp', 'jp', 'ch'] as const;
export type UiTextLocale = (typeof UI_TEXT_LOCALES)[number];
export const isUiTextLocale = (value: string): value is UiTextLocale => (UI_TEXT_LOCALES as readonly string[]).includes(value);

export const UI_TEXT_NAME_MAX = 200;
export const UI_TEXT_MAX = 2_000;
export const UI_TEXT_IMPORT_MAX_KEYS = 5_000;
/** An i18n key: dot-separated words of letters, digits and underscore, starting with a letter. */
export const UI_TEXT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;

export const UI_TEXT_MESSAGES = {
  nameRequired: 'Property name is required',
  nameFormat: 'Use dot-separated words of letters, numbers and underscore, e.g. shell.menu.users',
  nameTooLong: `Property name must be at most ${UI_TEXT_NAME_MAX} characters`,
  baseRequired: 'The English text (or the default value) is required',
  textTooLong: `A text must be at most ${UI_TEXT_MAX} characters`,
} as const;

/** What a locale's text needs: missing, its placeholders differ from the English text's, or stale. */
export type UiTextProblem = 'missing' | 'placeholders' | 'stale';

const PLACEHOLDER = /%\{(\w+)\}/g;
/** The placeholders of a text, e.g. %{name}, as a sorted set. */
export const placeholdersOf = (text: string): string[] => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();

export interface UiTextState {
  defaultValue: string | null;
  locale: Partial<Record<string, string>>;
  /** ISO times: when each locale's text was written, and when the English base text changed. */
  localeUpdatedAt: Partial<Record<string, string>>;
  baseUpdatedAt: string;
}

/** The English base: the en text, else the default value. */
export const baseTextOf = (state: Pick<UiTextState, 'defaultValue' | 'locale'>): string =>
  (state.locale.en?.trim() ? state.locale.en : state.defaultValue ?? '');

/** Each locale's problems (an empty list: in order). English is the base: only missing counts. */
export function uiTextProblems(state: UiTextState): Record<UiTextLocale, UiTextProblem[]> {
  const base = baseTextOf(state);
  const wanted = placeholdersOf(base).join(',');
  const problems = {} as Record<UiTextLocale, UiTextProblem[]>;
  for (const locale of UI_TEXT_LOCALES) {
    const text = locale === 'en' ? base : state.locale[locale];
    const found: UiTextProblem[] = [];
    if (!text?.trim()) found.push('missing');
    else if (locale !== 'en') {
      if (placeholdersOf(text).join(',') !== wanted) found.push('placeholders');
      const written = state.localeUpdatedAt[locale];
      if (written && Date.parse(written) < Date.parse(state.baseUpdatedAt)) found.push('stale');
    }
    problems[locale] = found;
  }
  return problems;
}

export interface UiTextFieldProblem { field: string; message: keyof typeof UI_TEXT_MESSAGES }

/** The first problem of a property as typed, or none. */
export function uiTextProblem(propertyName: string, defaultValue: string | null | undefined, locale: Partial<Record<string, string>>): UiTextFieldProblem | undefined {
  const name = propertyName.trim();
  if (!name) return { field: 'propertyName', message: 'nameRequired' };
  if (name.length > UI_TEXT_NAME_MAX) return { field: 'propertyName', message: 'nameTooLong' };
  if (!UI_TEXT_NAME_PATTERN.test(name)) return { field: 'propertyName', message: 'nameFormat' };
  if (!baseTextOf({ defaultValue: defaultValue ?? null, locale }).trim()) return { field: 'defaultValue', message: 'baseRequired' };
  for (const [key, text] of Object.entries(locale)) {
    if ((text ?? '').length > UI_TEXT_MAX) return { field: `locale.${key}`, message: 'textTooLong' };
  }
  if ((defaultValue ?? '').length > UI_TEXT_MAX) return { field: 'defaultValue', message: 'textTooLong' };
  return undefined;
}
