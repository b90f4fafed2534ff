// The export's backpressure (workbookExport.ts): exceljs hands sheet XML to the zip without waiting,
// so the export waits itself until the zip's input is under 4 MB. This guards the exceljs internals
// it watches: if an exceljs update moves them, the wait would silently stop and memory would grow
// with the table again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkbookExport } from '../../server/src/domains/dataExport/workbookExport';

describe('workbook export backpressure', () => {
  const dir = mkdtempSync(join(tmpdir(), 'workbook-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what waits for the zip under 4 MB after each batch, batch after batch', async () => {
    const workbook = await WorkbookExport.open(join(dir, 'rows.xlsx'), ['id', 'customer', 'note']);
    const waiting: number[] = [];
    for (let batch = 0; batch < 40; batch += 1) {
      for (let i = 0; i < 5000; i += 1) workbook.add([i, `Customer ${i}`, `a note long enough to weigh something, row ${batch}-${i}`]);
      const zipInput = (workbook as unknown as { sheet: { _stream: { pipes: { _writableState: { length: number } }[] } } }).sheet._stream.pipes[0];
      await workbook.caughtUp();
      waiting.push(zipInput._writableState.length);
    }
    expect(Math.max(...waiting)).toBeLessThanOrEqual(4 * 1024 * 1024);
    const sheets = await workbook.finish({ table: 'rows', source: 'test', startedAt: new Date(), totalRows: 200_000, stoppedBy: null, stopMessage: null, cutCells: 0 });
    expect(sheets).toEqual([{ name: 'Data 1', rows: 200_000 }]);
  });
});
