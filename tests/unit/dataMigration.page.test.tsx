// The Data Migration page over the platform API's answers (a stubbed fetch), read and changed through
// react-admin's hooks: a connection's tables and a table's columns, the recent migrations read again
// when a run's dialog closes, and a container's file deleted with the containers read again.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { databasesPlugin } from '../../src/resources/databases';
import { DataMigrationPage } from '../../src/resources/databases/DataMigrationPage';
import type { FakeRoutes } from './httpClient.fakeServer';
import { FIRST_RENDER, inAccountSession, renderPageOver } from './pageTestKit';

const warehouse = {
  id: 5, databaseName: 'Warehouse', engine: 'embedded', host: null, port: null, database: 'warehouse', username: null, hasPassword: false,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const job = {
  id: 8, sourceName: 'Warehouse', targetName: 'Reports', status: 'succeeded', tablesTotal: 1, tablesDone: 1, rowsEstimate: 25, rowsDone: 25,
  currentTable: null, rowsPerSecond: 100, secondsLeft: null, tables: [], failure: null, createdAt: '2026-11-01T00:00:00.000Z', finishedAt: '2026-11-01T00:00:01.000Z',
};
const file = (id: number, name: string) => ({ id, container: 'invoices-2026', name, contentType: 'text/plain', bytes: 17, sha256: 'ab', uploadedAt: '2026-11-01T00:00:00.000Z' });

const baseRoutes: FakeRoutes = {
  'GET /data-migrate/databaseList': () => ({ status: 200, body: { content: [warehouse], totalElements: 1 } }),
  'GET /data-migrate/migrate-data/jobs': () => ({ status: 200, body: [] }),
  'GET /data-migrate/containers': () => ({ status: 200, body: [] }),
};
const renderPage = (routes: FakeRoutes) =>
  renderPageOver({ ...baseRoutes, ...routes }, <DataMigrationPage />, { plugin: databasesPlugin, flag: 'view_data_migration' });

inAccountSession();

describe('the Data Migration page', { timeout: 60_000 }, () => {
  it("browses a connection's tables and a table's columns", async () => {
    const server = renderPage({
      'POST /data-migrate/tableList': () => ({ status: 200, body: [{ schema: 'public', name: 'orders', rowEstimate: 25 }] }),
      'POST /data-migrate/columnList': () => ({ status: 200, body: [{ name: 'customer', type: 'character varying(40)', nullable: false }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tables: Warehouse' }, FIRST_RENDER));
    const browse = await screen.findByRole('dialog', { name: 'Tables of Warehouse' });
    fireEvent.click(await within(browse).findByRole('button', { name: 'public.orders' }));
    const columns = await within(browse).findByRole('table', { name: 'public.orders' });
    expect(await within(columns).findByRole('row', { name: 'customer character varying(40) No' })).toBeTruthy();
    expect(server.to('POST /data-migrate/tableList').map((r) => r.body)).toEqual([{ id: 5 }]);
    expect(server.to('POST /data-migrate/columnList').map((r) => [r.url.search, r.body])).toEqual([['?tableName=orders&schemaName=public', { id: 5 }]]);
  });

  it("opens a recent migration and reads the list again when its dialog closes", async () => {
    const server = renderPage({
      'GET /data-migrate/migrate-data/jobs': () => ({ status: 200, body: [job] }),
      'GET /data-migrate/migrate-data/jobs/8': () => ({ status: 200, body: job }),
    });
    const recent = await screen.findByRole('table', { name: 'Recent migrations' }, FIRST_RENDER);
    fireEvent.click(within(recent).getByRole('button', { name: /^Show: Warehouse → Reports/ }));
    const run = await screen.findByRole('dialog', { name: 'Migration from Warehouse to Reports' });
    expect(await within(run).findByText('Finished: every table copied and proved.')).toBeTruthy();
    await waitFor(() => expect(server.to('GET /data-migrate/migrate-data/jobs/8')).toHaveLength(1));
    fireEvent.click(within(run).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(server.to('GET /data-migrate/migrate-data/jobs')).toHaveLength(2));
  });

  it("deletes a container's file, then shows the files and the containers as they are", async () => {
    let files = [file(3, 'notes.txt'), file(4, 'report.bin')];
    const server = renderPage({
      'GET /data-migrate/containers': () => ({ status: 200, body: [{ name: 'invoices-2026', files: files.length, bytes: 17 * files.length, updatedAt: '2026-11-01T00:00:00.000Z' }] }),
      'GET /data-migrate/containers/files': () => ({ status: 200, body: files }),
      'DELETE /data-migrate/containers/files/3': () => {
        files = files.filter((f) => f.id !== 3);
        return { status: 200, body: { message: 'File deleted successfully' } };
      },
    });
    const table = await screen.findByRole('table', { name: 'Files of invoices-2026' }, FIRST_RENDER);
    fireEvent.click(await within(table).findByRole('button', { name: 'Delete: notes.txt' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('File deleted successfully')).toBeTruthy();
    await waitFor(() => expect(within(table).queryByText('notes.txt')).toBeNull());
    await waitFor(() => expect(server.to('GET /data-migrate/containers')).toHaveLength(2));
    expect(server.to('GET /data-migrate/containers/files').map((r) => r.url.search)).toContain('?container=invoices-2026');
  });
});
