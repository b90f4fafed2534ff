// The developer portal screen asks the portal's status (the account's record of its own resource):
// an account without the developer app gets the subscribe card; subscribing registers the app and
// subscribes the account, says so, then reads the status again and shows the items.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { developerPortalPlugin } from '../../src/resources/developerPortal';
import { DeveloperPortalPage } from '../../src/resources/developerPortal/DeveloperPortalPage';
import { session } from '../../src/session/session';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';
import { fakeServer } from './httpClient.fakeServer';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const STATUS = 'GET /app/developerApp/developerApp';

describe('the developer portal screen', { timeout: 20_000 }, () => {
  it('offers the subscription to an account without the portal, then reads its status again', async () => {
    session.set('accountId', '7');
    let developerApp: object | null = null;
    const server = fakeServer({
      [STATUS]: () => (developerApp ? { status: 200, body: developerApp } : { status: 404, body: { message: 'Developer app not found' } }),
      'GET /app/developerApp/parent-app': () => ({ status: 200, body: { id: 1, name: 'AdminApp' } }),
      'POST /app/developerApp/app': () => ({ status: 200, body: { message: 'App created', data: { id: 30, name: 'DeveloperApp_7', type: 'DeveloperApp' } } }),
      'POST /app/developerApp/accountAppInstance': () => {
        developerApp = { id: 30, name: 'DeveloperApp_7', subscribed: true, appInstanceId: 40, subscriptionTerm: 'ALLTIME' };
        return { status: 200, body: { message: 'Subscribed', data: { id: 40, status: 'ACTIVE' } } };
      },
      'GET /app/developerApp/apps': () => ({ status: 200, body: { content: [], totalElements: 0 } }),
    });
    renderInShell(<Routes><Route path="/app/:accountId/developer-app" element={<DeveloperPortalPage />} /></Routes>, {
      plugins: [developerPortalPlugin], path: '/app/7/developer-app', authProvider: fakeAuthProvider({ view_apps: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Developer portal' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You have subscribed to the developer portal successfully')).toBeTruthy();
    expect(server.to(STATUS).map((r) => Object.fromEntries(r.url.searchParams))).toEqual([{ appName: 'DeveloperApp_7', accountId: '7' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(server.to(STATUS)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Subscribe to Developer portal' })).toBeNull());
    expect(server.to('POST /app/developerApp/accountAppInstance')).toHaveLength(1);
  });
});
