// The developer portal's permission flags (developer-portal.md §6), declared once for the server's
// guards and the console's menus and rules. No TypeBox here: the console imports this file.
import { APP_KINDS, type AppKind } from './appKinds';

/** Modules belong to their parent app, so the app flags govern them. */
export const flagKind = (type: string): AppKind => (type === 'service' || type === 'connector' ? type : 'app');

/** view_apps, view_services, view_connectors: the portal's list of that kind. */
export const viewFlag = (kind: string) => `view_${kind}s`;
/** add_app, add_service, add_connector. */
export const addFlag = (kind: string) => `add_${kind}`;
/** update_app, update_service, update_connector. */
export const updateFlag = (kind: string) => `update_${kind}`;
export const DELETE_FLAG = 'delete_app';

export const VIEW_FLAGS = APP_KINDS.map(viewFlag);
export const ADD_FLAGS = APP_KINDS.map(addFlag);
export const UPDATE_FLAGS = APP_KINDS.map(updateFlag);
