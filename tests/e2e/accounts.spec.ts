import { expect, test } from './fixtures';
import QRCode from 'qrcode';
import { JOURNEY_PASSWORD, journeyUsers, signIn, signInToDefaultAccount, users, closeSuccess } from './helpers';

test('an owner creates, edits, makes default and deletes an account, with a PNG logo', async ({ page }) => {
  await signIn(page, journeyUsers.accounts, JOURNEY_PASSWORD);
  await page.goto('/admin/app/pages/account-list?mode=view-all');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/accounts\/create$/);

  const name = `Initech ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Business name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Software for banks');
  await page.getByRole('textbox', { name: 'Billing email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Bill address' }).fill('1 Infinite Loop');
  await page.getByRole('textbox', { name: 'City' }).fill('Austin');
  await page.getByRole('textbox', { name: 'State' }).fill('Texas');
  await page.getByRole('textbox', { name: 'Country' }).fill('United States');
  await page.getByRole('textbox', { name: 'Zipcode' }).fill('73301');
  await page.getByRole('textbox', { name: 'Contact phone number' }).fill('+1 512 555 0100');

  // A file that is not PNG/JPEG is refused with the spec's message, a bad email with its own,
  // and nothing typed is lost; then a real PNG is taken.
  const logoInput = page.locator('input[type=file]').first();
  await logoInput.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a not really') });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Uploaded file is not in desired format, please upload PNG/JPEG file.')).toBeVisible();
  await expect(page.getByText('Please enter a valid billing email')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue(name);
  const png = await QRCode.toBuffer('Initech', { type: 'png', width: 64 });
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('textbox', { name: 'Billing email' }).fill('billing@initech.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page, 'Account saved successfully');

  await page.goto('/admin/app/pages/account-list?mode=view-all');
  await page.getByRole('textbox', { name: 'Search' }).fill('Initech');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // header + the match
  await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  await row.getByRole('link', { name: `Edit: ${name}` }).click();
  await page.getByRole('textbox', { name: 'Business name' }).fill(`${name} Ltd`);
  await page.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page, 'Account updated successfully');

  await page.goto('/admin/app/pages/account-list?mode=view-all');
  await page.getByRole('textbox', { name: 'Search' }).fill('Initech');
  const renamed = page.getByRole('row').filter({ hasText: `${name} Ltd` });
  await renamed.getByRole('button', { name: `Set as default: ${name} Ltd` }).click();
  await closeSuccess(page, 'Default account set successfully');
  await expect(renamed.getByRole('button', { name: `Unset default: ${name} Ltd` })).toBeVisible();
  // One default at a time: making the other account default takes the star from this one.
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await page.getByRole('button', { name: 'Set as default: Journey accounts Ltd' }).click();
  await closeSuccess(page, 'Default account set successfully');
  await expect(page.getByRole('button', { name: 'Unset default: Journey accounts Ltd' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Set as default: ${name} Ltd` })).toBeVisible();

  await page.getByRole('row').filter({ hasText: `${name} Ltd` }).getByRole('button', { name: `Delete: ${name} Ltd` }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await closeSuccess(page, 'Account deleted successfully');
  await expect(page.getByRole('row').filter({ hasText: `${name} Ltd` })).toHaveCount(0);
});

test('the account list pages, searches and sorts', async ({ page }) => {
  await signInToDefaultAccount(page, users.owner, 'Acme Corporation');
  await page.goto('/admin/app/pages/account-list?mode=view-all');
  const firstCell = () => page.getByRole('row').nth(1).getByRole('cell').nth(1);
  await expect(firstCell()).toHaveText('Acme Corporation');
  await page.getByRole('button', { name: 'Business name' }).click(); // sort descending
  await expect(firstCell()).not.toHaveText('Acme Corporation');
  await page.getByRole('textbox', { name: 'Search' }).fill('glob');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('Globex Industries')).toBeVisible();
});
