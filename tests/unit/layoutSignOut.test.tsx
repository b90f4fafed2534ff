import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SignOutDialog } from '../../src/layout/header/SignOutDialog';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';

afterEach(cleanup);

const openDialog = () => {
  const authProvider = fakeAuthProvider();
  let closed = 0;
  renderInShell(<SignOutDialog open onClose={() => (closed += 1)} />, { authProvider });
  return { authProvider, closedCount: () => closed };
};

describe('the sign-out dialog', () => {
  it('Yes signs out of this session only', async () => {
    const { authProvider } = openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalledWith({ scope: 'this' }));
  });

  it('No closes it without signing out', async () => {
    const { authProvider, closedCount } = openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(closedCount()).toBe(1);
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  it('Logout of all Apps asks a second time before signing out every session', async () => {
    const { authProvider } = openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Logout of all Apps' }));
    expect(authProvider.logout).not.toHaveBeenCalled();
    expect(screen.getByText(/signs you out of every app on every device/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalledWith({ scope: 'all' }));
    expect(authProvider.logout).toHaveBeenCalledTimes(1);
  });

  it('cancelling the second question signs out nowhere', async () => {
    const { authProvider, closedCount } = openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Logout of all Apps' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closedCount()).toBe(1);
    expect(authProvider.logout).not.toHaveBeenCalled();
  });
});
