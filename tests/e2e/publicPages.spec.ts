// The public pages the spec names and no more (docs/decisions.md): the split sign-in layouts, the
// error pages, loading and the product links.
import { expect, person, test } from './kit';

const owner = person('owner');

test('login-2 is the same sign-in beside the brand panel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/auth/login-2');
  await expect(page.getByText('Build apps, subscribe to them, and run your accounts in one place.')).toBeVisible();
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/my-apps$/);
});

test('login-1 keeps only the form on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/admin/auth/login-1');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Build apps, subscribe to them, and run your accounts in one place.')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('error-1 and error-2 say what happened and lead back to sign-in', async ({ page }) => {
  await page.goto('/admin/auth/error-1');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.goto('/admin/auth/error-2');
  await expect(page.getByRole('heading', { name: 'The service is unavailable' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);
});

test('a product link signs the person in, then opens their apps; loading goes where the root goes', async ({ page }) => {
  await page.goto('/admin/auth/loading');
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);
  await page.goto('/admin/auth/picklixlink');
  await expect(page).toHaveURL(/\/admin\/auth\/login\?returnTo=%2Fauth%2Fpicklixlink$/);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/my-apps$/);
  await page.goto('/admin/auth/nothing-here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('before sign-in the pages follow the system: dark when it is dark, in the chosen language', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/admin/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The page follows a change of the system's scheme as it comes (a re-render, not at once).
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
