import { expect, test } from './fixtures';
import { JOURNEY_PASSWORD, journeyUsers, pickAccount, signIn, closeSuccess } from './helpers';
import { linkIn, waitForMail } from './mail';

// The inviter's account is shared with invitations.spec.ts; this journey invites an address of
// its own, so the two never look at each other's rows.
const INVITER_ACCOUNT = 'Journey inviter Ltd';
const NEWCOMER_PASSWORD = 'Newcomer@2026';

test('the owner invites a new address; the invitee registers from the mailed link, signs in and is in the account with the role', async ({ page, openOtherBrowser }) => {
  test.slow(); // two people, two browsers, a mail in between
  const email = `newcomer-${Date.now()}@example.test`;
  await signIn(page, journeyUsers.inviter, JOURNEY_PASSWORD);
  await pickAccount(page, INVITER_ACCOUNT);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Developer' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await closeSuccess(page, `Invitation sent to ${email}`);
  // The list resends it (the same link, mailed again).
  await page.getByRole('button', { name: `Resend: ${email}` }).click();
  await closeSuccess(page, `Invitation resent to ${email}`);

  // Nobody has this address yet: the link leads to registration with the key.
  const mail = await waitForMail(email, new RegExp(`Invitation to join ${INVITER_ACCOUNT}`));
  const invitee = await openOtherBrowser();
  await invitee.goto(linkIn(mail, '/admin/auth/accept-invite'));
  // The mailed link has no bell item behind it: no empty nId.
  await expect(invitee).toHaveURL(/\/admin\/auth\/register\?key=[^&]+$/);
  await expect(invitee.getByText('You were invited to join an account: register with the invited email address')).toBeVisible();
  await invitee.getByLabel('First name').fill('Nia');
  await invitee.getByLabel('Last name').fill('Newcomer');
  // The invited address is filled in.
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await invitee.getByLabel('Password', { exact: true }).fill(NEWCOMER_PASSWORD);
  await invitee.getByLabel('Confirm password').fill(NEWCOMER_PASSWORD);
  await invitee.getByRole('button', { name: 'Register' }).click();
  await expect(invitee.getByText('User registered successfully')).toBeVisible();
  await expect(invitee.getByText('You have joined the account you were invited to. You can sign in now.')).toBeVisible();

  // The invitation proved the address: the invitee signs in at once and finds the account with the role.
  await signIn(invitee, email, NEWCOMER_PASSWORD);
  await invitee.goto('/admin/app/pages/account-list?mode=view-all');
  await expect(invitee.getByRole('row').filter({ hasText: INVITER_ACCOUNT })).toContainText('Developer');

  // The owner sees the invitation accepted and the newcomer among the users.
  await page.reload();
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Accepted');
  await page.getByRole('tab', { name: 'Users' }).click();
  const userRow = page.getByRole('row').filter({ hasText: email });
  await expect(userRow).toContainText('Developer');
  await expect(userRow).toContainText('Active');
});
