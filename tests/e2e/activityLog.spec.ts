import { readFile } from 'node:fs/promises';
import { dialogs, expect, Form, ListPage, SEEDED_OWNER_NAME, seriousViolations, shell, test } from './kit';

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
  await filters.choose('Type', /^Parameter$/);
  await filters.choose('Event', /^created$/); // the server's traces (the console's own say `create`)
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

test('the log reads in the reader\'s language, older plain-English traces still show, and each kind is offered once', async ({ page, seed, signIn }) => {
  const account = await seed.account();
  // An older trace, stored before messages had keys, under a former kind name.
  await seed.api.call(account.owner, 'POST', `/logtrace/${account.id}/track`, {
    accountId: account.id, data: { type: 'parameters', event: 'create', message: 'Legacy parameter change', status: 'success' },
  });
  await seed.api.call(account.owner, 'POST', '/app/parameter/appParameter', { accountId: account.id, data: { parameterName: 'idleTime', parameterValue: '120' } });
  await signIn({ ...account.owner, account: account.businessName });
  await page.goto(`/admin/app/${account.id}/activity-log`);
  const log = new ListPage(page, 'Activity log');
  await expect(log.row('Parameter idleTime added')).toBeVisible();
  await expect(log.row('Legacy parameter change')).toBeVisible();
  expect(await log.cell(log.row('Legacy parameter change'), 'Type')).toBe('Parameter');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await expect(page.getByRole('option', { name: 'Parameter', exact: true })).toHaveCount(1);
  await expect(page.getByRole('option', { name: /^parameters?$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  const journal = new ListPage(page, "Journal d'activité");
  await expect(journal.row('Paramètre idleTime ajouté')).toBeVisible();
  expect(await journal.cell(journal.row('Paramètre idleTime ajouté'), 'Type')).toBe('Paramètre');
  await expect(journal.row('Legacy parameter change')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(journal.row('Paramètre idleTime ajouté')).toBeVisible();
  await page.screenshot({ path: 'test-results/activity-log-fr-375.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
