// The connector API screens read naturally and fit: 'Add connector API' on one line on a phone and on
// a desktop; 'Add header' and 'Add query parameter' (not 'Add (Headers)'); a refused address said in
// plain English ('0.0.0.0 is an unspecified address'); the same buttons in French.
import { dialogs, expect, seriousViolations, shell, test, type Page } from './kit';

/** The button's text fits one line: its height is that of a one-line contained button. */
async function expectOneLine(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.height, `${name} is ${box.height}px high`).toBeLessThanOrEqual(40);
}

test('connector API screens: one-line add button at 375 px and on a desktop, natural add labels, a plain refusal, French', async ({ page, seed, signIn }) => {
  test.slow();
  const maker = await seed.account();
  const connector = await seed.app(maker, { type: 'connector', name: seed.unique('Wording Connector') });
  await signIn({ ...maker.owner, account: maker.businessName });
  const editPage = `/admin/app/pages/edit-app/${connector.id}?type=connector&name=${encodeURIComponent(btoa(connector.name))}`;

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(editPage);
    await shell.openTab(page.getByRole('tab', { name: 'Connector APIs' }));
    await expectOneLine(page, 'Add connector API');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`connector-apis-${width}.png`) });
  }

  await page.getByRole('button', { name: 'Add connector API' }).click();
  const form = page.getByRole('dialog', { name: 'Add connector API' });
  await expect(form.getByRole('button', { name: 'Add header' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Add query parameter' })).toBeVisible();
  await expect(form.getByRole('button', { name: /\(/ })).toHaveCount(0);
  const names = form.getByRole('textbox', { name: 'Name', exact: true });
  const before = await names.count();
  await form.getByRole('button', { name: 'Add header' }).click();
  await expect(names).toHaveCount(before + 1);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Remove' }).click();
  await page.screenshot({ path: test.info().outputPath('connector-api-dialog.png') });

  // A refused address, in plain English.
  const apiName = seed.unique('Nowhere');
  await names.first().fill(apiName);
  await form.getByRole('textbox', { name: 'URL' }).fill('http://0.0.0.0/');
  await form.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'Connector API added successfully');
  await page.getByRole('row').filter({ hasText: apiName }).getByRole('button', { name: 'Test' }).click();
  await page.getByRole('button', { name: 'Run test' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The call failed' });
  await expect(refusal).toContainText('0.0.0.0 is an unspecified address');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // In French.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await shell.openTab(page.getByRole('tab', { name: 'API du connecteur' }));
  await page.getByRole('button', { name: 'Ajouter une API' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Ajouter un en-tête' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Ajouter un paramètre de requête' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('connector-api-dialog-fr.png') });
});
