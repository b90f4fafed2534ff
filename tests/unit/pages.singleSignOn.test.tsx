import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicI18nProvider } from '../../src/pages/PublicI18n';
import { SingleSignOnReturnPage } from '../../src/pages/SingleSignOnReturnPage';

/** The provider sent the browser back to the return route with `query`. */
function renderReturn(query: string) {
  window.history.pushState({}, '', `/admin/auth/linkedin${query}`);
  return render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={['/auth/linkedin']}>
        <Routes>
          <Route path="/auth/linkedin" element={<SingleSignOnReturnPage />} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('the single sign-on return page', () => {
  it('says why when the provider did not sign the user in, and forgets the flow', async () => {
    sessionStorage.setItem('ssoFlow', 'a-flow');
    renderReturn('?error=access_denied&error_description=The+user+cancelled');
    expect((await screen.findByRole('alert')).textContent)
      .toBe('Single sign-on did not complete. The provider did not sign you in (The user cancelled).');
    expect(sessionStorage.getItem('ssoFlow')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
  });

  it('refuses a code this tab did not ask for', async () => {
    renderReturn('?code=abc&state=xyz');
    expect((await screen.findByRole('alert')).textContent).toContain('This sign-in has expired or was started in another tab.');
  });
});
