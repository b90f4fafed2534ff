// Registering as a new user: two steps, the verification mail, the link, then signing in; and
// asking for access instead.
import { expect, test } from './fixtures';
import { person, shell } from './kit';
import { linkIn, sentMails, waitForMail } from './mail';

const PASSWORD = 'Newcomer@2026';
const uniqueAddress = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('a new address registers, verifies by the mailed link, and signs in', async ({ page }) => {
  const email = uniqueAddress('newcomer');
  await page.goto('/admin/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/register$/);

  await page.getByLabel('First name').fill('Nova');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/admin\/auth\/register-2$/);
  await page.getByLabel('Business name').fill('Nova Widgets');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/register-success$/);
  await expect(page.getByText('User registered successfully')).toBeVisible();
  await expect(page.getByText(`We sent a verification email to ${email}`)).toBeVisible();

  // Not verified yet: signing in says what to do.
  await shell.signIn(page, email, PASSWORD);
  await expect(page.getByText('Please verify your email address before signing in')).toBeVisible();

  // A new mail replaces the first one's link.
  await waitForMail(email, /Verify your email address/);
  await page.getByRole('link', { name: 'Resend the verification mail' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send verification mail' }).click();
  await expect(page.getByText(`Verification mail sent to ${email} successfully`)).toBeVisible();
  await expect.poll(() => sentMails().filter((m) => m.to.includes(email)).length).toBe(2);

  const mail = await waitForMail(email, /Verify your email address/);
  await page.goto(linkIn(mail, '/admin/auth/verify'));
  await expect(page.getByText('Your email has been validated successfully, please login.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await shell.signIn(page, email, PASSWORD);
  // Their one account is entered at sign-in.
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/my-apps$/);
  await expect(page.getByRole('banner')).toContainText('Nova Widgets');

  // The link worked once.
  await page.goto(linkIn(mail, '/admin/auth/verify'));
  await expect(page.getByText('This link has already been used')).toBeVisible();
});

test('a taken address is told at the first step', async ({ page }) => {
  await page.goto('/admin/auth/register');
  await page.getByLabel('First name').fill('Owen');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill(person('owner').username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('An account with this email address already exists. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/auth\/register$/);
});

test('someone asks for access instead of registering', async ({ page }) => {
  await page.goto('/admin/auth/register');
  await page.getByRole('link', { name: 'Request access instead' }).click();
  // The register page (which has a First name too) stays up while the request page loads: wait for it.
  await expect(page.getByRole('heading', { name: 'Request access' })).toBeVisible();
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Requester');
  await page.getByLabel('Email').fill(uniqueAddress('request'));
  await page.getByLabel('Business name').fill('Requests Ltd');
  await page.getByLabel('Message').fill('We would like a trial.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/sign-up-request-success$/);
  await expect(page.getByText('Your request has been received. We will contact you soon.')).toBeVisible();
});
