// The page templates journey (issue 15 items 2-5): the owner of an account of their own adds an app
// template, adds a page draft in the editor (bad preview data shows the banner, valid data is pretty-
// printed, typing in Monaco updates the live preview, a script in the template cannot read the console's
// storage), makes a preview image that the card then shows, saves, is told a save of nothing changed
// nothing, publishes to the published tab, and deletes the template. axe checks each screen.
import { dialogs, expect, Form, seriousViolations, shell, test } from './kit';

// With the editor open, the page behind its backdrop is inert: only the drawer is checked.
const DRAWER = '.MuiDrawer-paper';

const TEMPLATE_CONTENT = '<h1 id="greeting">Hello {{name}}</h1><p id="probe">not run</p>'
  + '<script>var probe = document.getElementById("probe");'
  + 'try { probe.textContent = "read: " + String(localStorage.getItem("auth_token")); } catch (error) { probe.textContent = "blocked"; }</script>';

test('an owner adds a template and a page, previews it live, saves, publishes and deletes it', async ({ page, seed, signIn }) => {
  test.setTimeout(180_000);
  const account = await seed.account();
  await signIn({ ...account.owner, account: account.businessName });
  await shell.openMenu(page, /^Page Templates$/);
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/page-templates$/);
  await expect(page.getByText('No templates yet.')).toBeVisible();
  await expect(page.getByText('No template selected, please select template')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // An app template, for an app the account uses.
  await page.getByRole('link', { name: 'Create' }).click();
  const template = new Form(page);
  await template.fill({ Name: 'Storefront' });
  await template.choose('App', /./);
  await template.submit();
  await dialogs.closeSuccess(page, 'Template added successfully');
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/page-templates$/);
  await page.getByRole('button', { name: 'Storefront' }).click();
  await expect(page.getByText('No data available')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A new draft: the General tab's rules first.
  await page.getByRole('button', { name: 'Add page' }).click();
  const editor = page.getByRole('presentation').filter({ has: page.getByRole('tab', { name: 'General' }) });
  await expect(editor.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Add template page draft');
  // The rich-text description loads on its own: saved before it is there, only the fields shown are
  // checked here (the server still refuses a blank description).
  await expect(editor.getByRole('textbox', { name: 'Description' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(editor.getByText('Page name is required')).toBeVisible();
  await expect(editor.getByText('Description is required')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Page name' }).fill('Welcome page');
  await expect(editor.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Welcome page');
  await editor.getByRole('textbox', { name: 'Description' }).fill('The first page visitors see');
  await editor.getByRole('textbox', { name: 'Category' }).fill('Landing');
  await editor.getByRole('textbox', { name: 'Comments' }).fill('First *draft*, for the **landing** page');
  expect(await seriousViolations(page, DRAWER)).toEqual([]);

  // Data For Preview: a parse error shows its message and the text stays as typed; valid JSON is pretty-printed.
  await editor.getByRole('tab', { name: 'Data For Preview' }).click();
  const data = editor.getByRole('textbox', { name: 'Data for preview (JSON)' });
  await data.fill('{"name": ');
  await data.blur();
  await expect(editor.getByRole('alert')).toContainText('Data for preview is not valid JSON');
  await expect(data).toHaveValue('{"name": ');
  await data.fill('{"name":"Ada"}');
  await data.blur();
  await expect(editor.getByRole('alert')).toHaveCount(0);
  await expect(data).toHaveValue('{\n  "name": "Ada"\n}');

  // Content: typing in Monaco updates the live preview once typing stops; the template's script runs in an
  // opaque origin, so the console's storage is out of its reach.
  await editor.getByRole('tab', { name: 'Content' }).click();
  const code = editor.getByRole('textbox', { name: 'Content' });
  await expect(code).toBeVisible({ timeout: 20_000 });
  await code.focus();
  await page.keyboard.insertText(TEMPLATE_CONTENT);
  const live = page.frameLocator('iframe[title="Live preview"]').frameLocator('iframe[title="Page"]');
  await expect(live.locator('#greeting')).toHaveText('Hello Ada', { timeout: 10_000 });
  await expect(live.locator('#probe')).toHaveText('blocked');
  await code.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('<p id="more">More for {{name}}</p>');
  await expect(live.locator('#more')).toHaveText('More for Ada', { timeout: 10_000 });
  expect(await seriousViolations(page, DRAWER)).toEqual([]);

  // Preview opens the rendered page in a new tab, in the same sandbox.
  const [previewTab] = await Promise.all([page.waitForEvent('popup'), editor.getByRole('button', { name: 'Preview', exact: true }).click()]);
  await expect(previewTab).toHaveURL(/\/admin\/templates\/\d+\/pages\/preview$/);
  await expect(previewTab.frameLocator('iframe[title="Rendered page"]').frameLocator('iframe[title="Page"]').locator('#greeting')).toHaveText('Hello Ada');
  await expect(previewTab.frameLocator('iframe[title="Rendered page"]').frameLocator('iframe[title="Page"]').locator('#probe')).toHaveText('blocked');
  await previewTab.close();

  // Preview Image makes the picture (html2canvas in the sandbox) and shows it in a new tab.
  const [imageTab] = await Promise.all([page.waitForEvent('popup'), editor.getByRole('button', { name: 'Preview Image' }).click()]);
  await expect(imageTab).toHaveURL(/\/admin\/templates\/\d+\/pages\/previewimage$/, { timeout: 30_000 });
  await expect(imageTab.getByRole('img', { name: 'Preview image' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await imageTab.close();

  await editor.getByRole('button', { name: 'Save as Draft' }).click();
  await dialogs.closeSuccess(page, 'Template page draft saved successfully');
  await expect(page.locator(DRAWER)).toHaveCount(0);
  const card = page.getByTestId('page-card').filter({ hasText: 'Welcome page' });
  await expect(card).toContainText('The first page visitors see');
  await expect(card).toContainText('Landing');
  await expect(card.getByRole('img', { name: 'Preview image: Welcome page' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  expect(await seriousViolations(page)).toEqual([]);

  // Saving again with nothing changed saves nothing and says so.
  await card.getByRole('button', { name: 'Page actions: Welcome page' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(editor.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Edit template page draft');
  await expect(editor.getByRole('tab', { name: 'History' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save as Draft' }).click();
  const nothing = page.getByRole('dialog').filter({ hasText: 'Nothing changed' });
  await expect(nothing).toBeVisible();
  await nothing.getByRole('button', { name: 'Close' }).click();
  await expect(nothing).toBeHidden();

  // Publish: the page moves to the published tab.
  await editor.getByRole('button', { name: 'Publish' }).click();
  await dialogs.closeSuccess(page, 'Page published successfully');
  await expect(page.getByRole('tab', { name: 'Published' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('page-card').filter({ hasText: 'Welcome page' })).toBeVisible();

  // The preview modal renders the published page in the sandbox too.
  await page.getByRole('button', { name: 'Page actions: Welcome page' }).click();
  await page.getByRole('menuitem', { name: 'Preview' }).click();
  const modal = page.getByRole('dialog', { name: 'Page preview: Welcome page' });
  await expect(modal.frameLocator('iframe[title="Rendered page"]').frameLocator('iframe[title="Page"]').locator('#more')).toHaveText('More for Ada');
  await modal.getByRole('button', { name: 'Close' }).click();

  // The list mode, and the status switch on the published tab.
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByRole('switch', { name: 'Active: Welcome page' }).click();
  await dialogs.closeSuccess(page, 'Page status updated successfully');
  await expect(page.getByRole('row').filter({ hasText: 'Welcome page' })).toContainText('Inactive');

  // Deleting on the published tab deletes the published page; the draft stays.
  await page.getByRole('button', { name: 'Page actions: Welcome page' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await dialogs.closeSuccess(page, 'Published page deleted successfully');
  await expect(page.getByText('No data available')).toBeVisible();
  await page.getByRole('tab', { name: 'Drafts' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Welcome page' })).toBeVisible();
});

test('an owner adds an instance template, publishes a page to it, finds it by search and deletes the template', async ({ page, seed, signIn }) => {
  const account = await seed.account();
  await signIn({ ...account.owner, account: account.businessName });
  await shell.openMenu(page, /^Page Templates$/);
  // Both tabs have a Create link: the instance templates' one only once their tab is chosen.
  await shell.openTab(page.getByRole('tab', { name: 'Instance templates' }));
  await page.getByRole('link', { name: 'Create' }).click();
  const template = new Form(page);
  await template.fill({ Name: 'Intranet' });
  await template.choose('App instance', /./);
  await template.submit();
  await dialogs.closeSuccess(page, 'Instance template added successfully');
  await expect(page.getByRole('tab', { name: 'Instance templates' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Intranet' }).click();

  await page.getByRole('button', { name: 'Add page' }).click();
  await page.getByRole('textbox', { name: 'Page name' }).fill('x'.repeat(41));
  await page.getByRole('textbox', { name: 'Description' }).fill('For the staff');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page name must be at most 40 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Page name' }).fill('Staff home');
  await page.getByRole('button', { name: 'Publish' }).click();
  await dialogs.closeSuccess(page, 'Page published successfully');
  await expect(page.getByRole('tab', { name: 'Published' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('page-card');
  await expect(cards.filter({ hasText: 'Staff home' })).toContainText('For the staff');
  // Publishing made its picture, though Preview Image was never clicked.
  await expect(cards.getByRole('img', { name: 'Preview image: Staff home' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  // Search (500 ms after typing stops).
  await page.getByRole('searchbox', { name: 'Search pages' }).fill('nothing like it');
  await expect(page.getByText('No data available')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search pages' }).fill('staff');
  await expect(cards.filter({ hasText: 'Staff home' })).toBeVisible();

  // The template goes, with its pages.
  await page.getByRole('row').filter({ hasText: 'Intranet' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await dialogs.closeSuccess(page, 'Instance template deleted successfully');
  await expect(page.getByText('No templates yet.')).toBeVisible();
});
