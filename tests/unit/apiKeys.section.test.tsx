// The API keys tab over the platform API's answers (a stubbed fetch): the instance's keys, a new key
// shown once under the spec's title, the keys one person generated, and a revoke ending with the
// spec's text naming the app.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiKeysPlugin } from '../../src/resources/apiKeys';
import { InstanceApiKeysSection } from '../../src/resources/apiKeys/InstanceApiKeysSection';
import { session } from '../../src/session/session';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';
import { fakeServer } from './httpClient.fakeServer';

const instance = { id: 7, accountId: 3, appId: 5, status: 'ACTIVE', subscriptionTerm: 'Monthly', subscriptionRenewalTerm: null, environment: 'Production', name: 'Crm', type: 'app' };
const key = (id: number, name: string, status = 'ACTIVE') => ({
  id, appInstanceId: 7, appId: 5, name, prefix: `pk_live_key${id}`, scopes: [], status, expiresAt: null, previousValidUntil: null,
  lastUsedAt: null, useCount: 0, createdAt: `2026-11-0${id}T00:00:00.000Z`,
});
const KEYS = '/app/developerApp/app-instance-api-key';
const owner = fakeAuthProvider({ manage_api_keys: true });
const renderTab = () => renderInShell(<InstanceApiKeysSection accountId={3} instance={instance} />, { plugins: [apiKeysPlugin], authProvider: owner });

beforeEach(() => {
  session.set('accountId', 3);
  session.set('userId', 42);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

describe("an instance's API keys tab", () => {
  it('lists the keys newest first, and shows a new key once under the spec\'s title', async () => {
    let keys = [key(1, 'Old key')];
    const server = fakeServer({
      [`GET ${KEYS}s`]: () => ({ status: 200, body: { content: keys, totalElements: keys.length } }),
      [`POST ${KEYS}`]: () => {
        keys = [key(2, 'Billing server'), ...keys];
        return { status: 201, body: { message: 'API Key Generated successfully', key: 'pk_live_key2_secret', data: keys[0] } };
      },
      'POST /logtrace/3/track': () => ({ status: 201, body: { id: 1 } }),
    });
    renderTab();
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Old key')).toBeTruthy();
    expect(server.to(`GET ${KEYS}s`)[0].url.search).toBe('?appInstanceId=7&page=0&size=10&sort=createdAt%2Cdesc');

    fireEvent.click(screen.getByRole('button', { name: 'Generate API key' }));
    const form = await screen.findByRole('dialog', { name: 'Generate API key' });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Billing server' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('dialog', { name: 'API Key Generated successfully' });
    expect(within(shown).getByLabelText('The new API key').textContent).toBe('pk_live_key2_secret');
    expect(server.to(`POST ${KEYS}`)[0].body).toEqual({ appInstanceId: 7, name: 'Billing server', expiresAt: null });
    fireEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    expect(await within(await screen.findByRole('table', { name: 'API keys' })).findByText('Billing server')).toBeTruthy();
  });

  it('shows, on request, only the keys the signed-in person generated, refreshed after a change', async () => {
    let mine = [{ ...key(2, 'Owner key'), appName: 'Crm' }];
    const server = fakeServer({
      [`GET ${KEYS}s`]: () => ({ status: 200, body: { content: [key(1, 'Colleague key'), key(2, 'Owner key')], totalElements: 2 } }),
      [`GET ${KEYS}`]: () => ({ status: 200, body: { appInstanceApiKey: mine } }),
      [`DELETE ${KEYS}/2`]: () => {
        mine = [];
        return { status: 200, body: { message: 'API key of Crm deleted successfully' } };
      },
      'POST /logtrace/3/track': () => ({ status: 201, body: { id: 1 } }),
    });
    renderTab();
    expect(await screen.findByText('Colleague key')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Only keys I generated' }));
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(await within(table).findByText('Owner key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Colleague key')).toBeNull());
    expect(server.to(`GET ${KEYS}`)[0].url.search).toBe('?userId=42&appInstanceId=7');

    fireEvent.click(within(table).getByRole('button', { name: 'Delete: Owner key' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('API key of Crm deleted successfully')).toBeTruthy();
    expect(await screen.findByText('No API keys yet. Generate one now.')).toBeTruthy();
  });

  it('revokes a key after asking, and says so naming the app', async () => {
    let revoked = false;
    const server = fakeServer({
      [`GET ${KEYS}s`]: () => ({ status: 200, body: { content: [key(1, 'Billing server', revoked ? 'REVOKED' : 'ACTIVE')], totalElements: 1 } }),
      [`PUT ${KEYS}/1`]: () => {
        revoked = true;
        return { status: 200, body: { message: 'API key of Crm revoked successfully', data: key(1, 'Billing server', 'REVOKED') } };
      },
      'POST /logtrace/3/track': () => ({ status: 201, body: { id: 1 } }),
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke: Billing server' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('API key of Crm revoked successfully')).toBeTruthy();
    expect(server.to(`PUT ${KEYS}/1`)[0].body).toEqual({ status: 'REVOKED' });
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke: Billing server' })).toBeNull();
    // The server records the revoke in the activity log (the route is declared recordsActivity): the console posts no trace.
    expect(server.to('POST /logtrace/3/track')).toEqual([]);
  });
});
