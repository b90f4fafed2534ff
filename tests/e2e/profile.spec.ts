// Edit Profile: the name and picture change, and the header's profile menu shows them at once.
import { expect, test } from './fixtures';
import { journeyUsers, JOURNEY_PASSWORD, openProfileMenu, pickAccount, signIn, closeSuccess } from './helpers';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a changed name and picture show in the header without a reload', async ({ page }) => {
  await signIn(page, journeyUsers.profile, JOURNEY_PASSWORD);
  await pickAccount(page, 'Journey profile Ltd');
  const profileButton = page.getByRole('button', { name: /: Profile menu$/ });
  await expect(profileButton).toContainText('Journey profile');

  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/edit-profile$/);
  const pictureInput = page.locator('input[type="file"]');
  await pictureInput.setInputFiles({ name: 'portrait.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Uploaded file is not in desired format, please upload PNG/JPEG file.')).toBeVisible();
  await pictureInput.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded file is not in desired format')).toBeHidden();

  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Portrait');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page, 'User updated successfully');

  await expect(profileButton).toContainText('Pat Portrait');
  await expect(profileButton.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // It was stored, not only shown: a reload reads it back.
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Pat');
  await expect(profileButton).toContainText('Pat Portrait');
});
