import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { journeyUsers, JOURNEY_PASSWORD, pickAccount, signIn } from './helpers';

const ACCOUNT = 'Journey activityOwner Ltd';

test('an owner finds the actions just done in the activity log, opens one and downloads the filtered view', async ({ page }) => {
  await signIn(page, journeyUsers.activityOwner, JOURNEY_PASSWORD);
  await pickAccount(page, ACCOUNT);
  // Two actions: two parameters of the account's own.
  await page.goto('/admin/app/pages/app-parameters');
  for (const [name, value] of [['supportEmail', 'help@activity.example'], ['brandColour', '#0b5cad']]) {
    await page.getByRole('button', { name: 'Add parameter' }).click();
    const add = page.getByRole('dialog', { name: 'Add parameter' });
    await add.getByRole('textbox', { name: 'Parameter Name' }).fill(name);
    await add.getByRole('textbox', { name: 'Parameter Value' }).fill(value);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'Close' }).click();
  }

  await page.getByRole('navigation').getByRole('link', { name: 'Activity log' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/activity-log$/);
  await expect(page.getByText(/Activity is kept 365 days\./)).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'parameter', exact: true }).click();
  await filters.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: 'Journey activityOwner' }).click();
  const today = new Date().toLocaleDateString('en-CA'); // yyyy-mm-dd, the date input's value
  await filters.getByLabel('From').fill(today);
  const table = page.getByRole('table', { name: 'Activity log' });
  await expect(table.getByRole('row')).toHaveCount(3); // the header and the two actions
  await expect(table).toContainText('Parameter brandColour added');
  await expect(table).toContainText('Parameter supportEmail added');

  await table.getByRole('button', { name: 'Details: Parameter supportEmail added' }).click();
  const detail = page.getByRole('dialog', { name: 'Activity' });
  await expect(detail).toContainText('"parameterName": "supportEmail"');
  await detail.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
  expect(csv[0]).toBe('Time,User,Email,Type,Event,Status,Message,Folder');
  expect(csv.slice(1).map((line) => line.split(',')[6]).sort()).toEqual(['Parameter brandColour added', 'Parameter supportEmail added']);
});
