import { expect, test } from './fixtures';
import { journeyUsers, JOURNEY_PASSWORD, pickAccount, platformGet, signIn } from './helpers';
import { UI_TEXTS_APP } from './seedInstanceOperations';

const OWNER = journeyUsers.uiTextsOwner;
const ACCOUNT = 'Journey uiTextsOwner Ltd';

test('a developer sees which translations need work, mends one and imports a language from JSON', async ({ page }) => {
  await signIn(page, OWNER, JOURNEY_PASSWORD);
  await pickAccount(page, ACCOUNT);
  const apps = await platformGet<{ content: { id: number; name: string }[] }>(page, OWNER, '/app/developerApp/apps?type=app');
  const app = apps.content.find((a) => a.name === UI_TEXTS_APP)!;
  await page.goto(`/admin/app/pages/edit-app/${app.id}?type=app&name=${encodeURIComponent(btoa(UI_TEXTS_APP))}`);
  await page.getByRole('tab', { name: 'UI texts' }).click();
  const table = page.getByRole('table', { name: 'UI texts' });
  const row = table.getByRole('row').filter({ hasText: 'greeting.hello' });
  await expect(row).toContainText('Placeholders differ'); // "Bonjour" lost %{name}
  await expect(row.getByText('Missing')).toHaveCount(3); // Spanish, Japanese, Chinese

  await row.getByRole('button', { name: 'Edit: greeting.hello' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit UI text greeting.hello' });
  await dialog.getByRole('textbox', { name: 'French' }).fill('Bonjour %{name}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const done = page.getByRole('dialog', { name: 'Success' });
  await expect(done).toContainText('Property saved successfully');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(row).not.toContainText('Placeholders differ');

  // English out to a file, Japanese in from one.
  const download = page.waitForEvent('download');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Journey_Phrasebook.en.json');
  const exported = JSON.parse(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(exported).toEqual({ 'greeting.hello': 'Hello %{name}' });

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Japanese' }).click();
  await page.getByLabel('Import JSON').setInputFiles({
    name: 'phrasebook.jp.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ 'greeting.hello': 'こんにちは %{name}', 'greeting.bye': 'さようなら' })),
  });
  await expect(done).toContainText('1 text imported. The app has no property named: greeting.bye.');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('こんにちは %{name}');
  await expect(row.getByText('Missing')).toHaveCount(2);
});

test('an owner gives the console a French label of the account’s own, sees it, and resets it', async ({ page }) => {
  await signIn(page, OWNER, JOURNEY_PASSWORD);
  await pickAccount(page, ACCOUNT);
  await page.getByRole('navigation').getByRole('link', { name: 'Console texts' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/console-texts$/);
  const table = page.getByRole('table', { name: 'UI texts' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('menu.users');
  const row = table.getByRole('row').filter({ hasText: 'shell.menu.users' });
  await expect(row).toContainText('The app');
  await row.getByRole('button', { name: 'Edit: shell.menu.users' }).click();
  const dialog = page.getByRole('dialog', { name: /shell\.menu\.users/ });
  await expect(dialog.getByText('The app’s text: Utilisateurs')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'French' }).fill('Membres');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const done = page.getByRole('dialog', { name: 'Success' });
  await expect(done).toContainText('Property saved successfully');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByRole('button', { name: 'Reset to the app’s text: shell.menu.users' })).toBeVisible();

  // Labels load when the account is entered: enter it again, in French.
  await pickAccount(page, ACCOUNT);
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
  await pickAccount(page, ACCOUNT);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('navigation').getByText('Utilisateurs', { exact: true })).toBeVisible();
});
