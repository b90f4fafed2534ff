// Roles and permissions as their users meet them: a developer gives an app permissions and a
// default role; the owner of a subscribing account makes a role of the instance, gives it to a
// member (seeing the impact first), reads why the member holds a permission, is refused deleting a
// role still held; the member can then open the app, and the console's own flags follow at once.
import { expect, test, type Page } from './fixtures';
import { JOURNEY_PASSWORD, journeyUsers, pickAccount, signIn } from './helpers';
import { ROLES_APP, ROLES_APP_PATH } from './seedRoles';

const MAKER = 'Journey rolesMaker Ltd';
const BUYER = 'Journey rolesBuyer Ltd';
const MEMBER = 'Journey rolesMember';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function closeSuccess(page: Page) {
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(success).toHaveCount(0);
}

async function openInstancePage(page: Page) {
  await page.getByRole('article', { name: ROLES_APP }).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/\d+\/\d+\/detialPage$/);
}

test.describe.configure({ mode: 'serial' });

test('a developer gives an app permissions, with the spec’s rules, and a default role holding one', async ({ page }) => {
  await signIn(page, journeyUsers.rolesMaker, JOURNEY_PASSWORD);
  await pickAccount(page, MAKER);
  await nav(page).getByRole('link', { name: 'Developer Portal' }).click();
  await page.getByRole('row').filter({ hasText: ROLES_APP }).getByRole('link', { name: `Edit: ${ROLES_APP}` }).click();
  await page.getByRole('tab', { name: 'Permissions' }).click();

  const addPermission = async (id: string, name: string) => {
    await page.getByRole('button', { name: 'Add permission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add permission' });
    await dialog.getByLabel('Permission id').fill(id);
    await dialog.getByLabel('Permission name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    return dialog;
  };
  const refused = await addPermission('export-data', 'Export the whole ledger');
  await expect(refused).toContainText('Use letters, numbers and underscore only');
  await expect(refused).toContainText('Permission name should be less than 20 character');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await addPermission('export_data', 'Export data');
  await closeSuccess(page);
  await addPermission('view_ledger', 'View ledger');
  await closeSuccess(page);
  const permissions = page.getByRole('table', { name: 'Permissions' });
  await expect(permissions).toContainText('export_data');
  await expect(permissions).toContainText('view_ledger');

  await page.getByRole('tab', { name: 'Default roles' }).click();
  await page.getByRole('button', { name: 'Add role' }).click();
  const role = page.getByRole('dialog', { name: 'Add default role' });
  await role.getByLabel('Role name').fill('Ledger Keeper');
  await role.getByLabel('User type').click();
  await page.getByRole('option', { name: 'Developer' }).click();
  await role.getByRole('checkbox', { name: 'View ledger (view_ledger)' }).check();
  await role.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page);
  await expect(page.getByRole('table', { name: 'Default roles' }).getByRole('row').filter({ hasText: 'Ledger Keeper' })).toContainText('Developer');
});

test('an owner makes an instance role, gives it to a member, sees why they hold it; the member opens the app', async ({ page, openOtherBrowser }) => {
  // Two people in two browsers through a dozen steps: over a minute under the full suite's load.
  test.slow();
  // Before: the member holds no role in the app.
  const memberPage = await openOtherBrowser();
  await signIn(memberPage, journeyUsers.rolesMember, JOURNEY_PASSWORD);
  await pickAccount(memberPage, BUYER);
  await memberPage.getByRole('article', { name: ROLES_APP }).getByRole('button', { name: 'Open' }).click();
  await expect(memberPage.getByRole('dialog')).toContainText('no role assigned');
  await memberPage.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await signIn(page, journeyUsers.rolesBuyer, JOURNEY_PASSWORD);
  await pickAccount(page, BUYER);
  await openInstancePage(page);
  await page.getByRole('tab', { name: 'Roles' }).click();
  const roles = page.getByRole('table', { name: 'Roles' });
  await expect(roles).toContainText('Ledger Keeper'); // the app's default role, read-only here
  await expect(roles.getByRole('button', { name: 'Delete: Ledger Keeper' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add role' }).click();
  const role = page.getByRole('dialog', { name: 'Add role' });
  await role.getByLabel('Role name').fill('Ledger Exporter');
  await role.getByLabel('Search permissions').fill('export');
  await role.getByRole('checkbox', { name: 'Export data (export_data)' }).check();
  await role.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page);
  await expect(roles.getByRole('row').filter({ hasText: 'Ledger Exporter' })).toContainText('Custom role');

  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('button', { name: `Roles: ${MEMBER}` }).click();
  const assign = page.getByRole('dialog', { name: `Roles of ${MEMBER} in ${ROLES_APP}` });
  await assign.getByRole('checkbox', { name: 'Ledger Exporter' }).check();
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign.getByRole('status')).toContainText('1 member gains export_data');
  await assign.getByRole('button', { name: 'Save changes' }).click();
  await closeSuccess(page);

  await page.getByRole('button', { name: `Permissions: ${MEMBER}` }).click();
  const why = page.getByRole('dialog', { name: `Permissions of ${MEMBER}` });
  await expect(why).toContainText('From the roles assigned to this member.');
  const exportRow = why.getByRole('listitem').filter({ hasText: 'Export data (export_data)' });
  await expect(exportRow).toContainText('Ledger Exporter · Custom role');
  await exportRow.getByRole('button', { name: 'Who holds it: export_data' }).click();
  await expect(page.getByRole('dialog', { name: 'Who holds Export data' })).toContainText(journeyUsers.rolesMember);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // A role still held is protected: the server refuses, the console says so.
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByRole('button', { name: 'Delete: Ledger Exporter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  const refusal = page.getByRole('dialog', { name: 'Error' });
  await expect(refusal).toContainText('This role cannot be deleted.');
  await refusal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Roles' })).toContainText('Ledger Exporter');

  // After: the member opens the app, without signing in again.
  const popupOpened = memberPage.context().waitForEvent('page');
  await memberPage.getByRole('article', { name: ROLES_APP }).getByRole('button', { name: 'Open' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe(ROLES_APP_PATH);
});

test('a member’s console follows the roles an owner gives them, without signing in again', async ({ page, openOtherBrowser }) => {
  const memberPage = await openOtherBrowser();
  await signIn(memberPage, journeyUsers.rolesMember, JOURNEY_PASSWORD);
  await pickAccount(memberPage, BUYER);
  await expect(nav(memberPage).getByRole('link', { name: 'My Apps' })).toBeVisible();
  await expect(nav(memberPage).getByRole('link', { name: 'Developer Portal' })).toHaveCount(0);

  await signIn(page, journeyUsers.rolesBuyer, JOURNEY_PASSWORD);
  await pickAccount(page, BUYER);
  await nav(page).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('row').filter({ hasText: journeyUsers.rolesMember }).getByRole('button', { name: `Roles: ${MEMBER}` }).click();
  const dialog = page.getByRole('dialog', { name: `Roles of ${MEMBER}` });
  await dialog.getByRole('region', { name: 'Roles in the console' }).getByRole('checkbox', { name: 'Developer' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toContainText('1 member gains view_apps');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await closeSuccess(page);

  // The member's open console hears of it and shows the Developer Portal.
  await expect(nav(memberPage).getByRole('link', { name: 'Developer Portal' })).toBeVisible();
});
