// Data Migration (console-shell.md §2, §6; developer-portal.md §7 "Database, migration and export"):
// the account's database connections, browsing them and moving data between them.
export const VIEW_DATA_MIGRATION = 'view_data_migration';
