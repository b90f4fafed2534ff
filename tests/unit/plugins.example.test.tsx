// The plugin author guide's example (the example plugin package's console part, packages/example-plugin/console) works against the real contract: the
// registry composes it, its resource calls the domain's declared routes (contract/notesRoutes.ts), and
// its list renders inside react-admin.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { createRegistry, mergeMessages } from '../../src/plugins/registry';
import { buildDataProvider } from '../../src/dataProviders';
import { session } from '../../src/session/session';
import type { Messages } from '../../src/plugins/types';
import { notesPlugin } from '@platform-console/example-plugin/console';
import { isTrace, recordCalls } from './recordedCalls';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the example notes plugin', () => {
  const registry = createRegistry([notesPlugin]);

  it('is composed by the registry: resource, guarded route, menu entry and messages', async () => {
    expect(registry.resources.map((r) => r.name)).toEqual(['notes']);
    expect(registry.routes).toEqual([expect.objectContaining({ path: '/app/:accountId/notes-summary', anyOfFlags: ['view_notes', 'edit_notes'] })]);
    const [entry] = registry.menu;
    expect(entry).toMatchObject({ key: 'notes', label: 'notes.menu', anyOfFlags: ['view_notes', 'edit_notes'] });
    expect(typeof entry.to === 'function' && entry.to('42')).toBe('/app/42/notes-summary');
    await expect(registry.loadMessages('fr')).resolves.toMatchObject({ resources: { notes: { fields: { title: 'Titre' } } } });
  });

  it('lets readers read and editors change notes', () => {
    const reader = { view_notes: true };
    const editor = { edit_notes: true };
    expect(registry.canAccess({}, { resource: 'notes', action: 'list' })).toBe(false);
    expect(registry.canAccess(reader, { resource: 'notes', action: 'list' })).toBe(true);
    expect(registry.canAccess(reader, { resource: 'notes', action: 'edit' })).toBe(false);
    expect(registry.canAccess(editor, { resource: 'notes', action: 'edit' })).toBe(true);
    expect(registry.canAccess({ allpermissions: true }, { resource: 'notes', action: 'delete' })).toBe(true);
  });

  it('calls its declared routes: the list searched and filtered by pinned in the sortBy dialect, one note, the changes traced', async () => {
    session.set('accountId', '7');
    const note = { id: 3, title: 'Call the bank', body: '', pinned: true, updatedAt: '2025-01-01T10:00:00Z' };
    const calls = recordCalls((call) => (call.method === 'GET' && call.pathname === '/manage/notes'
      ? { content: [note], totalElements: 1 }
      : { message: 'Note', data: note }));
    const notes = buildDataProvider(registry);
    const listed = await notes.getList('notes', {
      filter: { q: ' bank ', pinned: true }, sort: { field: 'title', order: 'ASC' }, pagination: { page: 2, perPage: 5 },
    });
    expect(listed).toEqual({ data: [note], total: 1 });
    expect((await notes.getOne('notes', { id: 3 })).data).toEqual(note);
    await notes.create('notes', { data: { title: 'Call the bank' } });
    await notes.update('notes', { id: 3, data: { ...note, pinned: false }, previousData: note });
    await notes.delete('notes', { id: 3, previousData: note });
    expect(calls.filter((call) => !isTrace(call)).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /manage/notes?pinned=true&query=bank&pageNo=1&pageSize=5&sortBy=title&sortDir=asc',
      'GET /manage/notes/3',
      'POST /manage/notes',
      'PUT /manage/notes/3',
      'DELETE /manage/notes/3',
    ]);
    await vi.waitFor(() => expect(calls.filter(isTrace).map(({ path, folder }) => `${path} ${folder}`)).toEqual(
      Array.from({ length: 3 }, () => '/logtrace/7/track notes'),
    ));
  });

  it('lists notes from its declared route inside react-admin, in the account of the headers', async () => {
    session.set('accountId', '7');
    const fetchMock = vi.fn(async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === '/manage/notes') {
        return Response.json({
          content: [
            { id: 1, title: 'Renew the certificate', body: '', pinned: true, updatedAt: '2025-01-02T10:00:00Z' },
            { id: 2, title: 'Call the bank', body: '', pinned: false, updatedAt: '2025-01-01T10:00:00Z' },
          ],
          totalElements: 2,
        });
      }
      return new Response(null, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const i18nProvider = polyglotI18nProvider(
      () => mergeMessages(englishMessages as unknown as Messages, registry.englishMessages) as never,
      'en',
    );
    const [notes] = registry.resources;

    render(
      <TestMemoryRouter initialEntries={['/notes']}>
        <Admin dataProvider={buildDataProvider(registry)} i18nProvider={i18nProvider}>
          <Resource name={notes.name} list={notes.list} edit={notes.edit} create={notes.create} />
        </Admin>
      </TestMemoryRouter>,
    );

    expect(await screen.findByText('Renew the certificate', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Call the bank')).toBeTruthy();
    const listCall = fetchMock.mock.calls[0][0] as Request;
    expect(Object.fromEntries(new URL(listCall.url).searchParams)).toEqual({
      pageNo: '0',
      pageSize: '10',
      sortBy: 'updatedAt',
      sortDir: 'desc',
    });
    expect(listCall.headers.get('accountId')).toBe('7');
  }, 30_000);
});
