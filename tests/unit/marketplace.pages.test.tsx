// The marketplace's screens read and save their records through react-admin's hooks with the calls
// they always made: the grids' pages and tabs, an instance's detail page, and the settings forms'
// saves, each followed by a fresh read.
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { marketplacePlugin } from '../../src/resources/marketplace';
import { MarketplacePage } from '../../src/resources/marketplace/MarketplacePage';
import { AppDetailPage } from '../../src/resources/marketplace/AppDetailPage';
import { InstanceSettingsPage } from '../../src/resources/marketplace/InstanceSettingsPage';
import { FormConfigurationPage } from '../../src/resources/marketplace/FormConfigurationPage';
import { session } from '../../src/session/session';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';
import { fakeServer } from './httpClient.fakeServer';

const crm = {
  id: 3, appId: 3, name: 'CRM', description: 'Customers', logo: null, logoType: null, favicon: null, accessUrl: null, type: 'app', mode: null,
  published: 'PUBLISHED', status: 'ACTIVE', stopNewSubscriptions: false, developerAccountId: 9, developerBusinessName: 'Acme',
  subscribed: true, appInstanceId: 41, subscriptionStatus: 'ACTIVE', hasSettingsForm: true,
};
const subscription = {
  id: 41, appInstanceId: 41, subscriptionId: 41, appId: 3, name: 'CRM', description: 'Customers', logo: null, logoType: null, favicon: null,
  accessUrl: null, type: 'app', mode: null, accountId: 7, status: 'ACTIVE', subscriptionTerm: 'Monthly', subscriptionRenewalTerm: 'Monthly',
  environment: 'Production', hasSettingsForm: true,
};
const page = (content: object[]) => ({ status: 200, body: { content, totalElements: content.length } });
const query = (request: { url: URL }) => Object.fromEntries(request.url.searchParams);

function renderPage(path: string, route: string, element: ReactElement, flags: Record<string, boolean> = {}) {
  renderInShell(<Routes><Route path={route} element={element} /></Routes>, {
    plugins: [marketplacePlugin], path, authProvider: fakeAuthProvider({ view_marketplace_apps: true, ...flags }),
  });
}

beforeEach(() => {
  session.set('accountId', '7');
  session.set('userId', '5');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the marketplace screens', { timeout: 20_000 }, () => {
  it('list published apps, then the subscribed ones, each card opening its page', async () => {
    const server = fakeServer({
      'GET /app/developerApp/publishedApps': () => page([crm]),
      'GET /app/developerApp/subscribedApps': () => page([subscription]),
    });
    renderPage('/app/7/market-place', '/app/:accountId/market-place', <MarketplacePage />);
    const published = await screen.findByRole('link', { name: 'View details' });
    expect(published.getAttribute('href')).toBe('/app/7/3/detialPage');
    fireEvent.click(screen.getByRole('tab', { name: 'Subscribed apps' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/app/7/3/41/detialPage'));
    expect(server.to('GET /app/developerApp/publishedApps').map(query)).toEqual([{ accountId: '7', published: 'PUBLISHED', type: 'app', page: '0', size: '12' }]);
    expect(server.to('GET /app/developerApp/subscribedApps').map(query)).toEqual([{ accountId: '7', type: 'app', page: '0', size: '12' }]);
  });

  it("show an instance's page: the app as published and the account's instance of it", async () => {
    const server = fakeServer({
      'GET /app/developerApp/publishedApps': () => page([crm]),
      'GET /app/developerApp/app/appInstance/41': () => ({ status: 200, body: subscription }),
    });
    renderPage('/app/7/3/41/detialPage', '/app/:accountId/:appId/:appInstanceId/detialPage', <AppDetailPage />);
    expect(await screen.findByRole('heading', { name: 'CRM' })).toBeTruthy();
    expect(await screen.findByText('By Acme')).toBeTruthy();
    expect(server.to('GET /app/developerApp/publishedApps').map(query)).toEqual([{ accountId: '7', published: 'PUBLISHED', type: 'app', appId: '3', page: '0', size: '1' }]);
    expect(server.to('GET /app/developerApp/app/appInstance/41')).toHaveLength(1);
  });

  it("save an instance's custom settings, then read them again", async () => {
    const settings = {
      appInstanceId: 41, appId: 3, appName: 'CRM', type: 'app', settingsSchema: null, settingsDefaultValues: null, settingsValues: null, customSettings: { a: 1 },
    };
    const server = fakeServer({
      'GET /app/developerApp/accountAppInstance/settings/41': () => ({ status: 200, body: settings }),
      'PUT /app/developerApp/accountAppInstance/settings/41': ({ body }) => ({ status: 200, body: { message: 'Saved', data: { ...settings, ...(body as object) } } }),
    });
    renderPage('/app/7/3/41/settings', '/app/:accountId/:appId/:appInstanceId/settings', <InstanceSettingsPage />, { subscribe_app: true });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Custom settings (JSON)' }), { target: { value: '{ "a": 2 }' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save custom settings' }));
    expect(within(await screen.findByRole('dialog')).getByText('Settings saved successfully.')).toBeTruthy();
    expect(server.to('PUT /app/developerApp/accountAppInstance/settings/41').map((r) => r.body)).toEqual([{ customSettings: { a: 2 } }]);
    await waitFor(() => expect(server.to('GET /app/developerApp/accountAppInstance/settings/41')).toHaveLength(2));
  });

  it("save an app's form configuration, naming the user, then read it again", async () => {
    const form = { id: 3, name: 'CRM', type: 'app', settingsSchema: { type: 'object', properties: {} }, settingsDefaultValues: null };
    const server = fakeServer({
      'GET /app/developerApp/app/settings/3': () => ({ status: 200, body: form }),
      'PUT /app/developerApp/app/settings/3': () => ({ status: 200, body: { message: 'Saved', data: form } }),
    });
    renderPage('/app/7/3/form-configuration', '/app/:accountId/:appId/form-configuration', <FormConfigurationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save form configuration' }));
    expect(within(await screen.findByRole('dialog')).getByText('Form configuration updated successfully')).toBeTruthy();
    expect(server.to('PUT /app/developerApp/app/settings/3').map((r) => r.body))
      .toEqual([{ settingsSchema: { type: 'object', properties: {} }, settingsDefaultValues: null, userUpdated: 5 }]);
    await waitFor(() => expect(server.to('GET /app/developerApp/app/settings/3')).toHaveLength(2));
  });
});
