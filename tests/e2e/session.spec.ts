import { dialogs, expect, person, shell, test } from './kit';

test('an expired access token is refreshed without the user noticing', async ({ page, signIn }) => {
  await signIn('owner');
  // The e2e server issues 6-second access tokens.
  await page.waitForTimeout(7_000);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/auth/refresh-token') && r.status() === 200);
  await page.getByRole('link', { name: 'Switch account' }).click();
  await refreshed;
  await expect(page.getByRole('row').filter({ hasText: 'Globex Industries' })).toBeVisible();
  await expect(page).toHaveURL(/account-list/);
});

test('Logout of all Apps ends the other session too', async ({ openOtherBrowser, seed }) => {
  // Someone of their own: signing out everywhere would end the other journeys' sessions of a shared person.
  const { owner } = await seed.account();
  const first = await openOtherBrowser();
  const second = await openOtherBrowser();
  for (const browser of [first, second]) {
    await shell.signIn(browser, owner.username, owner.password);
    await expect(browser).toHaveURL(/\/admin\/app\//);
  }

  await shell.openProfileMenu(first);
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
  // Sent there by the live event, sign-in keeps the page it was on to return to.
  await expect(second).toHaveURL(/\/admin\/auth\/login(\?returnTo=[^&]+)?$/);
  await first.context().close();
  await second.context().close();
});

test('Sign Out asks first and No keeps the user signed in', async ({ page, signIn }) => {
  await signIn('owner');
  await shell.openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await dialogs.confirm(page, 'No');
  await expect(page).toHaveURL(/\/admin\/app\//);
  await shell.signOut(page);
  await page.goto('/admin/app/pages/account-list');
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);
});

test('wrong credentials show the error text and keep what was typed', async ({ page }) => {
  const { username } = person('owner');
  await shell.signIn(page, username, 'Wrong@1234');
  await expect(page.getByText('Invalid credentials provided.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(username);
});
