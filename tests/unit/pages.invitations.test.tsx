import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AcceptInvitePage } from '../../src/pages/AcceptInvitePage';
import { ResendInvitePage } from '../../src/pages/ResendInvitePage';
import { PublicI18nProvider } from '../../src/pages/PublicI18n';
import { session } from '../../src/session/session';
import { hardNavigate } from '../../src/session/hardNavigate';
import { fakeServer, type FakeAnswer } from './httpClient.fakeServer';

vi.mock('../../src/session/hardNavigate', () => ({ hardNavigate: vi.fn() }));

const NOT_FOUND = 'User Invitation not found or User Invitation already accepted';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/accept-invite" element={<AcceptInvitePage />} />
          <Route path="/auth/resend-invite" element={<ResendInvitePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );
}

const answer = (status: number, body: unknown): FakeAnswer => ({ status, body });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(hardNavigate).mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the accept-invite page', () => {
  it('sends the signed-in invitee to the account list, with their token', async () => {
    session.set('accessToken', 'token-1');
    const server = fakeServer({ 'PUT /users/accept-invitation': () => answer(200, { outcome: 'ACCEPTED', message: 'Invitation accepted' }) });
    renderAt('/auth/accept-invite?key=k1');
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/admin/app/pages/account-list?mode=view-all'));
    const [call] = server.to('PUT /users/accept-invitation');
    expect(call.url.searchParams.get('key')).toBe('k1');
    expect(call.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends anyone else to sign in, coming back here afterwards', async () => {
    fakeServer({ 'PUT /users/accept-invitation': () => answer(200, { outcome: 'SIGN_IN', message: '' }) });
    renderAt('/auth/accept-invite?key=k2&nId=8');
    const where = await screen.findByTestId('where');
    expect(where.textContent).toBe(`/auth/login?returnTo=${encodeURIComponent('/auth/accept-invite?key=k2&nId=8')}`);
  });

  it('sends an address without a user to register with the key, and the notification id when a bell item led there', async () => {
    fakeServer({ 'PUT /users/accept-invitation': () => answer(200, { outcome: 'REGISTER', message: '' }) });
    renderAt('/auth/accept-invite?key=k3&nId=5');
    expect((await screen.findByTestId('where')).textContent).toBe('/auth/register?key=k3&nId=5');
  });

  it('leaves out an empty notification id (the mailed link has none)', async () => {
    fakeServer({ 'PUT /users/accept-invitation': () => answer(200, { outcome: 'REGISTER', message: '' }) });
    renderAt('/auth/accept-invite?key=k3');
    expect((await screen.findByTestId('where')).textContent).toBe('/auth/register?key=k3');
  });

  it('refreshes an expired token once and asks again', async () => {
    session.set('accessToken', 'old');
    session.set('refreshToken', 'refresh-1');
    const server = fakeServer({
      'PUT /users/accept-invitation': (r) => (r.headers.get('Authorization') === 'Bearer new'
        ? answer(200, { outcome: 'ACCEPTED', message: '' })
        : answer(401, { status: 401, error: 'invalid_token', message: 'Access token expired' })),
      'POST /auth/refresh-token': () => answer(200, { accessToken: 'new', refreshToken: 'refresh-2' }),
    });
    renderAt('/auth/accept-invite?key=k4');
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalled());
    expect(server.to('PUT /users/accept-invitation')).toHaveLength(2);
    expect(session.get('refreshToken')).toBe('refresh-2');
  });

  it('offers a new invitation when it has expired: Yes requests one', async () => {
    const server = fakeServer({
      'PUT /users/accept-invitation': () => answer(400, { status: 400, error: 'Bad Request', message: 'User Invitation has expired' }),
      'PUT /users/resend-invitation-request': () => answer(200, { message: 'A new invitation has been requested' }),
    });
    renderAt('/auth/accept-invite?key=k5');
    expect(await screen.findByText('This invitation has expired. Would you like to request a new one?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('A new invitation has been requested. It will reach you by email.')).toBeTruthy();
    expect(server.to('PUT /users/resend-invitation-request')[0].url.searchParams.get('key')).toBe('k5');
  });

  it('No goes to the account list', async () => {
    fakeServer({ 'PUT /users/accept-invitation': () => answer(400, { status: 400, error: 'Bad Request', message: 'User Invitation has expired' }) });
    renderAt('/auth/accept-invite?key=k6');
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(hardNavigate).toHaveBeenCalledWith('/admin/app/pages/account-list?mode=view-all');
  });

  it('shows the activation error with the server\'s text for a used key, and accepts only once', async () => {
    const server = fakeServer({ 'PUT /users/accept-invitation': () => answer(400, { status: 400, error: 'Bad Request', message: NOT_FOUND }) });
    renderAt('/auth/accept-invite?key=used');
    expect((await screen.findByRole('alert')).textContent).toContain(NOT_FOUND);
    expect(screen.getByRole('alert').textContent).toContain('The invitation could not be activated.');
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(server.to('PUT /users/accept-invitation')).toHaveLength(1);
  });
});

describe('the resend-invite page', () => {
  it('sends a visitor without a session to sign in first', async () => {
    const server = fakeServer({});
    renderAt('/auth/resend-invite?key=r1');
    expect((await screen.findByTestId('where')).textContent).toBe(`/auth/login?returnTo=${encodeURIComponent('/auth/resend-invite?key=r1')}`);
    expect(server.requests).toHaveLength(0);
  });

  it('resends for the signed-in inviter and shows the server\'s message', async () => {
    session.set('accessToken', 'inviter-token');
    fakeServer({ 'PUT /users/resend-invitation': () => answer(200, { message: 'Invitation resent to late@example.com' }) });
    renderAt('/auth/resend-invite?key=r2');
    expect(await screen.findByText('Invitation resent to late@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to my accounts' }));
    expect(hardNavigate).toHaveBeenCalledWith('/admin/app/pages/account-list?mode=view-all');
  });
});
