import { expect, test } from './fixtures';
import { JOURNEY_PASSWORD, journeyUsers, openProfileMenu, signIn, signInToDefaultAccount, users } from './helpers';

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signInToDefaultAccount(page, users.owner, 'Acme Corporation');
  // The e2e server issues 6-second access tokens.
  await page.waitForTimeout(7_000);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/auth/refresh-token') && r.status() === 200);
  await page.getByRole('link', { name: 'Switch account' }).click();
  await refreshed;
  await expect(page.getByRole('row').filter({ hasText: 'Globex Industries' })).toBeVisible();
  await expect(page).toHaveURL(/account-list/);
});

test('Logout of all Apps ends the other session too', async ({ openOtherBrowser }) => {
  const first = await openOtherBrowser();
  const second = await openOtherBrowser();
  await signIn(first, journeyUsers.logoutAll, JOURNEY_PASSWORD);
  await signIn(second, journeyUsers.logoutAll, JOURNEY_PASSWORD);

  await openProfileMenu(first);
  await first.getByRole('menuitem', { name: 'Sign Out' }).click();
  await first.getByRole('button', { name: 'Logout of all Apps' }).click();
  await first.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(first).toHaveURL(/\/admin\/auth\/login$/);

  // The other browser's session is over: its next call sends it to sign-in. The page may already be
  // leaving for sign-in on its own (a live event), which would abort a page.goto: navigate without waiting.
  await second
    .evaluate(() => window.location.assign('/admin/app/pages/account-list?mode=view-all'))
    .catch((error: Error) => {
      if (!/Execution context was destroyed/.test(error.message)) throw error;
    });
  await expect(second).toHaveURL(/\/admin\/auth\/login$/);
  await first.context().close();
  await second.context().close();
});

test('Sign Out asks first and No keeps the user signed in', async ({ page }) => {
  await signInToDefaultAccount(page, users.owner, 'Acme Corporation');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/admin\/app\//);
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);
  await page.goto('/admin/app/pages/account-list');
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);
});

test('wrong credentials show the error text and keep what was typed', async ({ page }) => {
  await page.goto('/admin/auth/login');
  await page.getByLabel('Username').fill(users.owner);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid credentials provided.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(users.owner);
});
