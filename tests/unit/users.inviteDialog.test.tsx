// The invite dialog over a stubbed platform API: Send invitation waits for the account's role
// choices (a click before them sent the form without its fields, unvalidated, and failed with a
// script error), then refuses an empty email with the form's own message and sends nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { usersPlugin } from '../../src/resources/users';
import { InviteUserDialog } from '../../src/resources/users/InviteUserDialog';
import { session } from '../../src/session/session';
import type { InstanceRoleChoices } from '../../contract/users';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';
import { fakeServer, type FakeAnswer } from './httpClient.fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the invite dialog', () => {
  it('keeps Send invitation disabled until the role choices arrive, then refuses an empty email and sends nothing', async () => {
    session.set('accountId', '3');
    session.set('userId', '1');
    let answerChoices: (answer: FakeAnswer) => void = () => {};
    const noOtherApps: InstanceRoleChoices[] = [];
    const server = fakeServer({
      'GET /users/account-user/invite-roles': () => new Promise((resolve) => { answerChoices = resolve; }),
      'POST /auth/invite-user': () => ({ status: 200, body: { message: 'Invitation sent' } }),
    });
    renderInShell(<InviteUserDialog open onClose={() => {}} />, { plugins: [usersPlugin], authProvider: fakeAuthProvider({ invite_user: true }) });
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    await waitFor(() => expect(server.to('GET /users/account-user/invite-roles')).toHaveLength(1));
    expect(send).toHaveProperty('disabled', true);

    answerChoices({ status: 200, body: noOtherApps });
    expect(await within(dialog).findByText('The account has no other apps to give roles in.')).toBeTruthy();
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    expect(await within(dialog).findByText('Email is required')).toBeTruthy();
    expect(server.to('POST /auth/invite-user')).toHaveLength(0);
  });
});
