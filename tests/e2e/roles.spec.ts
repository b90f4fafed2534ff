// Roles and permissions as their users meet them: a developer gives an app permissions and a
// default role; the owner of a subscribing account makes a role of the instance, gives it to a
// member (seeing the impact first), reads why the member holds a permission, is refused deleting a
// role still held; the member can then open the app, and the console's own flags follow at once.
// Each journey seeds its own accounts.
import { dialogs, expect, seededMemberName, shell, test, type Page, type Seeder } from './kit';

/** The access URL seed.app gives an app: the console's sign-in page. */
const ACCESS_PATH = '/admin/auth/login';
const MEMBER = seededMemberName('USER');

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Every successful action ends with the Success dialog (the roles' messages vary: the dialog is what counts). */
async function closeSuccess(page: Page) {
  await dialogs.closeSuccess(page, /./);
}

/** An account with a plain member (no role in any app yet): who owns it, and the member. */
async function accountWithMember(seed: Seeder) {
  const buyer = await seed.account();
  const member = await seed.member(buyer, 'USER');
  return { buyer, owner: { ...buyer.owner, account: buyer.businessName }, member };
}

test('a developer gives an app permissions, with the spec’s rules, and a default role holding one', async ({ page, seed, signIn }) => {
  const maker = await seed.account();
  const app = await seed.app(maker, { name: seed.unique('Ledger') });
  await signIn({ ...maker.owner, account: maker.businessName });
  await shell.openMenu(page, 'Developer Portal');
  await page.getByRole('row').filter({ hasText: app.name }).getByRole('link', { name: `Edit: ${app.name}` }).click();
  await shell.openTab(page.getByRole('tab', { name: 'Permissions' }));

  const addPermission = async (id: string, name: string) => {
    await page.getByRole('button', { name: 'Add permission' }).click();
    const dialog = dialogs.named(page, 'Add permission');
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

  await shell.openTab(page.getByRole('tab', { name: 'Default roles' }));
  await page.getByRole('button', { name: 'Add role' }).click();
  const role = dialogs.named(page, 'Add default role');
  await role.getByLabel('Role name').fill('Ledger Keeper');
  await role.getByLabel('User type').click();
  await page.getByRole('option', { name: 'Developer' }).click();
  await role.getByRole('checkbox', { name: 'View ledger (view_ledger)' }).check();
  await role.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page);
  await expect(page.getByRole('table', { name: 'Default roles' }).getByRole('row').filter({ hasText: 'Ledger Keeper' })).toContainText('Developer');
});

test('an owner makes an instance role, gives it to a member, sees why they hold it; the member opens the app', async ({ page, openOtherBrowser, seed, signIn }) => {
  // Two people in two browsers through a dozen steps: over a minute under the full suite's load.
  test.slow();
  // Another account develops the app: two permissions, and a default role for developers only.
  const maker = await seed.account();
  const app = await seed.app(maker, { name: seed.unique('Ledger') });
  await seed.permission(app, 'export_data', 'Export data');
  await seed.defaultRole(app, { roleName: 'Ledger Keeper', userType: 'DEVELOPER', permissions: [await seed.permission(app, 'view_ledger', 'View ledger')] });
  const { buyer, owner, member } = await accountWithMember(seed);
  await seed.subscription(buyer, app);

  // Before: the member holds no role in the app.
  const memberPage = await openOtherBrowser();
  await shell.signInTo(memberPage, member);
  await memberPage.getByRole('article', { name: app.name }).getByRole('button', { name: 'Open' }).click();
  await expect(memberPage.getByRole('dialog')).toContainText('no role assigned');
  await memberPage.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await signIn(owner);
  await page.getByRole('article', { name: app.name }).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/\d+\/\d+\/detialPage$/);
  await shell.openTab(page.getByRole('tab', { name: 'Roles' }));
  const roles = page.getByRole('table', { name: 'Roles' });
  await expect(roles).toContainText('Ledger Keeper'); // the app's default role, read-only here
  await expect(roles.getByRole('button', { name: 'Delete: Ledger Keeper' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add role' }).click();
  const role = dialogs.named(page, 'Add role');
  await role.getByLabel('Role name').fill('Ledger Exporter');
  await role.getByLabel('Search permissions').fill('export');
  await role.getByRole('checkbox', { name: 'Export data (export_data)' }).check();
  await role.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page);
  await expect(roles.getByRole('row').filter({ hasText: 'Ledger Exporter' })).toContainText('Custom role');

  await shell.openTab(page.getByRole('tab', { name: 'Members' }));
  await page.getByRole('button', { name: `Roles: ${MEMBER}` }).click();
  const assign = dialogs.named(page, `Roles of ${MEMBER} in ${app.name}`);
  await assign.getByRole('checkbox', { name: 'Ledger Exporter' }).check();
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign.getByRole('status')).toContainText('1 member gains export_data');
  await assign.getByRole('button', { name: 'Save changes' }).click();
  await closeSuccess(page);

  await page.getByRole('button', { name: `Permissions: ${MEMBER}` }).click();
  const why = dialogs.named(page, `Permissions of ${MEMBER}`);
  await expect(why).toContainText('From the roles assigned to this member.');
  const exportRow = why.getByRole('listitem').filter({ hasText: 'Export data (export_data)' });
  await expect(exportRow).toContainText('Ledger Exporter · Custom role');
  await exportRow.getByRole('button', { name: 'Who holds it: export_data' }).click();
  await expect(dialogs.named(page, 'Who holds Export data')).toContainText(member.username);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // A role still held is protected: the server refuses, the console says so.
  await shell.openTab(page.getByRole('tab', { name: 'Roles' }));
  await page.getByRole('button', { name: 'Delete: Ledger Exporter' }).click();
  await dialogs.confirm(page, 'Yes');
  const refusal = dialogs.named(page, 'Error');
  await expect(refusal).toContainText('This role cannot be deleted.');
  await refusal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Roles' })).toContainText('Ledger Exporter');

  // After: the member opens the app, without signing in again.
  const popupOpened = memberPage.context().waitForEvent('page');
  await memberPage.getByRole('article', { name: app.name }).getByRole('button', { name: 'Open' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe(ACCESS_PATH);
});

test('a member’s console follows the roles an owner gives them, without signing in again', async ({ page, openOtherBrowser, seed, signIn }) => {
  const { owner, member } = await accountWithMember(seed);
  const memberPage = await openOtherBrowser();
  await shell.signInTo(memberPage, member);
  await expect(nav(memberPage).getByRole('link', { name: 'My Apps' })).toBeVisible();
  await expect(nav(memberPage).getByRole('link', { name: 'Developer Portal' })).toHaveCount(0);

  await signIn(owner);
  await shell.openMenu(page, 'Users');
  await page.getByRole('row').filter({ hasText: member.username }).getByRole('button', { name: `Roles: ${MEMBER}` }).click();
  const dialog = dialogs.named(page, `Roles of ${MEMBER}`);
  await dialog.getByRole('region', { name: 'Roles in the console' }).getByRole('checkbox', { name: 'Developer' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toContainText('1 member gains view_apps');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await closeSuccess(page);

  // The member's open console hears of it and shows the Developer Portal.
  await expect(nav(memberPage).getByRole('link', { name: 'Developer Portal' })).toBeVisible();

  // A change made while the member's console is closed shows when they open it again.
  const memberConsole = memberPage.url();
  await memberPage.goto('about:blank');
  await page.getByRole('row').filter({ hasText: member.username }).getByRole('button', { name: `Roles: ${MEMBER}` }).click();
  await dialog.getByRole('region', { name: 'Roles in the console' }).getByRole('checkbox', { name: 'Developer' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await closeSuccess(page);
  await memberPage.goto(memberConsole);
  await expect(nav(memberPage).getByRole('link', { name: 'My Apps' })).toBeVisible();
  await expect(nav(memberPage).getByRole('link', { name: 'Developer Portal' })).toHaveCount(0);
});
