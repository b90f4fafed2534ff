// The email templates journey: the owner of an account of their own (allpermissions, hence view_email_templates and
// edit_email_templates) lists, creates, edits and deletes through the console, as a user would.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { journeyUsers, signInToOnlyAccount } from './helpers';

/** WCAG 2.1 A and AA violations axe rates serious or critical, as tests/e2e/accessibility.spec.ts checks them. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

test('an owner lists, creates, edits and deletes email templates', async ({ page }) => {
  await signInToOnlyAccount(page, journeyUsers.emailTemplatesOwner);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Email Templates', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/email-templates$/);
  await expect(page.getByText('No email templates yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Create: the name is required first (Save is enabled once something is typed).
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/emailTemplates\/create$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Description' }).fill('Made through the console');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('First of the journey');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Email template created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/email-templates$/);
  await page.reload();
  const first = page.getByRole('row').filter({ hasText: 'First of the journey' });
  await expect(first).toContainText('Made through the console');

  // Edit: the row opens the edit view; the change shows in the list.
  await first.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/emailTemplates\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('First of the journey');
  await page.getByRole('textbox', { name: 'Name' }).fill('Renamed in the journey');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Email template updated')).toBeVisible();
  const renamed = page.getByRole('row').filter({ hasText: 'Renamed in the journey' });
  await expect(renamed).toContainText('Made through the console');
  await expect(page.getByRole('row').filter({ hasText: 'First of the journey' })).toHaveCount(0);

  // Delete, after a confirmation.
  await renamed.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Email template deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/email-templates$/);
  await expect(page.getByText('No email templates yet.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Renamed in the journey' })).toHaveCount(0);
});
