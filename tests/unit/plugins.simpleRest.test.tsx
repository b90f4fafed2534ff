// The plugin guide's "backend of one's own" example (docs/example-plugin/tickets): a resource given
// ra-data-simple-rest's provider, reached through the console's composite dataProvider, against the
// example's small simple-REST endpoint over real HTTP (no fetch stand-in).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { createRegistry } from '../../src/plugins/registry';
import { buildDataProvider } from '../../src/dataProviders';
import { TICKETS_RESOURCE, ticketsPlugin } from '../../docs/example-plugin/tickets/ticketsPlugin';
import { startTicketsServer, type Ticket } from '../../docs/example-plugin/tickets/ticketsServer';

afterEach(cleanup);

describe('a plugin with a simple-REST backend of its own', () => {
  let backend: Awaited<ReturnType<typeof startTicketsServer>>;
  let dataProvider: DataProvider;

  beforeAll(async () => {
    const seeded: Ticket[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, title: `Ticket ${String(i + 1).padStart(2, '0')}`, status: i % 3 ? 'open' : 'closed' }));
    backend = await startTicketsServer(seeded);
    dataProvider = buildDataProvider(createRegistry([ticketsPlugin(backend.url)]));
  });
  afterAll(() => new Promise((resolve) => backend.server.close(resolve)));

  it('lists a page sorted and filtered, with the total from Content-Range', async () => {
    const page = await dataProvider.getList(TICKETS_RESOURCE, {
      pagination: { page: 2, perPage: 10 }, sort: { field: 'title', order: 'DESC' }, filter: {},
    });
    expect(page.total).toBe(25);
    expect(page.data.map((t) => t.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Ticket ${String(15 - i).padStart(2, '0')}`));
    const found = await dataProvider.getList(TICKETS_RESOURCE, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'ticket 2' } });
    expect(found.data.map((t) => t.id)).toEqual([20, 21, 22, 23, 24, 25]);
    const many = await dataProvider.getMany(TICKETS_RESOURCE, { ids: [3, 7] });
    expect(many.data.map((t) => t.title)).toEqual(['Ticket 03', 'Ticket 07']);
  });

  it('creates, changes and deletes on the backend, and passes its refusals on', async () => {
    const { data: created } = await dataProvider.create(TICKETS_RESOURCE, { data: { title: 'Printer jammed', status: 'open' } });
    expect(backend.tickets.find((t) => t.id === created.id)).toEqual({ id: created.id, title: 'Printer jammed', status: 'open' });
    await dataProvider.update(TICKETS_RESOURCE, { id: created.id, data: { title: 'Printer fixed', status: 'closed' }, previousData: created });
    expect((await dataProvider.getOne(TICKETS_RESOURCE, { id: created.id })).data).toMatchObject({ title: 'Printer fixed', status: 'closed' });
    await dataProvider.delete(TICKETS_RESOURCE, { id: created.id, previousData: created });
    expect(backend.tickets.some((t) => t.id === created.id)).toBe(false);
    await expect(dataProvider.create(TICKETS_RESOURCE, { data: { title: '' } })).rejects.toMatchObject({ status: 400 });
    await expect(dataProvider.getOne(TICKETS_RESOURCE, { id: 999 })).rejects.toMatchObject({ status: 404 });
  });

  it('shows the backend\'s tickets in the plugin\'s list inside react-admin', async () => {
    const [tickets] = createRegistry([ticketsPlugin(backend.url)]).resources;
    render(
      <TestMemoryRouter initialEntries={['/tickets']}>
        <Admin dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => englishMessages, 'en')}>
          <Resource name={tickets.name} list={tickets.list} edit={tickets.edit} create={tickets.create} />
        </Admin>
      </TestMemoryRouter>,
    );
    // Newest first (the list's sort): ids 25 down to 16 on the first page.
    expect(await screen.findByText('Ticket 25', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Ticket 16')).toBeTruthy();
    expect(screen.queryByText('Ticket 15')).toBeNull();
  }, 30_000);
});
