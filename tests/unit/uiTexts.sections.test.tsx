// The UI texts tabs over the platform API's answers (a stubbed fetch): an app's texts with each
// translation's problems, one mended and the list asked again; an instance's own text saved as the
// instance's whole set, then reset to the app's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uiTextsPlugin } from '../../src/resources/uiTexts';
import { AppUiTextsSection } from '../../src/resources/uiTexts/AppUiTextsSection';
import { InstanceUiTexts } from '../../src/resources/uiTexts/InstanceUiTextsSection';
import type { AppView } from '../../contract/developerPortal';
import type { InstanceUiText, UiTextView } from '../../contract/uiTexts';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';
import { fakeServer } from './httpClient.fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const app = { id: 5, name: 'Phrasebook', type: 'app', developerAccountId: 3 } as AppView;
const hello: UiTextView = {
  id: 21, appId: 5, propertyName: 'greeting.hello', defaultValue: 'Hello %{name}', description: 'The home page title', tag: 'app', status: 'ACTIVE',
  locale: { en: 'Hello %{name}', fr: 'Bonjour' },
  problems: { en: [], fr: ['placeholders'], sp: ['missing'], jp: ['missing'], ch: ['missing'] },
  updatedAt: '2026-11-01T00:00:00Z',
};
const mended: UiTextView = { ...hello, locale: { ...hello.locale, fr: 'Bonjour %{name}' }, problems: { ...hello.problems, fr: [] } };

describe("an app's UI texts", () => {
  it('flags the translations that need work, and saves a mended one by its propId', async () => {
    let current = hello;
    const server = fakeServer({
      'GET /app/developerApp/properties/ui-properties': () => ({ status: 200, body: { content: [current], totalElements: 1 } }),
      'PUT /app/developerApp/properties/ui-properties/21': () => {
        current = mended;
        return { status: 200, body: { message: 'Property saved successfully', data: mended } };
      },
    });
    renderInShell(<AppUiTextsSection app={app} />, { plugins: [uiTextsPlugin], authProvider: fakeAuthProvider({ view_apps: true, update_app: true }) });
    const table = await screen.findByRole('table', { name: 'UI texts' });
    const row = (await within(table).findByText('greeting.hello')).closest('tr')!;
    expect(within(row).getByText('Placeholders differ')).toBeTruthy();
    expect(within(row).getAllByText('Missing')).toHaveLength(3);
    expect(decodeURIComponent(server.to('GET /app/developerApp/properties/ui-properties')[0].url.search))
      .toBe('?appId=5&useMongo=false&page=0&size=10&sort=propertyName,asc');

    fireEvent.click(within(row).getByRole('button', { name: 'Edit: greeting.hello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit UI text greeting.hello' });
    fireEvent.change(within(dialog).getByLabelText('French'), { target: { value: 'Bonjour %{name}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Property saved successfully')).toBeTruthy();
    expect(server.to('PUT /app/developerApp/properties/ui-properties/21')[0].body).toEqual({
      propertyName: 'greeting.hello', description: 'The home page title', tag: 'app', status: 'ACTIVE', locale: { en: 'Hello %{name}', fr: 'Bonjour %{name}' },
    });
    await waitFor(() => expect(screen.queryByText('Placeholders differ')).toBeNull());
    // The list, the text's dialog (which asks for its edit lock too) and the result: near 20 s beside other suites on 2 cores.
  }, 60_000);

  it('offers no change to a reader without the update flag', async () => {
    fakeServer({ 'GET /app/developerApp/properties/ui-properties': () => ({ status: 200, body: { content: [hello], totalElements: 1 } }) });
    renderInShell(<AppUiTextsSection app={app} />, { plugins: [uiTextsPlugin], authProvider: fakeAuthProvider({ view_apps: true }) });
    expect(await screen.findByText('greeting.hello')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add UI text' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit: greeting.hello' })).toBeNull();
  });
});

describe("an instance's own texts", () => {
  it("saves one property's texts within the instance's whole set, then resets them to the app's", async () => {
    const users = (overrides: Record<string, string>): InstanceUiText => ({
      id: 31, propertyName: 'shell.menu.users', description: null, appTexts: { en: 'Users', fr: 'Utilisateurs' }, overrides,
    });
    const other: InstanceUiText = { id: 32, propertyName: 'shell.menu.apps', description: null, appTexts: { en: 'Apps' }, overrides: { fr: 'Applis' } };
    let current = users({});
    const server = fakeServer({
      'GET /app/developerApp/accountAppInstance/ui-properties/9': () => ({ status: 200, body: { content: [current, other], totalElements: 2 } }),
      'PUT /app/developerApp/accountAppInstance/ui-properties/9': (request) => {
        const saved = JSON.parse((request.body as { uiPropertyValues: string }).uiPropertyValues) as Record<string, Record<string, string>>;
        current = users(saved['shell.menu.users'] ?? {});
        return { status: 200, body: { message: 'Property saved successfully' } };
      },
    });
    renderInShell(<InstanceUiTexts appInstanceId={9} />, { plugins: [uiTextsPlugin], authProvider: fakeAuthProvider({ manage_ui_texts: true }) });
    const table = await screen.findByRole('table', { name: 'UI texts' });
    const row = () => within(table).getByText('shell.menu.users').closest('tr')!;
    await within(table).findByText('shell.menu.users');
    expect(within(row()).getByText('The app')).toBeTruthy();

    fireEvent.click(within(row()).getByRole('button', { name: 'Edit: shell.menu.users' }));
    const dialog = await screen.findByRole('dialog', { name: /shell\.menu\.users/ });
    expect(within(dialog).getByText('The app’s text: Utilisateurs')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('English'), { target: { value: 'Members' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Property saved successfully')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Success' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(row()).getByText('This instance')).toBeTruthy());

    fireEvent.click(within(row()).getByRole('button', { name: 'Reset to the app’s text: shell.menu.users' }));
    await waitFor(() => expect(within(row()).getByText('The app')).toBeTruthy());
    const saves = server.to('PUT /app/developerApp/accountAppInstance/ui-properties/9')
      .map((r) => JSON.parse((r.body as { uiPropertyValues: string }).uiPropertyValues));
    expect(saves).toEqual([
      { 'shell.menu.apps': { fr: 'Applis' }, 'shell.menu.users': { en: 'Members' } },
      { 'shell.menu.apps': { fr: 'Applis' } },
    ]);
  });
});
