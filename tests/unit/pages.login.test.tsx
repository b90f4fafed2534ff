import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../../src/pages/LoginPage';
import { TwoFactorPage } from '../../src/pages/TwoFactorPage';
import { PublicI18nProvider } from '../../src/pages/PublicI18n';
import { isPublicPath } from '../../src/pages/publicPaths';
import { signIn, verifyTwoFactor } from '../../src/authProvider/signIn';
import { session } from '../../src/session/session';

vi.mock('../../src/authProvider/signIn', () => ({
  INVALID_CREDENTIALS: 'Invalid credentials provided.',
  signIn: vi.fn(),
  verifyTwoFactor: vi.fn(),
}));

function renderPublic(path = '/auth/login') {
  return render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/login" element={<LoginPage />} />
          <Route path="/auth/two-factor-auth" element={<TwoFactorPage />} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(signIn).mockReset();
  vi.mocked(verifyTwoFactor).mockReset();
});
afterEach(cleanup);

describe('the sign-in page', () => {
  it('asks for the username and the password before calling the server', async () => {
    renderPublic();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the server refusal and keeps what was typed', async () => {
    vi.mocked(signIn).mockRejectedValue(new Error('Invalid credentials provided.'));
    renderPublic();
    type('Username', 'owner@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid credentials provided.');
    expect(signIn).toHaveBeenCalledWith('owner@example.com', 'wrong-password');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('owner@example.com');
  });

  it('says the refusal in the chosen language', async () => {
    session.set('languageId', 'sp');
    vi.mocked(signIn).mockRejectedValue(new Error('Invalid credentials provided.'));
    renderPublic();
    const signInButton = await screen.findByRole('button', { name: 'Iniciar sesión' });
    type('Nombre de usuario', 'owner@example.com');
    type('Contraseña', 'wrong-password');
    fireEvent.click(signInButton);
    expect((await screen.findByRole('alert')).textContent).toBe('Credenciales no válidas.');
  });

  it('goes to the two-factor step with the username when the server asks for it', async () => {
    vi.mocked(signIn).mockResolvedValue({ kind: 'two-factor', username: 'dev@example.com' });
    renderPublic();
    type('Username', 'dev@example.com');
    type('Password', 'Secret#123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Authentication code')).toBeTruthy();
    expect(screen.getByText(/dev@example\.com/)).toBeTruthy();
  });

  it('is marked with the language chosen in the session, as a BCP 47 tag', async () => {
    session.set('languageId', 'jp');
    renderPublic();
    expect(await screen.findByRole('button', { name: 'サインイン' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
  });

  it('prefills the username remembered from the last sign-in', () => {
    session.set('rememberedLogin', 'back@example.com');
    renderPublic();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('back@example.com');
  });
});

describe('the two-factor page', () => {
  async function reachTwoFactor() {
    vi.mocked(signIn).mockResolvedValue({ kind: 'two-factor', username: 'dev@example.com' });
    renderPublic();
    type('Username', 'dev@example.com');
    type('Password', 'Secret#123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByLabelText('Authentication code');
  }

  it('asks for the code, then shows "Invalid credentials provided." on any failure', async () => {
    await reachTwoFactor();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Authentication code is required')).toBeTruthy();

    vi.mocked(verifyTwoFactor).mockRejectedValue(new Error('something went wrong'));
    type('Authentication code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid credentials provided.');
    expect(verifyTwoFactor).toHaveBeenCalledWith('dev@example.com', '123456');
  });

  it('sends a visitor without the password step back to sign-in', async () => {
    renderPublic('/auth/two-factor-auth');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('public paths', () => {
  it('covers the root and the /auth/ pages, not the console', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/auth/login')).toBe(true);
    expect(isPublicPath('/auth/two-factor-auth')).toBe(true);
    expect(isPublicPath('/app/pages/account-list')).toBe(false);
    expect(isPublicPath('/app/two-factor')).toBe(false);
    expect(isPublicPath('/authx')).toBe(false);
  });
});
