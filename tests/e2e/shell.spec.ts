import { expect, shell, test } from './kit';

test('the owner signs in, enters the default account and works in its shell', async ({ page, signIn }) => {
  // The owner's default account is entered directly.
  await signIn('owner');
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/my-apps$/);
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Acme Corporation');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('API Documents');
  await expect(page.locator('footer')).toContainText('API version 0.1.0');

  // Switch account: the list (view-all) then another account.
  await page.getByRole('link', { name: 'Switch account' }).click();
  await expect(page).toHaveURL(/account-list\?mode=view-all/);
  await shell.switchAccount(page, 'Globex Industries');
  await expect(banner).not.toContainText('Acme Corporation');
});

test("menus open without motion when the person's system asks for reduced motion", async ({ page, signIn }) => {
  await signIn('user');
  const durationOfMenu = async () => {
    await page.getByRole('button', { name: /Profile menu/ }).click();
    const paper = page.locator('.MuiMenu-paper');
    await expect(paper.getByRole('menu')).toBeVisible();
    const duration = await paper.evaluate((element) => getComputedStyle(element).transitionDuration);
    await page.keyboard.press('Escape');
    await expect(paper).toBeHidden();
    return duration;
  };
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await durationOfMenu()).not.toMatch(/^(0s,?\s*)+$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await durationOfMenu()).toMatch(/^(0s,?\s*)+$/);
});

test('the demo plain user has no API Documents entry and is refused its page', async ({ page, signIn }) => {
  await signIn('user');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).not.toContainText('API Documents');
  await page.goto('/admin/app/api-documents');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test('API Documents renders the live OpenAPI document', async ({ page, signIn }) => {
  await signIn('owner');
  await shell.openMenu(page, 'API Documents');
  await expect(page).toHaveURL(/\/admin\/app\/api-documents$/);
  await expect(page.getByText('/auth/login').first()).toBeVisible({ timeout: 20_000 });
  // One service at a time: every operation of the chosen one shows (Swagger UI stops rendering
  // silently past about 140 operations, fewer than the whole API has).
  await page.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'developerApp' }).click();
  await expect(page.getByText('/app/developerApp/api-keys/verify').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'account', exact: true }).click();
  await expect(page.getByText('/users/accounts').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/auth/login')).toHaveCount(0);
});

test('switching to French shows French labels, the server labels winning over the built-in ones', async ({ page, signIn }) => {
  await signIn('owner');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  const nav = page.getByRole('navigation');
  // "Documentation de l'API" comes from the server's admin UI properties; the built-in French is "Documentation API".
  await expect(nav.getByText("Documentation de l'API")).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Changer de compte');
  await page.reload();
  await expect(page.getByRole('navigation').getByText("Documentation de l'API")).toBeVisible();
});
