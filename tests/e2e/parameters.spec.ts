import { expect, test } from './fixtures';
import { journeyUsers, JOURNEY_PASSWORD, pickAccount, signIn } from './helpers';

const ACCOUNT = 'Journey parametersOwner Ltd';

test('an owner sets the account’s own idle time-out over the platform default, and the next sign-in times out after it', async ({ page, openOtherBrowser }) => {
  test.slow(); // two sign-ins, and a minute of idle time run on a fake clock
  await signIn(page, journeyUsers.parametersOwner, JOURNEY_PASSWORD);
  await pickAccount(page, ACCOUNT);
  await page.getByRole('navigation').getByRole('link', { name: 'App Parameters' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/pages\/app-parameters$/);
  const table = page.getByRole('table', { name: 'App Parameters' });
  await expect(table.getByRole('row').filter({ hasText: 'idleTime' })).toContainText('600');
  await expect(table.getByRole('row').filter({ hasText: 'idleTime' })).toContainText('Platform default');

  // The default's value, for this account only: a value the platform cannot use is refused first.
  await table.getByRole('button', { name: 'Set for this account: idleTime' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit parameter idleTime' });
  await expect(dialog.getByRole('textbox', { name: 'Parameter Name' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Parameter Value' }).fill('5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('idleTime is a whole number of seconds from 60 to 86400')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Parameter Value' }).fill('60');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const done = page.getByRole('dialog', { name: 'Success' });
  await expect(done).toContainText('App parameter created successfully');
  await done.getByRole('button', { name: 'Close' }).click();
  const own = table.getByRole('row').filter({ hasText: 'idleTime' });
  await expect(own).toContainText('60');
  await expect(own).toContainText('This account');

  // A parameter of the account's own: required fields first, then added and deleted.
  await page.getByRole('button', { name: 'Add parameter' }).click();
  const add = page.getByRole('dialog', { name: 'Add parameter' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Parameter Name is required')).toBeVisible();
  await add.getByRole('textbox', { name: 'Parameter Name' }).fill('supportEmail');
  await add.getByRole('textbox', { name: 'Parameter Value' }).fill('help@parameters.example');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(done).toContainText('App parameter created successfully');
  await done.getByRole('button', { name: 'Close' }).click();
  await table.getByRole('button', { name: 'Delete: supportEmail' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(done).toContainText('App parameter deleted successfully');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'supportEmail' })).toHaveCount(0);

  // The next sign-in to the account reads 60 s: idle for 50 s nothing happens, past 60 s the session ends.
  const later = await openOtherBrowser();
  await later.clock.install();
  await signIn(later, journeyUsers.parametersOwner, JOURNEY_PASSWORD);
  await pickAccount(later, ACCOUNT);
  const expired = later.getByRole('dialog').filter({ hasText: 'Your session has expired' });
  await later.clock.runFor(50_000);
  await expect(expired).toHaveCount(0);
  await later.clock.runFor(15_000);
  await expect(expired).toBeVisible();
});
