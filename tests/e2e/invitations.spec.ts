import { expect, test, type Page } from './fixtures';
import { JOURNEY_PASSWORD, journeyUsers, pickAccount, signIn, closeSuccess } from './helpers';
import { EXPIRED_INVITATION_KEY } from './journeyUsers';
import { linkIn, waitForMail } from './mail';

const INVITER_ACCOUNT = 'Journey inviter Ltd';

/** On the login page a link sent the user to: sign in and come back to where the link pointed. */
async function signInFromLink(page: Page, username: string) {
  await expect(page).toHaveURL(/\/admin\/auth\/login\?returnTo=/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openUsers(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/users$/);
}

test('the owner invites an existing user, who accepts from the mail and is in the account with the role', async ({ page, openOtherBrowser }) => {
  test.slow(); // two people, two browsers, a mail in between
  await signIn(page, journeyUsers.inviter, JOURNEY_PASSWORD);
  await pickAccount(page, INVITER_ACCOUNT);
  await openUsers(page);
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(journeyUsers.invitee);
  await dialog.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Developer' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await closeSuccess(page, `Invitation sent to ${journeyUsers.invitee}`);
  const invitationRow = page.getByRole('row').filter({ hasText: journeyUsers.invitee });
  await expect(invitationRow).toContainText('Pending');
  await expect(invitationRow).toContainText('Developer');

  // The invitee opens the mailed link in their own browser, signs in, and lands in the account.
  const mail = await waitForMail(journeyUsers.invitee, new RegExp(`Invitation to join ${INVITER_ACCOUNT}`));
  const link = linkIn(mail, '/admin/auth/accept-invite');
  const invitee = await openOtherBrowser();
  await invitee.goto(link);
  await signInFromLink(invitee, journeyUsers.invitee);
  await expect(invitee).toHaveURL(/\/admin\/app\/pages\/account-list\?mode=view-all$/);
  const accountRow = invitee.getByRole('row').filter({ hasText: INVITER_ACCOUNT });
  await expect(accountRow).toContainText('Developer');

  // The link is single-use.
  await invitee.goto(link);
  await expect(invitee.getByText('User Invitation not found or User Invitation already accepted')).toBeVisible();

  // The owner sees the invitation accepted and the new user in Users, and changes their status.
  await page.reload();
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(page.getByRole('row').filter({ hasText: journeyUsers.invitee })).toContainText('Accepted');
  await page.getByRole('tab', { name: 'Users' }).click();
  const userRow = page.getByRole('row').filter({ hasText: journeyUsers.invitee });
  await expect(userRow).toContainText('Developer');
  await expect(userRow).toContainText('Active');
  await userRow.getByRole('button', { name: 'Change: Journey invitee' }).click();
  const change = page.getByRole('dialog', { name: 'Change Journey invitee' });
  await change.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await change.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page, 'User status updated');
  await expect(userRow).toContainText('Inactive');
});

test('an expired invitation offers a new one; the inviter resends it from the bell and the invitee gets in', async ({ page, openOtherBrowser }) => {
  test.slow(); // two people, two browsers, two mails in between
  await page.goto(`/admin/auth/accept-invite?key=${EXPIRED_INVITATION_KEY}`);
  await expect(page.getByText('This invitation has expired. Would you like to request a new one?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('A new invitation has been requested. It will reach you by email.')).toBeVisible();

  // The inviter is told by mail and in the bell, and resends the invitation from the bell.
  await waitForMail(journeyUsers.inviter, /New invitation requested/);
  const inviter = await openOtherBrowser();
  await signIn(inviter, journeyUsers.inviter, JOURNEY_PASSWORD);
  await pickAccount(inviter, INVITER_ACCOUNT);
  await inviter.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const request = inviter.getByRole('listitem').filter({ hasText: `${journeyUsers.lateInvitee} asks for a new invitation to ${INVITER_ACCOUNT}` });
  await request.getByRole('button', { name: 'Resend' }).click();
  await expect(inviter).toHaveURL(/\/admin\/app\/pages\/account-list\?mode=view-all$/);

  const renewed = await waitForMail(journeyUsers.lateInvitee, new RegExp(`Invitation to join ${INVITER_ACCOUNT}`));
  // From the mailbox: the same key's page is still open here, and a link differing only in its
  // fragment would not load it again.
  await page.goto('about:blank');
  await page.goto(linkIn(renewed, '/admin/auth/accept-invite'));
  await signInFromLink(page, journeyUsers.lateInvitee);
  await expect(page).toHaveURL(/\/admin\/app\/pages\/account-list\?mode=view-all$/);
  await expect(page.getByRole('row').filter({ hasText: INVITER_ACCOUNT })).toContainText('User');
});
