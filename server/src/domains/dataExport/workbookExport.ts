// Writing an export to an .xlsx file, streamed (exceljs's WorkbookWriter, shared strings off, styles
// for date cells only): rows go to the file as they come, so memory stays flat however long the table. A sheet
// holds a header and at most `rowsPerSheet` data rows (the format's limit: 1,048,575); beyond, the
// rows go on in the next sheet, and a last sheet, Summary, gives each sheet's row count, so
// nothing is dropped without the file saying so.
import type ExcelJS from 'exceljs';
import { DATA_ROWS_PER_SHEET, type ExportStop } from '../../../../contract/dataExportRules';
import type { CellValue } from './cellValues';

export const SUMMARY_SHEET = 'Summary';
export const sheetName = (index: number) => `Data ${index}`;

export interface SheetCount {
  name: string;
  rows: number;
}

export interface SummaryFacts {
  table: string;
  source: string;
  startedAt: Date;
  totalRows: number | null;
  stoppedBy: ExportStop | null;
  stopMessage: string | null;
  cutCells: number;
}

/** The zip's input a sheet may run ahead by before the export waits for it. */
const ZIP_INPUT_AHEAD_BYTES = 4 * 1024 * 1024;
const WAIT_MS = 5;

/**
 * exceljs's streaming writer hands each sheet's XML to the zip without waiting for it (its StreamBuf
 * in batch mode ignores backpressure), so a table read faster than it deflates piles up in memory:
 * about 2 MB per 5,000 rows of 10 columns, 230 MB more at a million rows. These are the internals the
 * export watches to wait instead (exceljs 4.4: the sheet's `_stream`, piped to the zip's input).
 */
interface SheetInternals {
  _stream?: { pipes?: { _writableState?: { length: number }; _readableState?: { length: number } }[] };
}

/**
 * A date cell needs its number format in the file's styles, and exceljs writes styles for all cells
 * or none: with them on, every cell's style is looked up (the export took twice as long: 200,000
 * rows of 4 columns, 5.0-6.1 s without, 9.9-12.4 s with). The writer's style manager (exceljs 4.4:
 * `styles.addStyleModel(style, cellType)`, cellType 4 for a date) is made to look up date cells
 * only; every other cell has the default style, 0, as with styles off.
 */
interface StylesInternals {
  styles: { addStyleModel(model: unknown, cellType: number): number };
}
const DATE_CELL_TYPE = 4;

function stylesForDatesOnly(workbook: ExcelJS.stream.xlsx.WorkbookWriter) {
  const styles = (workbook as unknown as StylesInternals).styles;
  const lookUp = styles.addStyleModel.bind(styles);
  styles.addStyleModel = (model, cellType) => (cellType === DATE_CELL_TYPE ? lookUp(model, cellType) : 0);
}

export class WorkbookExport {
  private sheet: ExcelJS.Worksheet | undefined;
  private readonly counts: SheetCount[] = [];

  /** exceljs is loaded by the first export, not at the server's start (about 30 MB the idle server need not hold). */
  /** `numberFormats`: each column's Excel number format, for its date cells (undefined: none). */
  static async open(fileName: string, header: string[], rowsPerSheet = DATA_ROWS_PER_SHEET, numberFormats: (string | undefined)[] = []): Promise<WorkbookExport> {
    if (!Number.isInteger(rowsPerSheet) || rowsPerSheet < 1 || rowsPerSheet > DATA_ROWS_PER_SHEET) {
      throw new Error(`rowsPerSheet must be from 1 to ${DATA_ROWS_PER_SHEET}`);
    }
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({ filename: fileName, useSharedStrings: false, useStyles: true });
    stylesForDatesOnly(workbook);
    return new WorkbookExport(workbook, header, rowsPerSheet, numberFormats);
  }

  private constructor(
    private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter, private readonly header: string[], private readonly rowsPerSheet: number,
    private readonly numberFormats: (string | undefined)[],
  ) {}

  get rows(): number {
    return this.counts.reduce((sum, sheet) => sum + sheet.rows, 0);
  }

  get sheets(): readonly SheetCount[] {
    return this.counts;
  }

  private nextSheet() {
    this.sheet?.commit();
    const name = sheetName(this.counts.length + 1);
    this.sheet = this.workbook.addWorksheet(name);
    this.sheet.addRow(this.header).commit();
    this.counts.push({ name, rows: 0 });
  }

  add(values: CellValue[]) {
    let current = this.counts[this.counts.length - 1];
    if (!current || current.rows === this.rowsPerSheet) {
      this.nextSheet();
      current = this.counts[this.counts.length - 1];
    }
    const row = this.sheet!.addRow(values);
    values.forEach((value, i) => {
      if (value instanceof Date && this.numberFormats[i]) row.getCell(i + 1).numFmt = this.numberFormats[i]!;
    });
    row.commit();
    current.rows += 1;
  }

  /** Resolves when the zip has caught up with what the sheet was given (the export's backpressure). */
  async caughtUp(): Promise<void> {
    const zipInput = (this.sheet as SheetInternals | undefined)?._stream?.pipes?.[0];
    if (!zipInput) return;
    const pending = () => (zipInput._writableState?.length ?? 0) + (zipInput._readableState?.length ?? 0);
    while (pending() > ZIP_INPUT_AHEAD_BYTES) await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }

  /** Closes the data sheets, writes the summary and finishes the file. */
  async finish(facts: SummaryFacts): Promise<SheetCount[]> {
    if (this.counts.length === 0) this.nextSheet(); // an empty table still gets its header
    this.sheet!.commit();
    const summary = this.workbook.addWorksheet(SUMMARY_SHEET);
    const line = (...values: CellValue[]) => summary.addRow(values).commit();
    line('Table', facts.table);
    line('Data source', facts.source);
    line('Exported at', facts.startedAt.toISOString());
    line('Rows in the table when the export began', facts.totalRows);
    line('Rows exported', this.rows);
    line('Complete', facts.stoppedBy === null ? 'yes' : `no: ${facts.stopMessage ?? facts.stoppedBy}`);
    line('Values cut to 32,767 characters', facts.cutCells);
    line('Data rows per sheet at most', this.rowsPerSheet);
    line();
    line('Sheet', 'Rows');
    for (const sheet of this.counts) line(sheet.name, sheet.rows);
    line('Total', this.rows);
    summary.commit();
    await this.workbook.commit();
    return this.counts;
  }

  /** Abandons the file (the caller removes it). */
  async abandon(): Promise<void> {
    try {
      this.sheet?.commit();
      await this.workbook.commit();
    } catch {
      // the file is removed anyway
    }
  }
}
