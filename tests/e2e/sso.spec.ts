// Single sign-on in the browser, through a real OpenID Connect provider started for the journeys
// (tests/e2e/oidcProvider.ts; the e2e server's Google and LinkedIn point at it). The provider takes
// any login as the person's verified email, except unverified@example.com.
import { expect, shell, test, type Page } from './kit';

/** At the provider's own sign-in form: any login name, any password, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new person signs up with Google and lands in the console, with no Change Password', async ({ page, seed }) => {
  await page.goto('/admin/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, `${seed.unique('google')}@kit.example`);

  await expect(page).toHaveURL(/\/admin\/app\/pages\/account-list/);
  await shell.openProfileMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toHaveCount(0);
});

test('an invitation link signs a new person up with LinkedIn straight into the inviting account', async ({ page, seed }) => {
  const inviter = await seed.account();
  const invitation = await seed.invitation(inviter);
  await page.goto(`/admin/auth/login?key=${encodeURIComponent(invitation.key)}`);
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await signInAtProvider(page, invitation.username);

  await expect(page).toHaveURL(/\/admin\/app\/\d+\//);
  await expect(page.getByRole('banner')).toContainText(inviter.businessName);
  await page.goto('/admin/app/pages/account-list?mode=view-all');
  await expect(page.getByRole('row').filter({ hasText: inviter.businessName })).toBeVisible();
});

test('Google sign-in is refused with a clear message when Google has not verified the email', async ({ page }) => {
  await page.goto('/admin/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'unverified@example.com');

  await expect(page.getByRole('alert')).toContainText(
    'Single sign-on did not complete. Google has not verified the email address of this Google account',
  );
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('the return page opened without a sign-in in progress says so', async ({ page }) => {
  await page.goto('/admin/auth/linkedin?code=stolen-code&state=someone-elses');
  await expect(page.getByRole('alert')).toContainText('This sign-in has expired or was started in another tab. Please start again.');
});
