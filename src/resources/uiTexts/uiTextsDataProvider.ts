// The UI texts calls that are not a list's CRUD (developer-portal.md §7 "UI properties"): a locale's
// texts exported and imported as JSON, and the account's console instance. Named calls of one
// resource's provider (DESIGN §7), used with react-query; each calls its route by its declaration
// (contract/uiTextsRoutes.ts). The lists and their changes are resources (uiTextsResources.ts).
import { namedCallsProvider } from '../../dataProviders/namedCallsProvider';
import { callDeclared, changeDeclared } from '../../dataProviders/declaredCall';
import { appTextRoutes } from '../../../contract/uiTextsRoutes';
import { heldRoleRoutes } from '../../../contract/rolesRoutes';
import type { UiTextLocale } from '../../../contract/uiTextsRules';
import { ADMIN_APP } from '../../../contract/appKinds';

/** The name the domain's changes are traced under (console-shell.md §7) and its pages are known by. */
export const UI_TEXTS_RESOURCE = 'uiTexts';

export const uiTextsDataProvider = namedCallsProvider(UI_TEXTS_RESOURCE, {
  exportLocale: (_r: string, appId: number, locale: UiTextLocale) => callDeclared(appTextRoutes.exportLocale, { query: { appId, locale } }),
  importLocale: (_r: string, appId: number, locale: UiTextLocale, texts: Record<string, string>) =>
    changeDeclared(appTextRoutes.importLocale, UI_TEXTS_RESOURCE, 'import', { body: { appId, locale, texts } }),
  /** The account's console (AdminApp) instance, whose texts are the account's console labels. */
  consoleInstance: async (_r: string) => (await callDeclared(heldRoleRoutes.permissionList, { query: { appName: ADMIN_APP } })).appInstanceId,
});

export type UiTextsDataProvider = typeof uiTextsDataProvider;
