import { expect, shell, test } from './kit';

test('an owner reads the account dashboard: figures, charts and each chart as a table; Charts opens the same screen', async ({ page, seed, signIn }) => {
  const account = await seed.account();
  await signIn({ ...account.owner, account: account.businessName });
  // The only account of the owner is entered at sign-in, with no account list in between.
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/my-apps$/);
  await expect(page.getByRole('banner')).toContainText(account.businessName);
  await shell.openMenu(page, 'Dashboard');
  await expect(page).toHaveURL(/\/admin\/app\/dashboards$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Alone in the account, with no subscription of its own yet.
  const figure = (label: string) => page.getByRole('main').getByText(label, { exact: true }).locator('..');
  await expect(figure('Active members')).toContainText('1');
  await expect(figure('Subscriptions')).toContainText('0');
  await expect(figure('Pending invitations')).toContainText('0');

  // The chart of members by user type, then its data as a table a screen reader also reads.
  const byType = page.getByRole('region', { name: 'Members by user type' });
  await expect(byType.locator('svg').first()).toBeVisible();
  await byType.getByRole('button', { name: 'Show as table' }).click();
  await expect(byType.getByRole('row', { name: 'Owner 1' })).toBeVisible();
  await expect(byType.locator('svg')).toHaveCount(0);

  // Today's sign-ins are counted: the seeding's (registering ends with a sign-in) and this one.
  const activity = page.getByRole('region', { name: 'Sign-ins and actions, last 30 days' });
  await activity.getByRole('button', { name: 'Show as table' }).click();
  const today = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date());
  await expect(activity.getByRole('row').filter({ hasText: today }).getByRole('cell').first()).toHaveText('2');

  // Nothing to show: a subscription-less account says so instead of an empty chart.
  await expect(page.getByRole('region', { name: 'Subscriptions by kind' })).toContainText('Nothing to show yet.');

  await page.goto('/admin/app/charts');
  await expect(page.getByRole('region', { name: 'Members by status' })).toBeVisible();
  // apps: the account's My Apps.
  await page.goto('/admin/app/apps');
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/my-apps$/);
});

test('a plain user has no Dashboard entry and is refused the page', async ({ page, signIn }) => {
  await signIn('user');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).not.toContainText('Dashboard');
  await page.goto('/admin/app/dashboards');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
