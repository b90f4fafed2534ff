import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, type AuthProvider } from 'react-admin';
import { session, useAccountId, useFlags, useSession } from '../../src/session';
import { answerAuthQueriesAtOnce } from '../../src/authProvider/authAnswersAtOnce';
import { createRegistry } from '../../src/plugins/registry';

function BusinessName() {
  return <p>{useSession().businessName || 'none'}</p>;
}

function FlagsShown() {
  const { permissions, isPending } = useFlags();
  return <p>{isPending ? 'waiting for the flags' : `flags ${JSON.stringify(permissions)}`}</p>;
}

function AccountOfPage() {
  return <p>{`account ${useAccountId()}`}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the session hooks', () => {
  it('re-render when the session changes (account switch, sign-out)', () => {
    session.set('businessName', 'Acme');
    render(<BusinessName />);
    expect(screen.getByText('Acme')).toBeTruthy();
    act(() => session.set('businessName', 'Globex'));
    expect(screen.getByText('Globex')).toBeTruthy();
    act(() => session.clear());
    expect(screen.getByText('none')).toBeTruthy();
  });

  it("give the route's account when the route names one, else the session's", () => {
    session.set('accountId', '7');
    const renderAt = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/app/:accountId/users" element={<AccountOfPage />} />
            <Route path="/app/api-documents" element={<AccountOfPage />} />
          </Routes>
        </MemoryRouter>,
      );
    renderAt('/app/42/users');
    expect(screen.getByText('account 42')).toBeTruthy();
    cleanup();
    renderAt('/app/api-documents');
    expect(screen.getByText('account 7')).toBeTruthy();
  });

  it("wait for an account's flags when another tab has just entered it, rather than answer with none", () => {
    session.set('accessToken', 'token');
    const queryClient = new QueryClient();
    answerAuthQueriesAtOnce(queryClient, createRegistry([]));
    // The flags being read in this tab never come back during the test.
    const authProvider: AuthProvider = {
      login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined,
      checkError: async () => undefined, getPermissions: () => new Promise(() => undefined),
    };
    render(<CoreAdminContext authProvider={authProvider} queryClient={queryClient}><FlagsShown /></CoreAdminContext>);
    expect(screen.getByText('flags {}')).toBeTruthy();
    // The sign-in tab stores the account; this tab renders again (for any reason) before it hears of
    // it: the no-account answer must not stand for the account (a new tab showed Access denied).
    localStorage.setItem('accountUserId', '3');
    localStorage.setItem('accountId', '7');
    act(() => session.set('businessName', 'Acme'));
    expect(screen.getByText('waiting for the flags')).toBeTruthy();
  });
});
