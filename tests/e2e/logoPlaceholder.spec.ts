// Logos and favicons that do not load show the spec's placeholder picture (developer-portal.md §8),
// not an empty square: in the portal's table, its preview drawer and the edit form. The favicon is
// uploaded like the logo (a PNG, previewed), at 375 px as on a desktop.
import sharp from 'sharp';
import { dialogs, expect, Form, ListPage, seriousViolations, test } from './kit';

test('a broken logo and favicon show the placeholder picture; the favicon is uploaded like the logo', async ({ page, seed, signIn }) => {
  test.slow();
  const account = await seed.account();
  await seed.app(account); // opens the account's developer portal
  const name = seed.unique('Broken Logo App');
  const { data: { id } } = await seed.api.call<{ data: { id: number } }>(account.owner, 'POST', '/app/developerApp/app', {
    accountId: account.id,
    data: {
      name, type: 'app', published: 'UNPUBLISHED', mode: 'Production', description: '<p>Its pictures are gone.</p>', accessUrl: 'https://broken.example.com',
      logoType: 'URL', logo: '/storage/images/no-such-logo', favicon: '/storage/images/no-such-favicon',
    },
  });
  await signIn({ ...account.owner, account: account.businessName });
  await page.goto(`/admin/app/${account.id}/developer-app`);

  // The table: the placeholder picture, named as such.
  const portal = new ListPage(page);
  const logo = portal.row(name).getByRole('img', { name: `${name} (no image)` });
  await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The preview drawer: logo and favicon.
  await portal.rowAction(name, `Preview: ${name}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: `${name} (no image)` })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Favicon (no image)' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('preview-placeholders.png') });

  // The edit form on a phone: the favicon's URL field and its upload, like the logo's.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/app/pages/edit-app/${id}?type=app&name=${encodeURIComponent(btoa(name))}`);
  await expect(page.getByRole('img', { name: 'Favicon (no image)' })).toBeVisible();
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
  await page.getByLabel('Favicon: Upload PNG/JPEG').setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: png });
  await dialogs.closeSuccess(page, 'File uploaded successfully');
  const form = new Form(page);
  await expect(form.field('Favicon')).toHaveValue(/\/storage\/images\/[\w-]+$/);
  await expect(page.getByRole('img', { name: 'Favicon', exact: true })).toHaveJSProperty('naturalWidth', 64);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('favicon-upload-375.png'), fullPage: true });
  await form.submit();
  await dialogs.closeSuccess(page, 'App updated successfully');
});
