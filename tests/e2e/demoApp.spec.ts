import { expect, person, test } from './kit';

test('the demo app opens at its own page on this server, which redeems the code and shows who signed in with which role', async ({ page, context, signIn }) => {
  // The demo's plain user, in the other demo account they belong to.
  await signIn({ ...person('user'), account: 'Globex Industries' });
  const popupOpened = context.waitForEvent('page');
  await page.getByRole('article', { name: 'Inventory Manager' }).getByRole('button', { name: 'Open' }).click();
  const app = await popupOpened;
  await app.waitForLoadState();
  expect(new URL(app.url()).origin).toBe(new URL(page.url()).origin); // PUBLIC_URL, not a fixed port
  await expect(app.getByRole('heading', { name: 'Inventory Manager', level: 1 })).toBeVisible();
  await expect(app.getByRole('main')).toContainText('Signed in as Uma Fischer (user@demo.local), for Globex Industries.');
  await expect(app.getByRole('listitem').filter({ hasText: 'Inventory Viewer' })).toBeVisible();
  await expect(app.getByRole('listitem').filter({ hasText: 'view_inventory' })).toBeVisible();
  // The code was single-use: opening the same address again signs nobody in.
  await app.reload();
  await expect(app.getByRole('alert')).toContainText('Not signed in');
});
