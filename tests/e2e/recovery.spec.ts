// A forgotten password: the mailed link sets a new one, the old one stops working, and the link
// works once.
import { expect, shell, test } from './kit';
import { linkIn, waitForMail } from './mail';

const NEW_PASSWORD = 'Recovered@2026';

test('forgot-password resets the password through the mailed link', async ({ page, seed }) => {
  // A member, not the owner: the clean-up signs in as the account's owner, with the password it knows.
  const member = await seed.member(await seed.account());
  const email = member.username;
  await page.goto('/admin/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${email}, we have sent it a link`)).toBeVisible();

  const mail = await waitForMail(email, /Reset your password/);
  const link = linkIn(mail, '/admin/auth/reset-password');
  await page.goto(link);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill('Recovered@2025');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password update successfully, please login with new password.')).toBeVisible();

  await shell.signIn(page, email, member.password);
  await expect(page.getByText('Invalid credentials provided.')).toBeVisible();
  await shell.signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/app\//);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password').fill('Another@2026');
  await page.getByLabel('Confirm password').fill('Another@2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('This link has already been used')).toBeVisible();
});

test('an unknown address gets the same answer', async ({ page }) => {
  await page.goto('/admin/auth/forgot-password');
  await page.getByLabel('Email').fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for nobody-at-all@example.com, we have sent it a link')).toBeVisible();
});
