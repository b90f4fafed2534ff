// The kinds of app and the flags that show them, shared by the developer portal, marketplace,
// My Apps and settings routes.
import { Type, type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The kinds of item listed in the marketplace and My Apps. */
export const APP_KINDS = ['app', 'service', 'connector'] as const;
export const AppKind = Type.Enum([...APP_KINDS], { description: 'app, service or connector' });

/** My Apps flags by kind (console-shell.md §6): view_myapps_apps, _services, _connectors. */
export const myAppsFlag = (kind: string) => `view_myapps_${kind}s`;
export const MY_APPS_FLAGS = APP_KINDS.map(myAppsFlag);
export const MARKETPLACE_FLAG = 'view_marketplace_apps';

/** A JSON object of any shape (settings forms, their values). */
export const JsonObject = Type.Record(Type.String(), Type.Unknown());

/** Each account's own developer app, named after it, which the lists hide. */
export const DEVELOPER_APP_PREFIX = 'DeveloperApp_';
export const DEVELOPER_APP_TYPE = 'DeveloperApp';
