import { expect, test } from './fixtures';
import { JOURNEY_PASSWORD, journeyUsers, pickAccount, signIn, users, closeSuccess } from './helpers';

const ACCOUNT = 'Journey usersOwner Ltd';
const MEMBER = 'Journey usersMember';

test('the owner filters the users, changes a user\'s type and status, restores and removes them', async ({ page }) => {
  await signIn(page, journeyUsers.usersOwner, JOURNEY_PASSWORD);
  await pickAccount(page, ACCOUNT);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/users$/);

  const member = page.getByRole('row').filter({ hasText: journeyUsers.usersMember });
  const self = page.getByRole('row').filter({ hasText: journeyUsers.usersOwner });
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
  await page.getByRole('textbox', { name: 'Search' }).fill('nobody-matches');
  await expect(page.getByText('No users match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('usersMember');
  await expect(member).toBeVisible();

  await member.getByRole('button', { name: `Change: ${MEMBER}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change ${MEMBER}` });
  await dialog.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Developer' }).click();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page, 'User status updated');
  // The type filter (User) no longer matches the developer; clear it to see the row.
  await page.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Clear value' }).click();
  await expect(member).toContainText('Developer');
  await expect(member).toContainText('Inactive');

  await member.getByRole('button', { name: `Restore: ${MEMBER}` }).click();
  await closeSuccess(page, 'User restored');
  await expect(member).toContainText('Active');
  await expect(member.getByRole('button', { name: `Restore: ${MEMBER}` })).toHaveCount(0);

  // Roles (the roles domain's dialog): the developer follows the console's DEVELOPER default role;
  // the owner assigns them USER instead, sees what they would lose first, and the dialog then
  // opens on the new choice.
  const openRoles = async () => {
    await member.getByRole('button', { name: `Roles: ${MEMBER}` }).click();
    const roles = page.getByRole('dialog', { name: `Roles of ${MEMBER}` });
    await expect(roles.getByRole('region', { name: 'Roles in the console' })).toBeVisible();
    return roles.getByRole('region', { name: 'Roles in the console' });
  };
  let consoleRoles = await openRoles();
  await expect(consoleRoles.getByRole('checkbox', { name: 'User', exact: true })).not.toBeChecked();
  await consoleRoles.getByRole('checkbox', { name: 'User', exact: true }).check();
  const rolesDialog = page.getByRole('dialog', { name: `Roles of ${MEMBER}` });
  await rolesDialog.getByRole('button', { name: 'Save' }).click();
  await expect(rolesDialog.getByRole('status')).toContainText(/1 member loses view_apps/);
  await rolesDialog.getByRole('button', { name: 'Save changes' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).click();
  consoleRoles = await openRoles();
  await expect(consoleRoles.getByRole('checkbox', { name: 'User', exact: true })).toBeChecked();
  await expect(consoleRoles.getByRole('checkbox', { name: 'Developer', exact: true })).not.toBeChecked();
  await rolesDialog.getByRole('button', { name: 'Cancel' }).click();

  await member.getByRole('button', { name: `Remove: ${MEMBER}` }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await closeSuccess(page, 'User removed from the account');
  await expect(member).toHaveCount(0);
});

test('a user without view_user has no Users menu entry and no Users page', async ({ page }) => {
  await signIn(page, users.plain);
  await pickAccount(page, 'Acme Corporation');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' })).toHaveCount(0);
  const accountId = /\/app\/(\d+)\//.exec(page.url())![1];
  await page.goto(`/admin/app/${accountId}/users`);
  await expect(page).toHaveURL(/\/admin\/401$/);
});
