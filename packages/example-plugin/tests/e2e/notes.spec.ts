// The example plugin's journey, in the host's browser suite on the testers' kit (docs/testing.md):
// installed and enabled, its menu entry, summary page, list and form are the console's like any
// domain's, for the owner of a freshly seeded account (allpermissions, hence view_notes and edit_notes).
import { Form, ListPage, expect, seriousViolations, shell, test } from '@platform-console/plugin-api/testing/e2e';

test('the example plugin package: an owner opens Notes from the menu, writes a note and finds it pinned', async ({ page, seed, signIn }) => {
  const account = await seed.account();
  await signIn({ ...account.owner, account: account.businessName });
  await shell.openMenu(page, 'Notes');
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/notes-summary$/);
  await expect(page.getByText('Pinned notes: 0')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Open the notes' }).click();
  await expect(page).toHaveURL(/\/admin\/notes$/);
  await page.getByRole('link', { name: 'Create' }).click();
  const form = new Form(page);
  await expect(form.field('Title')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The title is required first (Save is enabled once something is typed).
  await form.fill({ Text: 'Before May' });
  await form.submit();
  await form.expectError('Title is required');
  await form.fill({ Title: 'Renew the certificate' });
  await page.getByRole('switch', { name: 'Pinned' }).check();
  await form.submit();
  await expect(page.getByText('Note saved')).toBeVisible();

  await page.goto('/admin/notes');
  const list = new ListPage(page);
  await expect(list.row('Renew the certificate')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await shell.openMenu(page, 'Notes');
  await expect(page.getByText('Pinned notes: 1')).toBeVisible();
});
