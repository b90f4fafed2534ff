// Data export's cells: PostgreSQL timestamptz, timestamp and date columns go into the xlsx as
// spreadsheet dates with a date format (not text), numbers as numbers; what Excel cannot hold
// (infinity, BC dates, big integers) stays the database's text. The file is read back with exceljs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeExport } from '../../server/src/domains/dataExport';
import { makeEmbeddedDatabase } from './embeddedDatabases';
import { startTestServer, type TestServer } from './harness';
import { signedInOwner, type SignedInOwner } from './fixtures';

describe('data export cell types', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'data-export-cells-'));
  let server: TestServer;
  let owner: SignedInOwner;
  let connectionId: number;

  beforeAll(async () => {
    server = await startTestServer({ dataDir, databaseAllowedHosts: [] });
    owner = await signedInOwner(server, 'Typed Cells Ltd');
    await makeEmbeddedDatabase(dataDir, owner.accountId, 'typed', async (typed) => {
      await typed.exec(`set time zone 'Europe/Paris';
        create table events (id integer, at_tz timestamptz, at_local timestamp, on_day date, amount numeric(10,2), ratio double precision, big bigint, label text);
        insert into events values
          (1, '2024-03-05 14:30:15.250+01', '2024-03-05 14:30:15', '2024-03-05', 12.50, 0.25, 9007199254740993, 'first'),
          (2, 'infinity', '-infinity', '0044-03-15 BC', -3, 1e300, 42, null),
          (3, null, null, null, null, null, null, 'empty');`);
    });
    const saved = await server.app.inject({
      method: 'POST', url: '/data-migrate/database', headers: owner.headers, payload: { databaseName: 'Typed', engine: 'embedded', database: 'typed' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    connectionId = saved.json().data.id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes dates and timestamps as spreadsheet dates, numbers as numbers', async () => {
    const fileName = join(dataDir, 'typed.xlsx');
    await server.app.platform.dataSources.usingSaved(owner.accountId, connectionId, async (source) => writeExport({
      source, sourceName: 'Typed', table: { schema: 'public', name: 'events' }, columns: (await source.columns('public', 'events'))!, fileName,
    }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(fileName);
    const sheet = workbook.getWorksheet('Data 1')!;
    const row = (n: number) => sheet.getRow(n);
    const byId = (id: number) => row([2, 3, 4].find((n) => row(n).getCell(1).value === id)!);

    const first = byId(1);
    // timestamptz: the instant, shown in UTC (14:30:15.250 in Paris, UTC+1, is 13:30:15.250 UTC).
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(2).value as Date).toISOString()).toBe('2024-03-05T13:30:15.250Z');
    expect(first.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // timestamp without time zone: its wall-clock time.
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(3).value as Date).toISOString()).toBe('2024-03-05T14:30:15.000Z');
    // date: the day.
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect((first.getCell(4).value as Date).toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd');
    // Numbers as numbers, with no date format; a bigint beyond 2^53 stays exact text.
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect([first.getCell(5).type, first.getCell(5).value]).toEqual([ExcelJS.ValueType.Number, 12.5]);
    expect([first.getCell(6).type, first.getCell(6).value]).toEqual([ExcelJS.ValueType.Number, 0.25]);
    expect(first.getCell(5).numFmt ?? 'General').toBe('General');
    expect(first.getCell(7).value).toBe('9007199254740993');
    expect(first.getCell(8).value).toBe('first');

    // What Excel cannot show as a date stays text.
    const second = byId(2);
    expect(second.getCell(2).value).toBe('infinity');
    expect(second.getCell(3).value).toBe('-infinity');
    expect(second.getCell(4).value).toBe('0044-03-15 BC');
    expect([second.getCell(5).value, second.getCell(6).value, second.getCell(7).value]).toEqual([-3, 1e300, 42]);
    const third = byId(3);
    expect([2, 3, 4, 5].map((c) => third.getCell(c).type)).toEqual(Array(4).fill(ExcelJS.ValueType.Null));
  });
});
