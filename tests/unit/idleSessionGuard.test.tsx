import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { IdleSessionGuard } from '../../src/authProvider/IdleSessionGuard';
import { session } from '../../src/session/session';
import { buildI18nProvider } from '../../src/i18n';
import { createRegistry } from '../../src/plugins/registry';

const expiredText = 'Your session has expired. Please log in again to continue.';

async function renderGuard() {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: vi.fn(async () => false as const),
    checkAuth: async () => undefined,
    checkError: async () => undefined,
  };
  const i18nProvider = await buildI18nProvider(createRegistry([]));
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <IdleSessionGuard />
    </AdminContext>,
  );
  return authProvider;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('IdleSessionGuard', () => {
  it('after the idle time shows the expired dialog; its only button signs out', async () => {
    vi.useFakeTimers();
    session.set('idleTime', 60_000);
    const authProvider = await renderGuard();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    fireEvent.keyDown(document.body, { key: 'a' });
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByText(expiredText)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText(expiredText)).toBeTruthy();
    expect(session.get('idle')).toBe('true');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Login']);

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByText(expiredText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(authProvider.logout).toHaveBeenCalled();
  });

  it('follows the entered account\'s idle time once it has loaded, after the account itself', async () => {
    vi.useFakeTimers();
    session.set('idleTime', 600_000);
    await renderGuard();
    // Entering an account stores its id first; its idleTime arrives with the next call.
    act(() => session.set('accountId', '7'));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    act(() => session.set('idleTime', 60_000));
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByText(expiredText)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText(expiredText)).toBeTruthy();
  });

  it('signs out at once when the idle flag is already set on load', async () => {
    session.set('idle', true);
    const authProvider = await renderGuard();
    await act(async () => undefined);
    expect(authProvider.logout).toHaveBeenCalled();
  });
});
