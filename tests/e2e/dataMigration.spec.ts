// Data Migration's connections (issue 14 items 1-2): add a database, test it, browse its tables and
// a table's columns, rename it, delete it; each action ends with the result dialog.
import { expect, test } from './fixtures';
import { closeSuccess, journeyUsers, signInToOnlyAccount } from './helpers';

test('an owner adds the embedded warehouse database, tests it, browses a table, renames it and deletes it', async ({ page }) => {
  await signInToOnlyAccount(page, journeyUsers.dataOwner);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Data Migration' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/data-migration$/);
  await expect(page.getByRole('heading', { name: 'Data Migration', level: 1 })).toBeVisible();
  await expect(page.getByText('No database connections yet. Add one now.')).toBeVisible();

  await page.getByRole('button', { name: 'Add database' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add database' });
  await dialog.getByLabel('Name').fill('Warehouse');
  await expect(dialog.getByText('An embedded database lives on this server')).toBeVisible();
  // A name that cannot be a folder is refused before anything is sent.
  await dialog.getByLabel('Database').fill('../elsewhere');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('An embedded database name has 1 to 63 letters, digits, _ or -');
  await dialog.getByLabel('Database').fill('warehouse');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Connected to PostgreSQL \d+/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page, 'Database saved successfully');

  const row = page.getByRole('row').filter({ hasText: 'Warehouse' });
  await expect(row).toContainText('Embedded (on this server)');
  await row.getByRole('button', { name: 'Tables: Warehouse' }).click();
  const browse = page.getByRole('dialog', { name: 'Tables of Warehouse' });
  await expect(browse.getByRole('row', { name: 'public.orders 25' })).toBeVisible();
  await browse.getByRole('button', { name: 'public.orders' }).click();
  const columns = browse.getByRole('table', { name: 'public.orders' });
  await expect(columns.getByRole('row', { name: 'customer character varying(40) No' })).toBeVisible();
  await expect(columns.getByRole('row', { name: 'placed timestamp with time zone Yes' })).toBeVisible();
  await browse.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Edit: Warehouse' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit database Warehouse' });
  await edit.getByLabel('Name').fill('Main warehouse');
  await edit.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page, 'Database updated successfully');

  await page.getByRole('row').filter({ hasText: 'Main warehouse' }).getByRole('button', { name: 'Delete: Main warehouse' }).click();
  await expect(page.getByRole('dialog')).toContainText('The database itself is not touched.');
  await page.getByRole('button', { name: 'Yes' }).click();
  await closeSuccess(page, 'Database deleted successfully');
  await expect(page.getByText('No database connections yet. Add one now.')).toBeVisible();
});
