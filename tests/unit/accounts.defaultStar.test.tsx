// The Default column's star: clicking it makes the account the user's default (an update of the
// account's isDefault, react-admin's useUpdate) by the spec's own call, remembers it for the next
// sign-in and shows the server's message; a refusal shows the server's reason.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { accountsPlugin } from '../../src/resources/accounts';
import { DefaultAccountButton } from '../../src/resources/accounts/DefaultAccountButton';
import { session } from '../../src/session/session';
import { renderInShell } from './layoutTestKit';
import { fakeServer } from './httpClient.fakeServer';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const SET_DEFAULT = 'PUT /users/account-user/default-account/3';
const acme = { id: 3, businessName: 'Acme', userType: 'OWNER', isDefault: false };

const renderStar = () => renderInShell(
  <ResourceContextProvider value="accounts">
    <RecordContextProvider value={acme}><DefaultAccountButton /></RecordContextProvider>
  </ResourceContextProvider>,
  { plugins: [accountsPlugin] },
);

describe("the Default column's star", { timeout: 20_000 }, () => {
  it("makes the account the default by the spec's call, remembers it and shows the server's message", async () => {
    session.set('userId', '9');
    const server = fakeServer({ [SET_DEFAULT]: () => ({ status: 200, body: { message: 'Default account set successfully' } }) });
    renderStar();
    fireEvent.click(screen.getByRole('button', { name: 'Set as default: Acme' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Default account set successfully')).toBeTruthy();
    expect(server.to(SET_DEFAULT).map((r) => Object.fromEntries(r.url.searchParams))).toEqual([{ userId: '9', defaultValue: 'true' }]);
    expect(session.get('defaultAccountId')).toBe('3');
  });

  it("shows the server's reason when it refuses", async () => {
    session.set('userId', '9');
    fakeServer({ [SET_DEFAULT]: () => ({ status: 403, body: { message: 'Not a member of this account' } }) });
    renderStar();
    fireEvent.click(screen.getByRole('button', { name: 'Set as default: Acme' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Not a member of this account')).toBeTruthy();
    expect(session.get('defaultAccountId')).toBeFalsy();
  });
});
