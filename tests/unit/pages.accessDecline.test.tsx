import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AccessDeclinePage } from '../../src/pages/AccessDeclinePage';
import { PublicI18nProvider } from '../../src/pages/PublicI18n';
import { isPublicPath } from '../../src/pages/publicPaths';
import { fakeServer, expiredToken } from './httpClient.fakeServer';

function renderPage(path: string) {
  return render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/access-decline" element={<AccessDeclinePage />} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the access-decline page', () => {
  it('is a public page that asks a signed-out visitor to sign in', () => {
    expect(isPublicPath('/auth/access-decline')).toBe(true);
    const server = fakeServer({});
    renderPage('/auth/access-decline?nId=5');
    expect(screen.getByText('Sign in to answer this access request.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('declines only once confirmed, renewing an expired token once', async () => {
    localStorage.setItem('auth_token', 'old');
    localStorage.setItem('refresh_token', 'refresh');
    const server = fakeServer({
      'PUT /auth/access-request/deny': (request) => (request.headers.get('Authorization') === 'Bearer new'
        ? { status: 200, body: { message: 'Access request declined' } } : expiredToken),
      'POST /auth/refresh-token': () => ({ status: 200, body: { accessToken: 'new', refreshToken: 'refresh-2' } }),
    });
    renderPage('/auth/access-decline?nId=5');
    expect(screen.getByText('Do you want to decline this access request? The requester will be told.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The access request was declined.')).toBeTruthy();
    expect(server.to('PUT /auth/access-request/deny').map((r) => r.url.searchParams.get('notificationId'))).toEqual(['5', '5']);
    expect(screen.getByRole('link', { name: 'Go to the account list' }).getAttribute('href')).toBe('/admin/app/pages/account-list?mode=view-all');
  });

  it('shows the server\'s message when the request was already answered, and refuses a broken link', async () => {
    localStorage.setItem('auth_token', 'token');
    fakeServer({
      'PUT /auth/access-request/deny': () => ({ status: 400, body: { status: 400, error: 'Bad Request', message: 'This access request has already been answered' } }),
    });
    renderPage('/auth/access-decline?nId=5');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('This access request has already been answered')).toBeTruthy();
    cleanup();
    renderPage('/auth/access-decline?nId=abc');
    expect(screen.getByText('This link is not valid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});
