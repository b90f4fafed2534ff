// Data Export (console-shell.md §2 data-export, §6 view_data_export; developer-portal.md §7 "Database,
// migration and export"): an app instance's export tables, viewed and exported to spreadsheets.
export const VIEW_DATA_EXPORT = 'view_data_export';
