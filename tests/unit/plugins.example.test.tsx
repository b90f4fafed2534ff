// The plugin author guide's example (docs/example-plugin/console) works against the real contract: the
// registry composes it, and its list renders inside react-admin from its endpoint mapping.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { createRegistry, mergeMessages } from '../../src/plugins/registry';
import { pagedServiceProvider } from '../../src/dataProviders/pagedServiceProvider';
import { session } from '../../src/session/session';
import { readSessionValues } from '../../src/session';
import type { Messages } from '../../src/plugins/types';
import { notesPlugin } from '../../docs/example-plugin/console';
import { notesEndpoints } from '../../docs/example-plugin/console/notesEndpoints';

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

  it('lists notes from its endpoint inside react-admin', async () => {
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
        <Admin dataProvider={pagedServiceProvider(notesEndpoints(readSessionValues))} i18nProvider={i18nProvider}>
          <Resource name={notes.name} list={notes.list} edit={notes.edit} create={notes.create} />
        </Admin>
      </TestMemoryRouter>,
    );

    expect(await screen.findByText('Renew the certificate', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Call the bank')).toBeTruthy();
    const listCall = new URL((fetchMock.mock.calls[0][0] as Request).url);
    expect(Object.fromEntries(listCall.searchParams)).toMatchObject({
      pageNo: '0',
      pageSize: '10',
      sortBy: 'updatedAt',
      sortDir: 'desc',
      accountId: '7',
    });
  }, 30_000);
});
