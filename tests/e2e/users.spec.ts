import { dialogs, expect, Form, ListPage, seededMemberName, shell, test } from './kit';

const MEMBER = seededMemberName('USER');

test('the owner filters the users, changes a user\'s type and status, restores and removes them', async ({ page, seed, signIn }) => {
  const account = await seed.account();
  const seededMember = await seed.member(account, 'USER');
  await signIn({ ...account.owner, account: account.businessName });
  await shell.openMenu(page, 'Users');
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/users$/);

  const users = new ListPage(page);
  const member = users.row(seededMember.username);
  const self = users.row(account.owner.username);
  await expect(member).toContainText(MEMBER);
  await expect(member).toContainText('User');
  await expect(member).toContainText('Active');
  await expect(self).toContainText('Owner');
  // Nobody changes or removes their own membership.
  await expect(self.getByRole('button')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Owner' }).click();
  await expect(member).toHaveCount(0);
  await expect(self).toBeVisible();
  await page.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await expect(member).toBeVisible();
  await expect(self).toHaveCount(0);
  await users.search('nobody-matches');
  await users.expectEmpty('No users match');
  await users.search(seededMember.username, seededMember.username);

  await users.rowAction(seededMember.username, `Change: ${MEMBER}`);
  const change = new Form(dialogs.named(page, `Change ${MEMBER}`));
  await change.choose('User type', 'Developer');
  await change.choose('Status', 'Inactive');
  await change.submit();
  await dialogs.closeSuccess(page, 'User status updated');
  // The type filter (User) no longer matches the developer; clear it to see the row.
  await page.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Clear value' }).click();
  await expect(member).toContainText('Developer');
  await expect(member).toContainText('Inactive');

  await users.rowAction(seededMember.username, `Restore: ${MEMBER}`);
  await dialogs.closeSuccess(page, 'User restored');
  await expect(member).toContainText('Active');
  await expect(member.getByRole('button', { name: `Restore: ${MEMBER}` })).toHaveCount(0);

  // Roles (the roles domain's dialog): the developer follows the console's DEVELOPER default role;
  // the owner assigns them USER instead, sees what they would lose first, and the dialog then
  // opens on the new choice.
  const openRoles = async () => {
    await users.rowAction(seededMember.username, `Roles: ${MEMBER}`);
    const roles = dialogs.named(page, `Roles of ${MEMBER}`);
    await expect(roles.getByRole('region', { name: 'Roles in the console' })).toBeVisible();
    return roles.getByRole('region', { name: 'Roles in the console' });
  };
  let consoleRoles = await openRoles();
  await expect(consoleRoles.getByRole('checkbox', { name: 'User', exact: true })).not.toBeChecked();
  await consoleRoles.getByRole('checkbox', { name: 'User', exact: true }).check();
  const rolesDialog = dialogs.named(page, `Roles of ${MEMBER}`);
  await rolesDialog.getByRole('button', { name: 'Save' }).click();
  await expect(rolesDialog.getByRole('status')).toContainText(/1 member loses view_apps/);
  await rolesDialog.getByRole('button', { name: 'Save changes' }).click();
  await dialogs.closeSuccess(page, /./);
  consoleRoles = await openRoles();
  await expect(consoleRoles.getByRole('checkbox', { name: 'User', exact: true })).toBeChecked();
  await expect(consoleRoles.getByRole('checkbox', { name: 'Developer', exact: true })).not.toBeChecked();
  await rolesDialog.getByRole('button', { name: 'Cancel' }).click();

  await users.rowAction(seededMember.username, `Remove: ${MEMBER}`);
  await dialogs.confirm(page, 'Confirm');
  await dialogs.closeSuccess(page, 'User removed from the account');
  await expect(member).toHaveCount(0);
});

test('a user without view_user has no Users menu entry and no Users page', async ({ page, signIn }) => {
  await signIn('user');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' })).toHaveCount(0);
  const accountId = /\/app\/(\d+)\//.exec(page.url())![1];
  await page.goto(`/admin/app/${accountId}/users`);
  await expect(page).toHaveURL(/\/admin\/401$/);
});
