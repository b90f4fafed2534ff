import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { SideMenu } from '../../src/layout/navigation/SideMenu';
import { definePlugin } from '../../src/plugins/types';
import { pagePath } from '../../src/config/pagePath';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';

const FixturePage = () => null;

const menuPlugin = definePlugin({
  name: 'menuFixture',
  pages: [
    { path: pagePath('/app/api-documents'), component: FixturePage, anyOfFlags: ['view_swagger'], nav: { key: 'docs', label: 'fixture.docs', order: 900 } },
    { path: pagePath('/app/:accountId/users'), component: FixturePage, anyOfFlags: ['view_user'], nav: { key: 'users', label: 'fixture.users', order: 400 } },
    { path: pagePath('/app/data-export'), component: FixturePage, anyOfFlags: ['view_data_export'], nav: { key: 'export', label: 'fixture.export', order: 600 } },
  ],
  messages: { en: { fixture: { docs: 'API Documents', users: 'Users', export: 'Data Export' } } },
});

const menuFor = async (flags: Record<string, boolean>) => {
  localStorage.setItem('accountId', '42');
  const authProvider = fakeAuthProvider(flags);
  renderInShell(<SideMenu />, { authProvider, plugins: [menuPlugin] });
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  // the flags arrive asynchronously, as from the real auth provider
  await waitFor(() => expect(authProvider.getPermissions).toHaveBeenCalled());
  return nav;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the navigation menu', () => {
  it('shows only the entries whose flags the user holds, in order', async () => {
    const nav = await menuFor({ view_user: true, view_swagger: true });
    await within(nav).findByText('Users');
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Users', 'API Documents']);
    expect(within(nav).queryByText('Data Export')).toBeNull();
  });

  it('sends account-scoped entries to the current account', async () => {
    const nav = await menuFor({ view_user: true });
    const users = await within(nav).findByRole('link', { name: 'Users' });
    expect(users.getAttribute('href')).toBe('/app/42/users');
  });

  it('shows every entry to a user holding allpermissions and none to a user without flags', async () => {
    const nav = await menuFor({ allpermissions: true });
    await within(nav).findByText('Data Export');
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
    cleanup();

    const bare = await menuFor({});
    expect(within(bare).queryAllByRole('link')).toHaveLength(0);
  });
});
