import { dialogs, expect, ListPage, shell, test } from './kit';

test('a developer finds the shared pieces at work in the components catalogue', async ({ page, signIn }) => {
  await signIn('developer');
  await shell.openMenu(page, 'Components');
  await expect(page).toHaveURL(/\/admin\/app\/components$/);

  const result = page.getByRole('region', { name: 'Result dialog' });
  await expect(result).toContainText("import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';");
  await result.getByRole('button', { name: 'Show a success' }).click();
  await dialogs.closeSuccess(page, 'Sample saved successfully');

  // The section table pages, searches and names each row's buttons, as in any plugin.
  const samples = new ListPage(page, 'Samples');
  await expect(samples.rows).toHaveCount(10); // the first 10 of 12
  await samples.search('sample_1');
  await expect(samples.rows).toHaveCount(3);
  await samples.rowAction('sample_12', 'Edit: sample_12');
  await expect(dialogs.named(page, 'Information')).toContainText('Edit: sample_12');
});

test('a plain user has no Components entry', async ({ page, signIn }) => {
  await signIn('user');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).not.toContainText('Components');
  await page.goto('/admin/app/components');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
