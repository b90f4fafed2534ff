import { dialogs, expect, SEEDED_OWNER_NAME, shell, test, type Page } from './kit';
import { EXPIRED_INVITATION_KEY, journeyPerson } from './journeyUsers';
import { linkIn, waitForMail } from './mail';

/** On the login page a link sent the user to: sign in and come back to where the link pointed. */
async function signInFromLink(page: Page, who: { username: string; password: string }) {
  await expect(page).toHaveURL(/\/admin\/auth\/login\?returnTo=/);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openUsers(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/users$/);
}

test('the owner invites an existing user, who accepts from the mail and is in the account with the role', async ({ page, openOtherBrowser, seed, signIn }) => {
  test.slow(); // two people, two browsers, a mail in between
  const inviterAccount = await seed.account();
  // Someone already registered, with an account of their own.
  const invitee = await seed.outsider();
  await signIn({ ...inviterAccount.owner, account: inviterAccount.businessName });
  await openUsers(page);
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(invitee.username);
  await dialog.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Developer' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialogs.closeSuccess(page, `Invitation sent to ${invitee.username}`);
  const invitationRow = page.getByRole('row').filter({ hasText: invitee.username });
  await expect(invitationRow).toContainText('Pending');
  await expect(invitationRow).toContainText('Developer');

  // The invitee opens the mailed link in their own browser, signs in, and lands in the account.
  const mail = await waitForMail(invitee.username, new RegExp(`Invitation to join ${inviterAccount.businessName}`));
  const link = linkIn(mail, '/admin/auth/accept-invite');
  const inviteePage = await openOtherBrowser();
  await inviteePage.goto(link);
  await signInFromLink(inviteePage, invitee);
  await expect(inviteePage).toHaveURL(/\/admin\/app\/pages\/account-list\?mode=view-all$/);
  const accountRow = inviteePage.getByRole('row').filter({ hasText: inviterAccount.businessName });
  await expect(accountRow).toContainText('Developer');

  // The link is single-use.
  await inviteePage.goto(link);
  await expect(inviteePage.getByText('User Invitation not found or User Invitation already accepted')).toBeVisible();

  // The owner sees the invitation accepted and the new user in Users, and changes their status.
  await page.reload();
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(page.getByRole('row').filter({ hasText: invitee.username })).toContainText('Accepted');
  await page.getByRole('tab', { name: 'Users' }).click();
  const userRow = page.getByRole('row').filter({ hasText: invitee.username });
  await expect(userRow).toContainText('Developer');
  await expect(userRow).toContainText('Active');
  await userRow.getByRole('button', { name: `Change: ${SEEDED_OWNER_NAME}` }).click();
  const change = page.getByRole('dialog', { name: `Change ${SEEDED_OWNER_NAME}` });
  await change.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await change.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'User status updated');
  await expect(userRow).toContainText('Inactive');
});

test('an expired invitation offers a new one; the inviter resends it from the bell and the invitee gets in', async ({ page, openOtherBrowser }) => {
  const inviter = journeyPerson('inviter');
  const lateInvitee = journeyPerson('lateInvitee');
  test.slow(); // two people, two browsers, two mails in between
  await page.goto(`/admin/auth/accept-invite?key=${EXPIRED_INVITATION_KEY}`);
  await expect(page.getByText('This invitation has expired. Would you like to request a new one?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('A new invitation has been requested. It will reach you by email.')).toBeVisible();

  // The inviter is told by mail and in the bell, and resends the invitation from the bell.
  await waitForMail(inviter.username, /New invitation requested/);
  const inviterPage = await openOtherBrowser();
  await shell.signInTo(inviterPage, inviter);
  await inviterPage.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const request = inviterPage.getByRole('listitem').filter({ hasText: `${lateInvitee.username} asks for a new invitation to ${inviter.account}` });
  await request.getByRole('button', { name: 'Resend' }).click();
  await expect(inviterPage).toHaveURL(/\/admin\/app\/pages\/account-list\?mode=view-all$/);

  const renewed = await waitForMail(lateInvitee.username, new RegExp(`Invitation to join ${inviter.account}`));
  // From the mailbox: the same key's page is still open here, and a link differing only in its
  // fragment would not load it again.
  await page.goto('about:blank');
  await page.goto(linkIn(renewed, '/admin/auth/accept-invite'));
  await signInFromLink(page, lateInvitee);
  await expect(page).toHaveURL(/\/admin\/app\/pages\/account-list\?mode=view-all$/);
  await expect(page.getByRole('row').filter({ hasText: inviter.account })).toContainText('User');
});
