// My Apps' permission flags, one per kind of item (console-shell.md §6).
import { APP_KINDS } from './appKinds';

/** view_myapps_apps, view_myapps_services, view_myapps_connectors. */
export const myAppsFlag = (kind: string) => `view_myapps_${kind}s`;
export const MY_APPS_FLAGS = APP_KINDS.map(myAppsFlag);
