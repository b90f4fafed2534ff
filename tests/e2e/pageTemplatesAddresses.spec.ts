// Page templates' own addresses and breadcrumbs (adding and changing a template, the preview image
// page), and the App picker without the account's developer app (developer-portal.md §4: it is
// hidden everywhere). In English and French, at 375 px, axe clean.
import { dialogs, expect, Form, seriousViolations, test } from './kit';
import { draftFields, seedPageDraft } from './pageDraftSeed';

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

test('saving a draft makes its preview image, so its card shows it without Preview Image being clicked', async ({ page, seed, signIn }) => {
  test.slow();
  const account = await seed.account();
  await seedPageDraft(seed.api, account, 'Pictured shop', draftFields({ pageName: 'Seeded page' }));
  await signIn({ ...account.owner, account: account.businessName });
  await page.goto(`/admin/app/${account.id}/page-templates`);
  await page.getByRole('button', { name: 'Pictured shop' }).click();
  await expect(page.getByTestId('page-card').filter({ hasText: 'Seeded page' }).getByRole('img', { name: 'No image' })).toBeVisible();

  // A new draft, saved: its card has its picture.
  await page.getByRole('button', { name: 'Add page' }).click();
  const editor = page.getByRole('presentation').filter({ has: page.getByRole('tab', { name: 'General' }) });
  await editor.getByRole('textbox', { name: 'Page name' }).fill('New page');
  await editor.getByRole('textbox', { name: 'Description' }).fill('Saved without a picture asked for');
  await editor.getByRole('button', { name: 'Save as Draft' }).click();
  await dialogs.closeSuccess(page, 'Template page draft saved successfully');
  await expect(page.getByTestId('page-card').filter({ hasText: 'New page' }).getByRole('img', { name: 'Preview image: New page' }))
    .toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  // In French: an existing draft changed and saved gets its picture too.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Actions de la page: Seeded page' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const editeur = page.getByRole('presentation').filter({ has: page.getByRole('tab', { name: 'Général' }) });
  await editeur.getByRole('textbox', { name: 'Nom de la page' }).fill('Seeded page renamed');
  await editeur.getByRole('button', { name: 'Enregistrer comme brouillon' }).click();
  const success = page.getByRole('dialog').filter({ hasText: 'Brouillon de page enregistré avec succès' });
  await success.getByRole('button', { name: 'Fermer' }).click();
  const card = page.getByTestId('page-card').filter({ hasText: 'Seeded page renamed' });
  await expect(card.getByRole('img', { name: "Image d'aperçu: Seeded page renamed" })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  // The pages grid's pagination speaks French too (MUI's own texts, from the theme).
  await expect(page.getByText('Lignes par page :')).toHaveCount(2); // the templates list's and the pages grid's
  await expect(page.getByText('Rows per page')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/page-cards-fr-375.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
