import QRCode from 'qrcode';
import { dialogs, expect, Form, ListPage, test } from './kit';

test('an owner creates, edits, makes default and deletes an account, with a PNG logo', async ({ page, seed, signIn }) => {
  const own = await seed.account();
  await signIn({ ...own.owner, account: own.businessName });
  await page.goto('/admin/app/pages/account-list?mode=view-all');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/accounts\/create$/);

  const name = `Initech ${Date.now()}`;
  const form = new Form(page);
  await form.fill({
    'Business name': name, Description: 'Software for banks', 'Billing email': 'not-an-email', 'Bill address': '1 Infinite Loop',
    City: 'Austin', State: 'Texas', Country: 'United States', Zipcode: '73301', 'Contact phone number': '+1 512 555 0100',
  });

  // A file that is not PNG/JPEG is refused with the spec's message, a bad email with its own,
  // and nothing typed is lost; then a real PNG is taken.
  const logoInput = page.locator('input[type=file]').first();
  await logoInput.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a not really') });
  await form.submit();
  await form.expectError('Uploaded file is not in desired format, please upload PNG/JPEG file.');
  await form.expectError('Please enter a valid billing email');
  await expect(form.field('Business name')).toHaveValue(name);
  const png = await QRCode.toBuffer('Initech', { type: 'png', width: 64 });
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await form.fill({ 'Billing email': 'billing@initech.example' });
  await form.submit();
  await dialogs.closeSuccess(page, 'Account saved successfully');

  await page.goto('/admin/app/pages/account-list?mode=view-all');
  const accounts = new ListPage(page);
  await accounts.search('Initech', name);
  await expect(accounts.rows).toHaveCount(1);
  const row = accounts.row(name);
  await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  await row.getByRole('link', { name: `Edit: ${name}` }).click();
  await form.fill({ 'Business name': `${name} Ltd` });
  await form.submit();
  await dialogs.closeSuccess(page, 'Account updated successfully');

  await page.goto('/admin/app/pages/account-list?mode=view-all');
  await accounts.search('Initech', `${name} Ltd`);
  const renamed = accounts.row(`${name} Ltd`);
  await accounts.rowAction(`${name} Ltd`, `Set as default: ${name} Ltd`);
  await dialogs.closeSuccess(page, 'Default account set successfully');
  await expect(renamed.getByRole('button', { name: `Unset default: ${name} Ltd` })).toBeVisible();
  // One default at a time: making the other account default takes the star from this one.
  await accounts.search('');
  await accounts.rowAction(own.businessName, `Set as default: ${own.businessName}`);
  await dialogs.closeSuccess(page, 'Default account set successfully');
  await expect(page.getByRole('button', { name: `Unset default: ${own.businessName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Set as default: ${name} Ltd` })).toBeVisible();

  await accounts.rowAction(`${name} Ltd`, `Delete: ${name} Ltd`);
  await dialogs.confirm(page, 'Confirm');
  await dialogs.closeSuccess(page, 'Account deleted successfully');
  await expect(accounts.row(`${name} Ltd`)).toHaveCount(0);
});

test('the account list pages, searches and sorts', async ({ page, signIn }) => {
  await signIn('owner');
  await page.goto('/admin/app/pages/account-list?mode=view-all');
  const accounts = new ListPage(page);
  const firstName = async () => accounts.cell(accounts.rows.first(), 'Business name');
  await expect.poll(firstName).toBe('Acme Corporation');
  await accounts.sortBy('Business name', 'descending');
  await expect.poll(firstName).not.toBe('Acme Corporation');
  await accounts.search('glob', 'Globex Industries');
  await expect(accounts.rows).toHaveCount(1);
});
