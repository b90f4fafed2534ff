import { dialogs, expect, Form, ListPage, shell, test } from './kit';
import { linkIn, waitForMail } from './mail';

const NEWCOMER_PASSWORD = 'Newcomer@2026';

test('the owner invites a new address; the invitee registers from the mailed link, signs in and is in the account with the role', async ({ page, openOtherBrowser, seed, signIn }) => {
  test.slow(); // two people, two browsers, a mail in between
  const account = await seed.account();
  const INVITER_ACCOUNT = account.businessName;
  const email = `${seed.unique('newcomer')}@example.test`;
  await signIn({ ...account.owner, account: INVITER_ACCOUNT });
  await shell.openMenu(page, 'Users');
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = new Form(dialogs.named(page, 'Invite a user'));
  await invite.fill({ Email: email });
  await invite.choose('User type', 'Developer');
  await invite.submit('Send invitation');
  await dialogs.closeSuccess(page, `Invitation sent to ${email}`);
  // The list resends it (the same link, mailed again).
  await new ListPage(page).rowAction(email, `Resend: ${email}`);
  await dialogs.closeSuccess(page, `Invitation resent to ${email}`);

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
  await shell.signIn(invitee, email, NEWCOMER_PASSWORD);
  await expect(invitee).toHaveURL(/\/admin\/app\//);
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
