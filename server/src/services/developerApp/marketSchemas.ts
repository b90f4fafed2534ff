// Shapes shared by the marketplace, My Apps and settings routes.
import { Type, type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The kinds of item listed in the marketplace and My Apps. */
export const APP_KINDS = ['app', 'service', 'connector'] as const;
export const AppKind = Type.Enum([...APP_KINDS], { description: 'app, service or connector' });

/** My Apps flags by kind (console-shell.md §6): view_myapps_apps, _services, _connectors. */
export const myAppsFlag = (kind: string) => `view_myapps_${kind}s`;
export const MY_APPS_FLAGS = APP_KINDS.map(myAppsFlag);

/** A JSON object of any shape (settings forms, their values). */
export const JsonObject = Type.Record(Type.String(), Type.Unknown());
