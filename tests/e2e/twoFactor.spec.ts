import { dialogs, expect, shell, test } from './kit';
import { hotp, base32Decode, timeStep } from '../../server/src/security/totp';

const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step);

test('a user turns on two-factor, then must give a code to sign in', async ({ page, seed, signIn }) => {
  // A developer of a seeded account, not the owner: the clean-up signs in as the owner, without a code.
  const developer = await seed.member(await seed.account(), 'DEVELOPER');
  await signIn(developer);
  await shell.openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(codeAt(secret, timeStep()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  // One alert at a time: the outcome in the dialog, then the page's status alone.
  await dialogs.closeSuccess(page, 'Two-factor authentication is now on.');
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1);

  await shell.signOut(page);

  await shell.signIn(page, developer.username, developer.password);
  await expect(page).toHaveURL(/\/admin\/auth\/two-factor-auth/);
  await expect(page.getByText(developer.username)).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid credentials provided.')).toBeVisible();
  // The code used to turn it on was accepted once; the next time step's code is fresh.
  await page.getByLabel('Authentication code').fill(codeAt(secret, timeStep() + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/app\//);
});
