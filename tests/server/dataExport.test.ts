// Data export (issue 14 item 5) over an embedded database with real rows: an instance's data
// source, its export tables (add, change, delete, account scoping, the flag), view data (pages,
// sorting by a real column, an unknown column refused), and the export job: the xlsx file read
// back with exceljs (header, values, the summary sheet), its download link, the bell's DOWNLOAD
// notification, and the split over sheets with a small rows-per-sheet limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstances, apps } from '../../server/src/db/schema';
import { writeExport, SUMMARY_SHEET } from '../../server/src/domains/dataExport';
import { makeEmbeddedDatabase } from './embeddedDatabases';
import { startTestServer, type TestServer } from './harness';
import { bearerOnly, signedInMember, signedInOwner, type SignedIn, type SignedInOwner } from './fixtures';

const ROWS = 25;
const ODD_TABLE = `it's "odd"`;

async function readWorkbook(bytes: Buffer | string) {
  const workbook = new ExcelJS.Workbook();
  if (typeof bytes === 'string') await workbook.xlsx.readFile(bytes);
  else await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

/** The summary's "Sheet | Rows" lines, up to Total. */
function summaryCounts(sheet: ExcelJS.Worksheet): [string, number][] {
  const lines: [string, number][] = [];
  let inTable = false;
  sheet.eachRow((row) => {
    const [label, value] = (row.values as unknown[]).slice(1);
    if (label === 'Sheet') inTable = true;
    else if (inTable) lines.push([String(label), Number(value)]);
  });
  return lines;
}

describe('data export', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'data-export-'));
  let server: TestServer;
  let owner: SignedInOwner;
  let developer: SignedIn;
  let plainUser: SignedIn;
  let other: SignedInOwner;
  let appId: number;
  let instanceId: number;
  let connectionId: number;

  beforeAll(async () => {
    server = await startTestServer({ dataDir, databaseAllowedHosts: [] });
    owner = await signedInOwner(server, 'Export Ltd');
    developer = await signedInMember(server, owner.accountId, 'DEVELOPER');
    plainUser = await signedInMember(server, owner.accountId, 'USER');
    other = await signedInOwner(server, 'Elsewhere Ltd');
    const db = server.database.db;
    const [app] = await db.insert(apps).values({ name: 'Ledger', type: 'app', published: 'PUBLISHED', developerAccountId: other.accountId }).returning();
    appId = app.id;
    [{ id: instanceId }] = await db.insert(appInstances).values({ accountId: owner.accountId, appId, status: 'ACTIVE', environment: 'Production' }).returning();
    await makeEmbeddedDatabase(dataDir, owner.accountId, 'warehouse', async (warehouse) => {
      await warehouse.exec(`create table orders (id integer primary key, customer varchar(40) not null, amount numeric(10,2), placed timestamptz,
          paid boolean, note text, big bigint);
        insert into orders select n, 'Customer ' || lpad(n::text, 2, '0'), n * 1.5, timestamptz '2024-01-01 00:00:00+00' + n * interval '1 day',
          n % 2 = 0, case when n % 5 = 0 then null else 'note ' || n end, 9007199254740993 + n from generate_series(1, ${ROWS}) n;
        create table "${ODD_TABLE.replace(/"/g, '""')}" ("a ""quoted"" column" integer);`);
    });
    const saved = await server.app.inject({
      method: 'POST', url: '/data-migrate/database', headers: owner.headers, payload: { databaseName: 'Warehouse', engine: 'embedded', database: 'warehouse' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    connectionId = saved.json().data.id;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (caller: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url: `/data-export${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });
  const ordersRef = () => `tableName=orders&schemaName=public&appInstanceId=${instanceId}&appId=${appId}`;

  it("lists the account's instances and connections, and chooses the instance's data source", async () => {
    const instances = await call(owner, 'GET', '/instances');
    expect(instances.statusCode, instances.body).toBe(200);
    expect(instances.json()).toContainEqual(expect.objectContaining({ appInstanceId: instanceId, appId, appName: 'Ledger', connectionId: null }));
    expect((await call(owner, 'GET', '/connections')).json()).toEqual([{ id: connectionId, databaseName: 'Warehouse', engine: 'embedded' }]);
    // Without a data source there is nothing to pick from.
    expect((await call(owner, 'GET', `/schema?appInstanceId=${instanceId}`)).json().message).toMatch(/data source/);
    const chosen = await call(developer, 'PUT', `/instances/${instanceId}/source`, { connectionId });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ message: 'Data source saved successfully', data: { connectionId, connectionName: 'Warehouse' } });
    // Another account's connection or instance is not found.
    const foreign = await server.app.inject({
      method: 'POST', url: '/data-migrate/database', headers: other.headers, payload: { databaseName: 'Theirs', engine: 'embedded', database: 'theirs' },
    });
    expect((await call(owner, 'PUT', `/instances/${instanceId}/source`, { connectionId: foreign.json().data.id })).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/instances/${instanceId}/source`, { connectionId: foreign.json().data.id })).statusCode).toBe(404);
  });

  it("picks tables from the data source's schemas", async () => {
    expect((await call(owner, 'GET', `/schema?appInstanceId=${instanceId}`)).json()).toEqual(['public']);
    const tables = await call(owner, 'GET', `/table?schemaName=public&appInstanceId=${instanceId}`);
    expect(tables.json().map((t: { name: string }) => t.name)).toEqual([ODD_TABLE, 'orders']);
    expect((await call(owner, 'GET', `/table?schemaName=elsewhere&appInstanceId=${instanceId}`)).json()).toEqual([]);
  });

  let ordersId: number;

  it('adds, lists, changes and deletes export tables with the spec\'s messages', async () => {
    const added = await call(owner, 'POST', '/export-table', { appId, appInstanceId: instanceId, schemaName: 'public', tableName: ODD_TABLE });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ message: 'Data export added successfully', data: { tableName: ODD_TABLE, schemaName: 'public', appId, appInstanceId: instanceId } });
    const oddId = added.json().data.id;
    const orders = await call(owner, 'POST', '/export-table', { appId, appInstanceId: instanceId, schemaName: 'public', tableName: 'orders' });
    ordersId = orders.json().data.id;
    expect((await call(owner, 'POST', '/export-table', { appId, appInstanceId: instanceId, schemaName: 'public', tableName: 'orders' })).statusCode).toBe(409);
    const missing = await call(owner, 'POST', '/export-table', { appId, appInstanceId: instanceId, schemaName: 'public', tableName: 'orders; drop table orders' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/no table/);
    expect((await call(owner, 'POST', '/export-table', { appId: appId + 1000, appInstanceId: instanceId, schemaName: 'public', tableName: 'orders' })).statusCode).toBe(404);

    const list = await call(owner, 'GET', `/export-table?appId=${appId}&appInstanceId=${instanceId}&query=&sort=tableName,desc&page=0&size=10`);
    expect(list.json()).toMatchObject({ totalElements: 2, content: [{ tableName: 'orders' }, { tableName: ODD_TABLE }] });
    const searched = await call(owner, 'GET', `/export-table?appInstanceId=${instanceId}&query=ORD&page=0&size=1`);
    expect(searched.json()).toMatchObject({ totalElements: 1, content: [{ id: ordersId }] });
    expect((await call(owner, 'GET', `/export-table?appInstanceId=${instanceId}&sort=secret,asc`)).statusCode).toBe(400);

    const changed = await call(owner, 'PUT', `/export-table/${oddId}`, { appId, appInstanceId: instanceId, schemaName: 'public', tableName: 'orders' });
    expect(changed.statusCode).toBe(409); // orders is exported already
    const same = await call(owner, 'PUT', `/export-table/${oddId}`, { appId, appInstanceId: instanceId, schemaName: 'public', tableName: ODD_TABLE });
    expect(same.json()).toMatchObject({ message: 'Data export updated successfully', data: { id: oddId } });
    const deleted = await call(owner, 'DELETE', `/export-table/${oddId}`);
    expect(deleted.json()).toEqual({ message: `${ODD_TABLE} export deleted successfully` });
    expect((await call(owner, 'DELETE', `/export-table/${oddId}`)).statusCode).toBe(404);
  });

  it("keeps to the caller's account and to holders of view_data_export", async () => {
    expect((await call(developer, 'GET', `/export-table?appInstanceId=${instanceId}`)).json().totalElements).toBe(1);
    for (const [method, url] of [
      ['GET', `/export-table?appInstanceId=${instanceId}`], ['DELETE', `/export-table/${ordersId}`],
      ['GET', `/viewdata?${ordersRef()}`], ['GET', `/send-to-rabbitmq-and-export?${ordersRef()}`], ['GET', `/schema?appInstanceId=${instanceId}`],
    ] as const) {
      expect((await call(plainUser, method, url)).statusCode, `${method} ${url} as a plain user`).toBe(403);
      expect((await call(other, method, url)).statusCode, `${method} ${url} from another account`).toBe(404);
    }
    expect((await call(plainUser, 'GET', '/instances')).statusCode).toBe(403);
    expect((await call(other, 'GET', '/instances')).json().map((i: { appInstanceId: number }) => i.appInstanceId)).not.toContain(instanceId);
    // Another account's member naming this account in the header is not a member of it.
    expect((await call({ ...other, headers: { ...other.headers, accountId: String(owner.accountId), accountUserId: '' } }, 'GET', '/instances')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/data-export/instances' })).statusCode).toBe(401);
    expect((await call(other, 'PUT', `/export-table/${ordersId}`, { appId, appInstanceId: instanceId, schemaName: 'public', tableName: 'orders' })).statusCode).toBe(404);
  });

  it('views a page of rows sorted by a real column, and refuses any other sort', async () => {
    const first = await call(owner, 'GET', `/viewdata?${ordersRef()}&page=0&size=10&sort=amount,desc`);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.totalElements).toBe(ROWS);
    expect(page.columns.map((c: { name: string }) => c.name)).toEqual(['id', 'customer', 'amount', 'placed', 'paid', 'note', 'big']);
    expect(page.content).toHaveLength(10);
    expect(page.content[0]).toEqual(['25', 'Customer 25', '37.50', '2024-01-26 00:00:00+00', 'false', null, '9007199254741018']);
    const last = (await call(owner, 'GET', `/viewdata?${ordersRef()}&page=2&size=10&sort=amount,desc`)).json();
    expect(last.content.map((r: string[]) => r[0])).toEqual(['5', '4', '3', '2', '1']);
    const byName = (await call(owner, 'GET', `/viewdata?${ordersRef()}&page=0&size=3&sort=customer`)).json();
    expect(byName.content.map((r: string[]) => r[1])).toEqual(['Customer 01', 'Customer 02', 'Customer 03']);
    for (const sort of ['secret,asc', 'amount;drop table orders,desc', '"amount",asc', 'amount,sideways']) {
      const refused = await call(owner, 'GET', `/viewdata?${ordersRef()}&sort=${encodeURIComponent(sort)}`);
      expect(refused.statusCode, sort).toBe(400);
    }
    expect((await call(owner, 'GET', `/viewdata?${ordersRef()}&size=1000`)).statusCode).toBe(400);
    // Only the instance's export tables are read.
    const notExported = await call(owner, 'GET', `/viewdata?tableName=${encodeURIComponent(ODD_TABLE)}&schemaName=public&appInstanceId=${instanceId}`);
    expect(notExported.statusCode).toBe(404);
  });

  it('exports as a job, downloads example.xlsx through a short link, and rings the bell with Download', async () => {
    const started = await call(owner, 'GET', `/send-to-rabbitmq-and-export?${ordersRef()}`);
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().id;
    expect(started.json()).toMatchObject({ status: 'queued', tableName: 'orders', rowsDone: 0 });
    let job = started.json();
    for (let i = 0; i < 100 && job.status !== 'done' && job.status !== 'failed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await call(owner, 'GET', `/export-job/${jobId}`)).json();
    }
    expect(job).toMatchObject({
      status: 'done', rowsDone: ROWS, totalRows: ROWS,
      result: { rows: ROWS, sheets: [{ name: 'Data 1', rows: ROWS }], stoppedBy: null, cutCells: 0, message: '25 rows of orders in 1 sheet' },
    });
    expect((await call(owner, 'GET', `/export-job?appInstanceId=${instanceId}`)).json()[0]).toMatchObject({ id: jobId, status: 'done' });
    expect((await call(other, 'GET', `/export-job/${jobId}`)).statusCode).toBe(404);

    const link = await call(developer, 'GET', `/export-job/${jobId}/link`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ fileName: 'example.xlsx', path: expect.stringMatching(new RegExp(`^/export-file/${jobId}\\?token=`)) });
    const file = await server.app.inject({ method: 'GET', url: `/data-export${link.json().path}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe('attachment; filename="example.xlsx"');
    const badToken = await server.app.inject({ method: 'GET', url: `/data-export/export-file/${jobId}?token=forged` });
    expect(badToken.statusCode).toBe(401);
    const otherJobsToken = link.json().path.replace(`/export-file/${jobId}`, `/export-file/${jobId + 1}`);
    expect((await server.app.inject({ method: 'GET', url: `/data-export${otherJobsToken}` })).statusCode).toBe(401);

    const workbook = await readWorkbook(file.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Data 1', SUMMARY_SHEET]);
    const data = workbook.getWorksheet('Data 1')!;
    expect(data.rowCount).toBe(ROWS + 1);
    expect(rowValues(data, 1)).toEqual(['id', 'customer', 'amount', 'placed', 'paid', 'note', 'big']);
    // Numbers and booleans Excel holds exactly; a bigint beyond 2^53 and a time stamp stay exact text; NULL an empty cell.
    expect(rowValues(data, 2)).toEqual([1, 'Customer 01', 1.5, new Date('2024-01-02T00:00:00Z'), false, 'note 1', '9007199254740994']);
    expect(rowValues(data, 6)).toEqual([5, 'Customer 05', 7.5, new Date('2024-01-06T00:00:00Z'), false, undefined, '9007199254740998']);
    expect(summaryCounts(workbook.getWorksheet(SUMMARY_SHEET)!)).toEqual([['Data 1', ROWS], ['Total', ROWS]]);

    const bell = await server.app.inject({ method: 'GET', url: `/auth/notifications?userId=${owner.user.id}`, headers: bearerOnly(owner) });
    expect(bell.json().content[0]).toMatchObject({
      type: 'DOWNLOAD', key: 'dataExport', websiteUrl: `/export-job/${jobId}/link`, accountId: owner.accountId,
      message: expect.stringContaining('Export of orders is ready to download: 25 rows'),
    });
  });

  it('splits over sheets above the rows-per-sheet limit and says where it stopped, in the summary and the result', async () => {
    const fileName = join(dataDir, 'split.xlsx');
    const table = { schema: 'public', name: 'orders' };
    const result = await server.app.platform.dataSources.usingSaved(owner.accountId, connectionId, async (source) => writeExport({
      source, sourceName: 'Warehouse', table, columns: (await source.columns('public', 'orders'))!, fileName, limits: { rowsPerSheet: 10, batchRows: 7 },
    }));
    expect(result).toMatchObject({ rows: ROWS, rowsPerSheet: 10, stoppedBy: null, sheets: [{ name: 'Data 1', rows: 10 }, { name: 'Data 2', rows: 10 }, { name: 'Data 3', rows: 5 }] });
    const workbook = await readWorkbook(fileName);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Data 1', 'Data 2', 'Data 3', SUMMARY_SHEET]);
    // Every sheet starts with the header; the rows go on where the last sheet ended, none lost or repeated.
    const ids = ['Data 1', 'Data 2', 'Data 3'].flatMap((name) => {
      const sheet = workbook.getWorksheet(name)!;
      expect(rowValues(sheet, 1)[0]).toBe('id');
      return Array.from({ length: sheet.rowCount - 1 }, (_, i) => rowValues(sheet, i + 2)[0] as number);
    });
    expect(ids.sort((a, b) => a - b)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    expect(summaryCounts(workbook.getWorksheet(SUMMARY_SHEET)!)).toEqual([['Data 1', 10], ['Data 2', 10], ['Data 3', 5], ['Total', ROWS]]);

    const capped = await server.app.platform.dataSources.usingSaved(owner.accountId, connectionId, async (source) => writeExport({
      source, sourceName: 'Warehouse', table, columns: (await source.columns('public', 'orders'))!, fileName, limits: { rowsPerSheet: 10, maxRows: 12, batchRows: 5 },
    }));
    expect(capped).toMatchObject({ rows: 12, stoppedBy: 'rowLimit', sheets: [{ rows: 10 }, { rows: 2 }] });
    expect(capped.message).toMatch(/^12 rows of orders in 2 sheets: stopped at 12 rows, the most one export writes; the table has more$/);
    const summary = (await readWorkbook(fileName)).getWorksheet(SUMMARY_SHEET)!;
    const complete = summary.getRows(1, summary.rowCount)!.find((r) => r.getCell(1).value === 'Complete')!;
    expect(String(complete.getCell(2).value)).toMatch(/^no: stopped at 12 rows/);
    expect(summaryCounts(summary)).toEqual([['Data 1', 10], ['Data 2', 2], ['Total', 12]]);
  });
});
