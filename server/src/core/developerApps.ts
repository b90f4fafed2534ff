// The SQL side of contract/appKinds.ts isDeveloperApp: each account's own developer app (the
// developer portal itself) is left out of every list and picker of apps (developer-portal.md §4).
import { and, ne, notLike } from 'drizzle-orm';
import { apps } from '../db/schema';
import { ADMIN_APP, DEVELOPER_APP_PREFIX, DEVELOPER_APP_TYPE } from '../../../contract/appKinds';

/** Not an account's developer app: neither of its type nor named DeveloperApp_… (`_` escaped for LIKE). */
export const notDeveloperApp = and(ne(apps.type, DEVELOPER_APP_TYPE), notLike(apps.name, `${DEVELOPER_APP_PREFIX.replace('_', '\\_')}%`));

/** Neither the console's own app (AdminApp) nor a developer app: the platform's apps, which nobody subscribes to or exports. */
export const notPlatformApp = and(ne(apps.name, ADMIN_APP), notDeveloperApp);
