// The App Parameters page over the platform API's answers (a stubbed fetch): the parameters in force
// sorted by name, a platform default overridden by the account's own value (a new parameter), and a
// delete, each ending with the spec's success text.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { parametersPlugin } from '../../console';
import { ParametersPage } from '../../console/ParametersPage';
import { fakeAuthProvider, fakeServer, renderInShell, session } from '@platform-console/plugin-api/testing/unit';

const parameter = (id: number, parameterName: string, parameterValue: string, source: 'account' | 'platform') =>
  ({ id, parameterName, parameterValue, description: null, source, updatedAt: '2026-11-01T00:00:00.000Z' });

beforeEach(() => session.set('accountId', 3));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

/** The list as it stands at each call, and the traces. */
const routes = (rows: () => ReturnType<typeof parameter>[]) => ({
  'GET /app/parameter/appParameterList': () => ({ status: 200, body: { content: rows(), totalElements: rows().length } }),
  'POST /logtrace/3/track': () => ({ status: 201, body: { id: 1 } }),
});
const renderPage = () =>
  renderInShell(<ParametersPage />, { plugins: [parametersPlugin], authProvider: fakeAuthProvider({ manage_parameters: true }) });

describe('the App Parameters page', () => {
  it("lists the parameters by name, and sets a default's value for the account as a new parameter", async () => {
    let rows = [parameter(1, 'idleTime', '600', 'platform')];
    const server = fakeServer({
      ...routes(() => rows),
      'POST /app/parameter/appParameter': () => {
        rows = [parameter(9, 'idleTime', '60', 'account')];
        return { status: 201, body: { message: 'App parameter created successfully', data: rows[0] } };
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'App Parameters' });
    expect(within(table).getByText('Platform default')).toBeTruthy();
    expect(server.to('GET /app/parameter/appParameterList')[0].url.search).toBe('?page=0&size=10&sort=parameterName%2Casc');

    fireEvent.click(within(table).getByRole('button', { name: 'Set for this account: idleTime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit parameter idleTime' });
    fireEvent.change(within(dialog).getByLabelText(/Parameter Value/), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('App parameter created successfully')).toBeTruthy();
    expect(server.to('POST /app/parameter/appParameter')[0].body).toEqual({ parameterName: 'idleTime', parameterValue: '60', description: null });
    expect(await within(table).findByText('This account')).toBeTruthy();
  });

  it("deletes the account's own parameter after asking", async () => {
    const server = fakeServer({
      ...routes(() => [parameter(8, 'supportEmail', 'help@example.com', 'account')]),
      'DELETE /app/parameter/appParameter/8': () => ({ status: 200, body: { message: 'App parameter deleted successfully' } }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: supportEmail' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('App parameter deleted successfully')).toBeTruthy();
    expect(server.to('DELETE /app/parameter/appParameter/8')).toHaveLength(1);
  });
});
