// The UI texts calls that are not a record's read or change (developer-portal.md §7 "UI properties"):
// a locale's texts exported and imported as JSON. Named calls of one resource's provider (DESIGN §7),
// used with react-query; each calls its route by its declaration (contract/uiTextsRoutes.ts). The
// lists, their changes and the account's console instance are resources (uiTextsResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { appTextRoutes } from '../../../contract/uiTextsRoutes';
import type { UiTextLocale } from '../../../contract/uiTextsRules';

/** The name the domain's changes are traced under (console-shell.md §7) and its pages are known by. */
export const UI_TEXTS_RESOURCE = 'uiTexts';

export const uiTextsDataProvider = namedCallsProvider(UI_TEXTS_RESOURCE, {
  exportLocale: (_r: string, appId: number, locale: UiTextLocale) => callDeclared(appTextRoutes.exportLocale, { query: { appId, locale } }),
  importLocale: (_r: string, appId: number, locale: UiTextLocale, texts: Record<string, string>) =>
    changeDeclared(appTextRoutes.importLocale, UI_TEXTS_RESOURCE, 'import', { body: { appId, locale, texts } }),
});

export type UiTextsDataProvider = typeof uiTextsDataProvider;
