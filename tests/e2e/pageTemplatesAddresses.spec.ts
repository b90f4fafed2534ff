// Page templates' own addresses and breadcrumbs (adding and changing a template, the preview image
// page), and the App picker without the account's developer app (developer-portal.md §4: it is
// hidden everywhere). In English and French, at 375 px, axe clean.
import { dialogs, expect, Form, seriousViolations, test } from './kit';

test('adding and changing a template have the page\'s addresses and breadcrumbs, and the App picker hides the developer app', async ({ page, seed, signIn }) => {
  test.slow();
  const account = await seed.account();
  const app = await seed.app(account); // registers and subscribes the account's developer portal (DeveloperApp_<id>) first
  await signIn({ ...account.owner, account: account.businessName });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/app/${account.id}/page-templates`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/app/${account.id}/page-templates/app/create$`));
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Page Templates', /^Create/]);
  await page.getByRole('combobox', { name: 'App' }).click();
  await expect(page.getByRole('option', { name: app.name })).toBeVisible();
  await expect(page.getByRole('option', { name: /^DeveloperApp/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/page-template-create-375.png', fullPage: true });
  await page.getByRole('option', { name: app.name }).click();
  expect(await seriousViolations(page)).toEqual([]);
  const form = new Form(page);
  await form.fill({ Name: 'Storefront' });
  await form.submit();
  await dialogs.closeSuccess(page, 'Template added successfully');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/app/${account.id}/page-templates/app/\\d+$`));
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Page Templates', /Storefront/]);
  expect(await seriousViolations(page)).toEqual([]);

  // The preview image page keeps the spec's address, under Page Templates.
  await page.goto('/admin/templates/1/pages/previewimage');
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Page Templates', 'Preview image']);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  const fil = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(fil.getByRole('listitem')).toHaveText(['Accueil', /./, /./]);
  await page.goBack();
  await expect(page).toHaveURL(/\/page-templates\/app\/\d+$/);
  await expect(fil.getByRole('listitem')).toHaveText(['Accueil', /./, /Storefront/]);
  await page.screenshot({ path: 'test-results/page-template-edit-fr-375.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
