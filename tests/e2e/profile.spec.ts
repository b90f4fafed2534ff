// Edit Profile: the name and picture change, and the header's profile menu shows them at once.
import { dialogs, expect, Form, SEEDED_OWNER_NAME, shell, test } from './kit';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a changed name and picture show in the header without a reload', async ({ page, seed, signIn }) => {
  const account = await seed.account();
  await signIn({ ...account.owner, account: account.businessName });
  const profileButton = page.getByRole('button', { name: /: Profile menu$/ });
  await expect(profileButton).toContainText(SEEDED_OWNER_NAME);

  await shell.openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/edit-profile$/);
  const pictureInput = page.locator('input[type="file"]');
  await pictureInput.setInputFiles({ name: 'portrait.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Uploaded file is not in desired format, please upload PNG/JPEG file.')).toBeVisible();
  await pictureInput.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded file is not in desired format')).toBeHidden();

  const profile = new Form(page);
  await profile.fill({ 'First name': 'Pat', 'Last name': 'Portrait' });
  await profile.submit();
  await dialogs.closeSuccess(page, 'User updated successfully');

  await expect(profileButton).toContainText('Pat Portrait');
  await expect(profileButton.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // It was stored, not only shown: a reload reads it back.
  await page.reload();
  await expect(profile.field('First name')).toHaveValue('Pat');
  await expect(profileButton).toContainText('Pat Portrait');
});
