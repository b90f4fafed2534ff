// A plugin adds a tab to another domain's page: the page shows the tabs the user may see, in order,
// and the chosen tab's panel gets what the page hands it.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { definePlugin, type InstanceSectionProps } from '../../src/plugins/types';
import { PageSections } from '../../src/plugins/PageSections';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';
import type { AppView } from '../../contract/developerPortal';

afterEach(cleanup);

const instance = { id: 7, accountId: 3, appId: 5, status: 'ACTIVE', subscriptionTerm: 'Monthly', subscriptionRenewalTerm: null, environment: null, name: 'Crm', type: 'app' };
const Roles = ({ instance: shown }: InstanceSectionProps) => <p>roles of instance {shown.id}</p>;
const Keys = ({ accountId }: InstanceSectionProps) => <p>keys of account {accountId}</p>;

const plugins = [
  definePlugin({ name: 'keys', sections: [{ place: 'instanceDetail', key: 'keys', label: 'Keys', component: Keys, order: 20, anyOfFlags: ['view_keys'] }] }),
  definePlugin({
    name: 'roles',
    sections: [
      { place: 'instanceDetail', key: 'roles', label: 'Roles', component: Roles, order: 10 },
      { place: 'appEdit', key: 'permissions', label: 'Permissions', component: () => <p>permissions</p> },
    ],
  }),
];

describe('page sections', () => {
  it('shows the visible tabs in order and switches panels', async () => {
    renderInShell(<PageSections place="instanceDetail" sectionProps={{ accountId: 3, instance }} />, { plugins, authProvider: fakeAuthProvider({ view_keys: true }) });
    await screen.findByRole('tab', { name: 'Keys' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Roles', 'Keys']);
    expect(within(screen.getByRole('tabpanel')).getByText('roles of instance 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Keys' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Keys' })).getByText('keys of account 3')).toBeTruthy();
    expect(screen.queryByText('permissions')).toBeNull();
  });

  it('hides a tab from a user without its flags, and shows nothing when no tab is left', async () => {
    renderInShell(<PageSections place="instanceDetail" sectionProps={{ accountId: 3, instance }} />, { plugins });
    await screen.findByRole('tab', { name: 'Roles' });
    expect(screen.queryByRole('tab', { name: 'Keys' })).toBeNull();
    cleanup();
    const authProvider = fakeAuthProvider({});
    renderInShell(<PageSections place="instanceDetail" sectionProps={{ accountId: 3, instance }} />, { plugins: [plugins[0]], authProvider });
    await waitFor(() => expect(authProvider.getPermissions).toHaveBeenCalled());
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText(/keys of account/)).toBeNull();
  });

  it('shows a section only for the records it fits', async () => {
    const fitting = [definePlugin({
      name: 'connectorsLike',
      sections: [{ place: 'appEdit', key: 'apis', label: 'APIs', component: () => <p>apis</p>, when: ({ app }) => app.type === 'connector' }],
    })];
    renderInShell(<PageSections place="appEdit" sectionProps={{ app: { id: 1, type: 'connector' } as AppView }} />, { plugins: fitting });
    expect(await screen.findByRole('tab', { name: 'APIs' })).toBeTruthy();
    cleanup();
    const authProvider = fakeAuthProvider({});
    renderInShell(<PageSections place="appEdit" sectionProps={{ app: { id: 1, type: 'app' } as AppView }} />, { plugins: fitting, authProvider });
    await waitFor(() => expect(authProvider.getPermissions).toHaveBeenCalled());
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
