import { expect, test } from './fixtures';
import { closeSuccess, fillSignIn, openProfileMenu, pickAccount, signIn, users } from './helpers';
import { hotp, base32Decode, timeStep } from '../../server/src/security/totp';

const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step);

test('a user turns on two-factor, then must give a code to sign in', async ({ page }) => {
  await signIn(page, users.developer);
  await pickAccount(page, 'Acme Corporation');
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(codeAt(secret, timeStep()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  // One alert at a time: the outcome in the dialog, then the page's status alone.
  await closeSuccess(page, 'Two-factor authentication is now on.');
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1);

  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);

  await fillSignIn(page, users.developer, 'Demo@1234');
  await expect(page).toHaveURL(/\/admin\/auth\/two-factor-auth/);
  await expect(page.getByText(users.developer)).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid credentials provided.')).toBeVisible();
  // The code used to turn it on was accepted once; the next time step's code is fresh.
  await page.getByLabel('Authentication code').fill(codeAt(secret, timeStep() + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/app\//);
});
