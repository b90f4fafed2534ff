// Data export's constants and messages, applied by both tiers. Pure.

/** The spec's file name (developer-portal.md §9) and the spreadsheet MIME type. */
export const EXPORT_FILE_NAME = 'example.xlsx';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A worksheet holds at most 1,048,576 rows (the format's limit): one header and 1,048,575 data rows. */
export const SHEET_ROW_LIMIT = 1_048_576;
export const DATA_ROWS_PER_SHEET = SHEET_ROW_LIMIT - 1;
/** Excel keeps at most 32,767 characters in a cell; a longer value is cut, and the summary says how many were. */
export const CELL_TEXT_LIMIT = 32_767;
/** An export stops at this many rows or after this long, and its file and result say so. */
export const EXPORT_MAX_ROWS = 5_000_000;
export const EXPORT_TIME_LIMIT_MS = 15 * 60_000;
/** A finished export's file is kept this long, then removed. */
export const EXPORT_FILE_TTL_MS = 24 * 3_600_000;

export const EXPORT_TABLE_SORT_FIELDS = ['tableName', 'schemaName', 'updatedAt', 'id'] as const;
export type ExportTableSortField = (typeof EXPORT_TABLE_SORT_FIELDS)[number];
/** How a table's row figure was found (GET table?schemaName): the engine's statistics, or, for a table
 * never analysed (PostgreSQL's reltuples -1 or 0), a count stopped at TABLE_ROW_COUNT_CAP rows. */
export const TABLE_ROWS_KNOWN = ['estimate', 'counted', 'atLeast', 'unknown'] as const;
export type TableRowsKnown = (typeof TABLE_ROWS_KNOWN)[number];
export const TABLE_ROW_COUNT_CAP = 10_000;
/** At most this many tables of one answer are counted; the others' rows are unknown. */
export const TABLES_COUNTED_MAX = 25;

/** The view data grid's page sizes stop here: a page is for reading, an export for everything. */
export const VIEW_DATA_MAX_PAGE_SIZE = 100;

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];
export const isFinished = (status: ExportJobStatus) => status === 'done' || status === 'failed';

/** Why an export stopped before the table's end. */
export type ExportStop = 'rowLimit' | 'timeLimit';

/** The spec's success texts (§8): data export added, updated; '{table} export deleted'. */
export const DATA_EXPORT_MESSAGES = {
  added: 'Data export added successfully',
  updated: 'Data export updated successfully',
  sourceSaved: 'Data source saved successfully',
} as const;
export const exportDeletedMessage = (tableName: string) => `${tableName} export deleted successfully`;
