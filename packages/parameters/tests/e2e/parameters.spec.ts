import { dialogs, expect, Form, ListPage, shell, test } from '@platform-console/plugin-api/testing/e2e';

test('an owner sets the account’s own idle time-out over the platform default, and the next sign-in times out after it', async ({ page, openOtherBrowser, seed, signIn }) => {
  test.slow(); // two sign-ins, and a minute of idle time run on a fake clock
  const account = await seed.account();
  await signIn({ ...account.owner, account: account.businessName });
  await shell.openMenu(page, 'App Parameters');
  await expect(page).toHaveURL(/\/admin\/app\/pages\/app-parameters$/);
  const parameters = new ListPage(page, 'App Parameters');
  const idleTime = parameters.row('idleTime');
  await expect(idleTime).toContainText('600');
  await expect(idleTime).toContainText('Platform default');

  // The default's value, for this account only: a value the platform cannot use is refused first.
  await parameters.rowAction('idleTime', 'Set for this account: idleTime');
  const dialog = new Form(dialogs.named(page, 'Edit parameter idleTime'));
  await expect(dialog.field('Parameter Name')).toBeDisabled();
  await dialog.fill({ 'Parameter Value': '5' });
  await dialog.submit();
  await dialog.expectError('idleTime is a whole number of seconds from 60 to 86400');
  await dialog.fill({ 'Parameter Value': '60' });
  await dialog.submit();
  await dialogs.closeSuccess(page, 'App parameter created successfully');
  await expect(idleTime).toContainText('60');
  await expect(idleTime).toContainText('This account');

  // A parameter of the account's own: required fields first, then added and deleted.
  await page.getByRole('button', { name: 'Add parameter' }).click();
  const add = new Form(dialogs.named(page, 'Add parameter'));
  await add.submit();
  await add.expectError('Parameter Name is required');
  await add.fill({ 'Parameter Name': 'supportEmail', 'Parameter Value': 'help@parameters.example' });
  await add.submit();
  await dialogs.closeSuccess(page, 'App parameter created successfully');
  await parameters.rowAction('supportEmail', 'Delete: supportEmail');
  await dialogs.confirm(page, 'Yes');
  await dialogs.closeSuccess(page, 'App parameter deleted successfully');
  await expect(parameters.row('supportEmail')).toHaveCount(0);

  // The next sign-in to the account reads 60 s: idle for 50 s nothing happens, past 60 s the session ends.
  const later = await openOtherBrowser();
  await later.clock.install();
  // The account's idle time-out is read as the account is entered, after its name shows: the fake clock runs once it has arrived.
  const idleTimeRead = later.waitForResponse((r) => r.url().includes('/appParameter') && r.url().includes('idleTime'));
  await shell.signIn(later, account.owner.username, account.owner.password);
  await expect(later.getByRole('banner')).toContainText(account.businessName);
  await idleTimeRead;
  const expired = later.getByRole('dialog').filter({ hasText: 'Your session has expired' });
  await later.clock.runFor(50_000);
  await expect(expired).toHaveCount(0);
  await later.clock.runFor(15_000);
  await expect(expired).toBeVisible();
});
