// The Security page reads whether two-factor is on (the twoFactor resource's record), asks a new
// secret to set it up with, and switches it with a code (useUpdate): the outcome in the result
// dialog, then the page's status as saved, without reading it again; a refused code stays on the form.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { profilePlugin } from '../../src/resources/profile';
import { SecurityPage } from '../../src/resources/profile/SecurityPage';
import { session } from '../../src/session/session';
import { renderInShell } from './layoutTestKit';
import { fakeServer } from './httpClient.fakeServer';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const STATE = 'GET /auth/getUsing2fa';
const SETUP = 'GET /auth/mfasetup';
const SWITCH = 'GET /auth/using2fa';

const setUpAndEnter = async (code: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
  await screen.findByRole('img', { name: 'QR code for your authenticator app' });
  fireEvent.change(screen.getByLabelText(/Authentication code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
};

describe('the Security page', { timeout: 20_000 }, () => {
  it('sets two-factor up with a code, says so, then shows it on as saved', async () => {
    session.set('username', 'ada@example.com');
    const server = fakeServer({
      [STATE]: () => ({ status: 200, body: { using2fa: false } }),
      [SETUP]: () => ({ status: 200, body: { qrCode: 'data:image/png;base64,AA', mfaCode: 'SECRETKEY' } }),
      [SWITCH]: () => ({ status: 200, body: { using2fa: true, message: 'Two-factor authentication enabled' } }),
    });
    renderInShell(<SecurityPage />, { plugins: [profilePlugin] });
    expect(await screen.findByText('Two-factor authentication is off.')).toBeTruthy();
    await setUpAndEnter('123456');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Two-factor authentication is now on.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeTruthy();
    expect(server.to(SWITCH).map((r) => Object.fromEntries(r.url.searchParams)))
      .toEqual([{ using2fa: 'true', username: 'ada@example.com', code: '123456' }]);
    expect(server.to(SETUP).map((r) => Object.fromEntries(r.url.searchParams))).toEqual([{ username: 'ada@example.com' }]);
    expect(server.to(STATE)).toHaveLength(1);
  });

  it("keeps the code form with the server's reason when the code is refused", async () => {
    session.set('username', 'ada@example.com');
    fakeServer({
      [STATE]: () => ({ status: 200, body: { using2fa: false } }),
      [SETUP]: () => ({ status: 200, body: { qrCode: 'data:image/png;base64,AA', mfaCode: 'SECRETKEY' } }),
      [SWITCH]: () => ({ status: 400, body: { message: 'Invalid verification code' } }),
    });
    renderInShell(<SecurityPage />, { plugins: [profilePlugin] });
    await setUpAndEnter('000000');
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
