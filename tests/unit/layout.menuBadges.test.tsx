// Menu badges (issue 33, record 0415): an entry counting a table's new records shows how many others
// created in the account entered since the user last opened it, from the user's event stream; records
// of another account, changes that are not creations and the entry the user is in count nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SideMenu } from '../../src/layout/navigation/SideMenu';
import { definePlugin } from '../../src/plugins/types';
import { pagePath } from '../../src/config/pagePath';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';
import { fakeEventStream } from './fakeEventStream';

const FixturePage = () => null;

const menuPlugin = definePlugin({
  name: 'badgeFixture',
  pages: [
    { path: pagePath('/app/gadgets'), component: FixturePage, nav: { key: 'gadgets', label: 'fixture.gadgets', order: 1, newItemsOf: ['gadgets'] } },
    { path: pagePath('/app/widgets'), component: FixturePage, nav: { key: 'widgets', label: 'fixture.widgets', order: 2 } },
  ],
  messages: { en: { fixture: { gadgets: 'Gadgets', widgets: 'Widgets' } } },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('menu badges', () => {
  it("count others' new records of the entry's tables in the account entered, until the entry is opened", async () => {
    localStorage.setItem('auth_token', 'token-1');
    localStorage.setItem('accountId', '7');
    const stream = fakeEventStream();
    renderInShell(<SideMenu />, { authProvider: fakeAuthProvider(), plugins: [menuPlugin], path: '/app/widgets' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(stream.opened).toHaveLength(1));

    stream.sendChange({ accountId: 7, topic: 'gadgets', type: 'created' });
    stream.sendChange({ accountId: 7, topic: 'gadgets', type: 'created' });
    stream.sendChange({ accountId: 7, topic: 'gadgets', type: 'updated' }); // not a new item
    stream.sendChange({ accountId: 8, topic: 'gadgets', type: 'created' }); // another account
    stream.sendChange({ accountId: 7, topic: 'widgets', type: 'created' }); // a table nobody counts
    const gadgets = await within(nav).findByRole('link', { name: /^Gadgets\s*, 2 new items$/ });
    expect(within(nav).getByRole('link', { name: 'Widgets' })).toBeTruthy();

    fireEvent.click(gadgets);
    await within(nav).findByRole('link', { name: 'Gadgets' });
    stream.sendChange({ accountId: 7, topic: 'gadgets', type: 'created' }); // seen: the user is on it
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(nav).getByRole('link', { name: 'Gadgets' })).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Widgets' }));
    stream.sendChange({ accountId: 7, topic: 'gadgets', type: 'created' });
    await within(nav).findByRole('link', { name: /^Gadgets\s*, 1 new item$/ });
  });
});
