// The Data Export page over the platform API's answers (a stubbed fetch), read and changed through
// react-admin's hooks: the instance's data source chosen and shown as saved, a table's rows page by
// page and sorted, and an export followed to its end.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataExportPlugin } from '../../src/resources/dataExport';
import { DataExportPage } from '../../src/resources/dataExport/DataExportPage';
import type { FakeRoutes } from './httpClient.fakeServer';
import { FIRST_RENDER, inAccountSession, renderPageOver } from './pageTestKit';

const instance = { appInstanceId: 9, appId: 3, appName: 'Shop', instanceName: 'Shop', environment: 'Production', connectionId: null, connectionName: null };
const orders = { id: 4, appId: 3, appInstanceId: 9, schemaName: 'public', tableName: 'orders', updatedAt: '2026-11-01T00:00:00.000Z' };
const columns = [{ name: 'id', type: 'integer', nullable: false }, { name: 'amount', type: 'numeric', nullable: true }];
const job = { id: 31, appInstanceId: 9, schemaName: 'public', tableName: 'orders', rowsDone: 0, totalRows: 30, message: null, result: null, createdAt: '2026-11-01T00:00:00.000Z', finishedAt: null };
const done = {
  ...job, status: 'done', rowsDone: 30, finishedAt: '2026-11-01T00:00:01.000Z',
  result: { rows: 30, sheets: [{ name: 'Data 1', rows: 30 }], rowsPerSheet: 30, stoppedBy: null, cutCells: 0, message: '30 rows of orders in 1 sheet', fileBytes: 999, milliseconds: 5 },
};

const baseRoutes = (saved: { connectionId: number | null }) => ({
  'GET /data-export/instances': () => ({ status: 200, body: [{ ...instance, ...saved }] }),
  'GET /data-export/connections': () => ({ status: 200, body: [{ id: 4, databaseName: 'Warehouse', engine: 'embedded' }] }),
  'GET /data-export/export-table': () => ({ status: 200, body: { content: saved.connectionId ? [orders] : [], totalElements: saved.connectionId ? 1 : 0 } }),
});
const renderPage = (routes: FakeRoutes) => renderPageOver(routes, <DataExportPage />, { plugin: dataExportPlugin, flag: 'view_data_export' });

inAccountSession();

describe('the Data Export page', { timeout: 60_000 }, () => {
  it("chooses the instance's data source and shows it as saved", async () => {
    const saved = { connectionId: null as number | null };
    const server = renderPage({
      ...baseRoutes(saved),
      'PUT /data-export/instances/9/source': ({ body }) => {
        saved.connectionId = (body as { connectionId: number }).connectionId;
        return { status: 200, body: { message: 'Data source saved successfully', data: { ...instance, connectionId: 4, connectionName: 'Warehouse' } } };
      },
    });
    expect(await screen.findByText(/^Choose this app instance's data source/, {}, FIRST_RENDER)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Data source' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Warehouse' }));
    expect(await screen.findByText('Data source saved successfully')).toBeTruthy();
    expect(server.to('PUT /data-export/instances/9/source')[0].body).toEqual({ connectionId: 4 });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/^Choose this app instance's data source/)).toBeNull());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add export table' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it("shows a table's rows page by page, sorted by a column in the spec's dialect", async () => {
    const server = renderPage({
      ...baseRoutes({ connectionId: 4 }),
      'GET /data-export/viewdata': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const first = page * 10 + 1;
        return { status: 200, body: { columns, content: [[String(first), `${first}.50`], [String(first + 1), null]], totalElements: 30 } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View data: orders' }, FIRST_RENDER));
    const view = await screen.findByRole('dialog', { name: 'Data of public.orders' });
    const grid = await within(view).findByRole('table', { name: 'Data of public.orders' });
    expect(within(grid).getAllByRole('row')[1].textContent).toBe('11.50');
    fireEvent.click(within(grid).getByRole('button', { name: 'amount' }));
    fireEvent.click(within(grid).getByRole('button', { name: 'amount' }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: 'amount' }).getAttribute('aria-sort')).toBe('descending'));
    fireEvent.click(within(view).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(view).getAllByRole('row')[1].textContent).toBe('1111.50'));
    expect(server.to('GET /data-export/viewdata').map((r) => r.url.search)).toEqual([
      '?tableName=orders&schemaName=public&appInstanceId=9&appId=3&page=0&size=10',
      '?tableName=orders&schemaName=public&appInstanceId=9&appId=3&page=0&size=10&sort=amount%2Casc',
      '?tableName=orders&schemaName=public&appInstanceId=9&appId=3&page=0&size=10&sort=amount%2Cdesc',
      '?tableName=orders&schemaName=public&appInstanceId=9&appId=3&page=1&size=10&sort=amount%2Cdesc',
    ]);
  });

  it('follows an export to its end', async () => {
    let polls = 0;
    const server = renderPage({
      ...baseRoutes({ connectionId: 4 }),
      'GET /data-export/send-to-rabbitmq-and-export': () => ({ status: 200, body: { ...job, status: 'running' } }),
      'GET /data-export/export-job/31': () => {
        polls += 1;
        return { status: 200, body: polls > 1 ? done : { ...job, status: 'running', rowsDone: 10 } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export: orders' }, FIRST_RENDER));
    const progress = await screen.findByRole('region', { name: 'Export of public.orders' });
    await waitFor(() => expect(within(progress).getByRole('status').textContent).toBe('Done: 30 rows of orders in 1 sheet'), { timeout: 5000 });
    expect(within(progress).getByRole('button', { name: 'Download example.xlsx' })).toBeTruthy();
    expect(server.to('GET /data-export/send-to-rabbitmq-and-export')[0].url.search).toBe('?tableName=orders&schemaName=public&appInstanceId=9&appId=3');
  });
});
