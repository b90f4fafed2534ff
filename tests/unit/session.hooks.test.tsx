import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { session, useAccountId, useSession } from '../../src/session';

function BusinessName() {
  return <p>{useSession().businessName || 'none'}</p>;
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
});
