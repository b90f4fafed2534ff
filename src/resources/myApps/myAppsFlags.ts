/** My Apps' flags, one per kind of item (console-shell.md §6). */
export const MY_APPS_FLAGS = ['view_myapps_apps', 'view_myapps_services', 'view_myapps_connectors'];
