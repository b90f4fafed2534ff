// One export: a table of a data source read in batches (its readRows: a cursor on PostgreSQL and
// embedded databases, a stream on MariaDB) into a streamed workbook, within a row limit and a time
// limit. What stopped it early is said in the file's summary and in the result.
import { stat } from 'node:fs/promises';
import type { DataSource, TableRef } from '../../dataSources/dataSource';
import type { ColumnInfo } from '../../../../contract/databases';
import { mapType } from '../../../../contract/migrationRules';
import {
  DATA_ROWS_PER_SHEET, EXPORT_MAX_ROWS, EXPORT_TIME_LIMIT_MS, type ExportStop,
} from '../../../../contract/dataExportRules';
import type { ExportResult } from '../../../../contract/dataExport';
import { cellOf, numberFormatOf, type CellCounts, type RawValue } from './cellValues';
import { WorkbookExport } from './workbookExport';

export interface ExportLimits {
  /** Data rows per sheet (the format allows 1,048,575); smaller in tests. */
  rowsPerSheet: number;
  maxRows: number;
  timeLimitMs: number;
  batchRows: number;
}

export const EXPORT_LIMITS: ExportLimits = {
  rowsPerSheet: DATA_ROWS_PER_SHEET, maxRows: EXPORT_MAX_ROWS, timeLimitMs: EXPORT_TIME_LIMIT_MS, batchRows: 2000,
};

export interface ExportInput {
  source: DataSource;
  sourceName: string;
  table: TableRef;
  columns: ColumnInfo[];
  fileName: string;
  limits?: Partial<ExportLimits>;
  /** Told after every batch: rows written so far, and the count taken when the export began. */
  onProgress?: (rowsDone: number, totalRows: number | null) => Promise<void> | void;
  /** Aborted when the server stops: the export fails, its file is removed by the caller. */
  signal?: AbortSignal;
}

/** Thrown from a batch to end the read early. */
class Stop extends Error {
  constructor(readonly reason: ExportStop) {
    super(reason);
  }
}

const stopMessages = (limits: ExportLimits): Record<ExportStop, string> => ({
  rowLimit: `stopped at ${limits.maxRows.toLocaleString('en-US')} rows, the most one export writes; the table has more`,
  timeLimit: `stopped after ${Math.round(limits.timeLimitMs / 60_000)} minutes, the longest one export runs; the table has more`,
});

export async function writeExport({ source, sourceName, table, columns, fileName, limits: given, onProgress, signal }: ExportInput): Promise<ExportResult> {
  const limits = { ...EXPORT_LIMITS, ...given };
  const started = Date.now();
  const kinds = columns.map((c) => mapType(source.family, source.family, c.type).kind);
  let totalRows: number | null = null;
  try {
    totalRows = await source.countRows(table);
  } catch {
    totalRows = null; // a count that fails or takes too long does not stop the export
  }
  await onProgress?.(0, totalRows);
  const workbook = await WorkbookExport.open(fileName, columns.map((c) => c.name), limits.rowsPerSheet, kinds.map(numberFormatOf));
  const counts: CellCounts = { cut: 0 };
  let stoppedBy: ExportStop | null = null;
  try {
    await source.readRows(table, columns.map((c) => c.name), limits.batchRows, async (rows) => {
      signal?.throwIfAborted();
      for (const row of rows) {
        if (workbook.rows >= limits.maxRows) throw new Stop('rowLimit');
        workbook.add((row as RawValue[]).map((value, i) => cellOf(kinds[i], value, counts)));
      }
      await workbook.caughtUp();
      await onProgress?.(workbook.rows, totalRows);
      if (Date.now() - started > limits.timeLimitMs) throw new Stop('timeLimit');
    });
  } catch (error) {
    if (!(error instanceof Stop)) {
      await workbook.abandon();
      throw error;
    }
    stoppedBy = error.reason;
  }
  const stopMessage = stoppedBy && stopMessages(limits)[stoppedBy];
  const sheets = await workbook.finish({
    table: `${table.schema}.${table.name}`, source: sourceName, startedAt: new Date(started), totalRows, stoppedBy, stopMessage, cutCells: counts.cut,
  });
  const rows = workbook.rows;
  const sheetWord = sheets.length === 1 ? 'sheet' : 'sheets';
  const message = `${rows.toLocaleString('en-US')} rows of ${table.name} in ${sheets.length} ${sheetWord}${stopMessage ? `: ${stopMessage}` : ''}`;
  return {
    rows, sheets: sheets.map((s) => ({ ...s })), rowsPerSheet: limits.rowsPerSheet, stoppedBy, cutCells: counts.cut, message,
    fileBytes: (await stat(fileName)).size, milliseconds: Date.now() - started,
  };
}
