import { readFile } from 'node:fs/promises';
import { dialogs, expect, Form, ListPage, SEEDED_OWNER_NAME, shell, test } from './kit';

test('an owner finds the actions just done in the activity log, opens one and downloads the filtered view', async ({ page, seed, signIn }) => {
  const account = await seed.account();
  await signIn({ ...account.owner, account: account.businessName });
  // Two actions: two parameters of the account's own.
  await page.goto('/admin/app/pages/app-parameters');
  for (const [name, value] of [['supportEmail', 'help@activity.example'], ['brandColour', '#0b5cad']]) {
    await page.getByRole('button', { name: 'Add parameter' }).click();
    const add = new Form(dialogs.named(page, 'Add parameter'));
    await add.fill({ 'Parameter Name': name, 'Parameter Value': value });
    await add.submit();
    await dialogs.closeSuccess(page, 'App parameter created successfully');
  }

  await shell.openMenu(page, 'Activity log');
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/activity-log$/);
  await expect(page.getByText(/Activity is kept 365 days\./)).toBeVisible();
  const filters = new Form(page.getByRole('group', { name: 'Filters' }));
  await filters.choose('Type', /^parameter$/);
  await filters.choose('User', SEEDED_OWNER_NAME);
  const today = new Date().toLocaleDateString('en-CA'); // yyyy-mm-dd, the date input's value
  await filters.fill({ From: today });
  const log = new ListPage(page, 'Activity log');
  await expect(log.rows).toHaveCount(2); // the two actions
  await expect(log.row('Parameter brandColour added')).toBeVisible();
  await expect(log.row('Parameter supportEmail added')).toBeVisible();

  await log.rowAction('Parameter supportEmail added', 'Details: Parameter supportEmail added');
  const detail = dialogs.named(page, 'Activity');
  await expect(detail).toContainText('"parameterName": "supportEmail"');
  await detail.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
  expect(csv[0]).toBe('Time,User,Email,Type,Event,Status,Message,Folder');
  expect(csv.slice(1).map((line) => line.split(',')[6]).sort()).toEqual(['Parameter brandColour added', 'Parameter supportEmail added']);
});
