import { dialogs, expect, Form, ListPage, shell, test } from './kit';

test('a developer sees which translations need work, mends one and imports a language from JSON', async ({ page, seed, signIn }) => {
  // An app the account develops, whose one text has a French translation that lost the English
  // text's placeholder, and no other translation.
  const account = await seed.account();
  const app = await seed.app(account, { name: seed.unique('Journey Phrasebook'), published: 'UNPUBLISHED' });
  await seed.uiText(app, {
    propertyName: 'greeting.hello', defaultValue: 'Hello %{name}', description: 'The home page title', locale: { en: 'Hello %{name}', fr: 'Bonjour' },
  });
  await signIn({ ...account.owner, account: account.businessName });
  await page.goto(`/admin/app/pages/edit-app/${app.id}?type=app&name=${encodeURIComponent(btoa(app.name))}`);
  await page.getByRole('tab', { name: 'UI texts' }).click();
  const texts = new ListPage(page, 'UI texts');
  const row = texts.row('greeting.hello');
  await expect(row).toContainText('Placeholders differ'); // "Bonjour" lost %{name}
  await expect(row.getByText('Missing')).toHaveCount(3); // Spanish, Japanese, Chinese

  await texts.rowAction('greeting.hello', 'Edit: greeting.hello');
  const dialog = new Form(dialogs.named(page, 'Edit UI text greeting.hello'));
  await dialog.fill({ French: 'Bonjour %{name}' });
  await dialog.submit();
  await dialogs.closeSuccess(page, 'Property saved successfully');
  await expect(row).not.toContainText('Placeholders differ');

  // English out to a file, Japanese in from one.
  const download = page.waitForEvent('download');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  // The app's name with its space made safe for a file name.
  expect(file.suggestedFilename()).toBe(`Journey_${app.name.slice('Journey '.length)}.en.json`);
  const exported = JSON.parse(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(exported).toEqual({ 'greeting.hello': 'Hello %{name}' });

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Japanese' }).click();
  await page.getByLabel('Import JSON').setInputFiles({
    name: 'phrasebook.jp.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ 'greeting.hello': 'こんにちは %{name}', 'greeting.bye': 'さようなら' })),
  });
  await dialogs.closeSuccess(page, '1 text imported. The app has no property named: greeting.bye.');
  await expect(row).toContainText('こんにちは %{name}');
  await expect(row.getByText('Missing')).toHaveCount(2);
});

test('an owner gives the console a French label of the account’s own, sees it, and resets it', async ({ page, seed, signIn }) => {
  const account = await seed.account();
  await signIn({ ...account.owner, account: account.businessName });
  await shell.openMenu(page, 'Console texts');
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/console-texts$/);
  const texts = new ListPage(page, 'UI texts');
  await texts.search('menu.users', 'shell.menu.users');
  const row = texts.row('shell.menu.users');
  await expect(row).toContainText('The app');
  await texts.rowAction('shell.menu.users', 'Edit: shell.menu.users');
  const dialog = dialogs.named(page, /shell\.menu\.users/);
  await expect(dialog.getByText('The app’s text: Utilisateurs')).toBeVisible();
  const form = new Form(dialog);
  await form.fill({ French: 'Membres' });
  await form.submit();
  await dialogs.closeSuccess(page, 'Property saved successfully');
  await expect(row.getByRole('button', { name: 'Reset to the app’s text: shell.menu.users' })).toBeVisible();

  // Labels load when the account is entered: enter it again, in French.
  await shell.switchAccount(page, account.businessName);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Membres', { exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Textes de la console' }).click();
  const frenchTable = page.getByRole('table', { name: "Textes de l'interface" });
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('menu.users');
  const frenchRow = frenchTable.getByRole('row').filter({ hasText: 'shell.menu.users' });
  await expect(frenchRow).toContainText('Membres');
  await expect(frenchRow).toContainText('Cette instance');
  await frenchRow.getByRole('button', { name: "Revenir au texte de l'application: shell.menu.users" }).click();
  await page.getByRole('dialog', { name: /Succès|Success/ }).getByRole('button').click();
  await expect(frenchRow).toContainText('Utilisateurs');
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await shell.switchAccount(page, account.businessName);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('navigation').getByText('Utilisateurs', { exact: true })).toBeVisible();
});
