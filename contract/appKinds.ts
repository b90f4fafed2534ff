// The kinds of item the developer portal, the marketplace and My Apps list, and the rules about
// each account's own developer app. No TypeBox here: the console imports this file.

/** The kinds of item listed in the developer portal, the marketplace and My Apps. */
export const APP_KINDS = ['app', 'service', 'connector'] as const;
export type AppKind = (typeof APP_KINDS)[number];

/** Each account's own developer app, named after it, which the lists hide. */
export const DEVELOPER_APP_PREFIX = 'DeveloperApp_';
export const DEVELOPER_APP_TYPE = 'DeveloperApp';
export const developerAppName = (accountId: number | string) => `${DEVELOPER_APP_PREFIX}${accountId}`;
export const isDeveloperApp = (app: { name: string; type?: string | null }): boolean =>
  app.type === DEVELOPER_APP_TYPE || app.name.startsWith(DEVELOPER_APP_PREFIX);

/** An app's name: 1 to 249 characters (developer-portal.md §9). */
export const APP_NAME_MAX = 249;

/** The admin app, one instance per account, whose roles give the console's flags. */
export const ADMIN_APP = 'AdminApp';
