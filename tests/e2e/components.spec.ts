import { expect, test } from './fixtures';
import { closeSuccess, pickAccount, signIn, users } from './helpers';

test('a developer finds the shared pieces at work in the components catalogue', async ({ page }) => {
  await signIn(page, users.developer);
  await pickAccount(page, 'Acme Corporation');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Components' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/components$/);

  const result = page.getByRole('region', { name: 'Result dialog' });
  await expect(result).toContainText("import { useShowResult, useShowSuccess } from '../../ui/ResultProvider';");
  await result.getByRole('button', { name: 'Show a success' }).click();
  await closeSuccess(page, 'Sample saved successfully');

  // The section table pages, searches and names each row's buttons, as in any plugin.
  const section = page.getByRole('region', { name: 'Section table' });
  const table = section.getByRole('table', { name: 'Samples' });
  await expect(table.getByRole('row')).toHaveCount(11); // the heading and the first 10 of 12
  await section.getByRole('searchbox', { name: 'Search' }).fill('sample_1');
  await expect(table.getByRole('row')).toHaveCount(4);
  await table.getByRole('button', { name: 'Edit: sample_12' }).click();
  await expect(page.getByRole('dialog', { name: 'Information' })).toContainText('Edit: sample_12');
});

test('a plain user has no Components entry', async ({ page }) => {
  await signIn(page, users.plain);
  await pickAccount(page, 'Acme Corporation');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).not.toContainText('Components');
  await page.goto('/admin/app/components');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
