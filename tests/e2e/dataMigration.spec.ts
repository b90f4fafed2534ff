// Data Migration's connections (issue 14 items 1-2): add a database, test it, browse its tables and
// a table's columns, rename it, delete it; each action ends with the result dialog.
import { dialogs, expect, test } from './kit';
import { journeyPerson } from './journeyUsers';

test('an owner adds the embedded warehouse database, tests it, browses a table, renames it and deletes it', async ({ page, signIn }) => {
  await signIn(journeyPerson('dataOwner'));
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
  await dialogs.closeSuccess(page, 'Database saved successfully');

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
  await dialogs.closeSuccess(page, 'Database updated successfully');

  await page.getByRole('row').filter({ hasText: 'Main warehouse' }).getByRole('button', { name: 'Delete: Main warehouse' }).click();
  await expect(page.getByRole('dialog')).toContainText('The database itself is not touched.');
  await page.getByRole('button', { name: 'Yes' }).click();
  await dialogs.closeSuccess(page, 'Database deleted successfully');
  await expect(page.getByText('No database connections yet. Add one now.')).toBeVisible();
});

test('an owner migrates a table between two databases, reads the plan first, follows the run and reads its proof', async ({ page, signIn }) => {
  await signIn(journeyPerson('migrationOwner'));
  await page.goto('/admin/app/data-migration');
  await page.getByRole('button', { name: 'Migrate data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Migrate data' });
  await dialog.getByRole('combobox', { name: 'From' }).click();
  await page.getByRole('option', { name: 'Warehouse' }).click();
  await dialog.getByRole('combobox', { name: 'To' }).click();
  await page.getByRole('option', { name: 'Reports' }).click();
  await dialog.getByRole('checkbox', { name: 'public.orders (about 25 rows)' }).check();
  await dialog.getByRole('button', { name: 'Review' }).click();

  const review = page.getByRole('dialog', { name: 'Review the migration' });
  // The first plan opens both embedded databases, and "reports" is created on the spot (an initdb).
  await expect(review).toContainText('1 tables, about 25 rows.', { timeout: 60_000 });
  const columns = review.getByRole('table', { name: 'Columns of public.orders' });
  await expect(columns.getByRole('row', { name: 'customer character varying(40) character varying(40)' })).toBeVisible();
  await review.getByRole('button', { name: 'Type rules, Embedded (on this server) to Embedded (on this server)' }).click();
  await expect(review.getByText('Between two databases of this kind, every known type is kept as it is.')).toBeVisible();
  await review.getByRole('button', { name: 'Start' }).click();

  const run = page.getByRole('dialog', { name: 'Migration from Warehouse to Reports' });
  await expect(run.getByText('Finished: every table copied and proved.')).toBeVisible();
  await expect(run.getByRole('progressbar', { name: 'Migration progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(run).toContainText('25 of about 25 rows · 1 of 1 tables');
  await expect(run.getByRole('table', { name: 'Proof of the copy' }).getByRole('row', { name: /^public\.orders 25 25 [0-9a-f]{16} Match$/ })).toBeVisible();
  await run.getByRole('button', { name: 'Close' }).click();

  const recent = page.getByRole('table', { name: 'Recent migrations' });
  await expect(recent.getByRole('row', { name: /Warehouse Reports Finished: every table copied and proved\. 25/ })).toBeVisible();

  // The same table again: the plan says the target has it, and the run cannot start.
  await page.getByRole('button', { name: 'Migrate data' }).click();
  await dialog.getByRole('combobox', { name: 'From' }).click();
  await page.getByRole('option', { name: 'Warehouse' }).click();
  await dialog.getByRole('combobox', { name: 'To' }).click();
  await page.getByRole('option', { name: 'Reports' }).click();
  await dialog.getByRole('checkbox', { name: 'All tables' }).check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(review.getByRole('alert')).toHaveText('These tables already exist in the target: public.orders. Drop or rename them there first.');
  await expect(review.getByRole('button', { name: 'Start' })).toBeDisabled();
});

test('an owner copies files into a container, watches the upload, downloads one as it was sent and deletes another', async ({ page, signIn }) => {
  await signIn(journeyPerson('dataOwner'));
  await page.goto('/admin/app/data-migration');
  const section = page.getByRole('region', { name: 'Container files' });
  const report = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256));
  await section.getByLabel('Container').fill('bad name');
  await expect(section.getByText("A container name has 1 to 63 letters, digits, '.', '_' or '-', and starts with a letter or digit")).toBeVisible();
  await section.getByLabel('Container').fill('invoices-2026');
  await section.getByLabel('Files to upload').setInputFiles([
    { name: 'report 1.bin', mimeType: 'application/octet-stream', buffer: report },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('remember the milk') },
  ]);
  await expect(section).toContainText('Chosen: report 1.bin, notes.txt');
  await section.getByRole('button', { name: 'Upload' }).click();
  await dialogs.closeSuccess(page, 'File uploaded successfully');

  const files = section.getByRole('table', { name: 'Files of invoices-2026' });
  await expect(files.getByRole('row', { name: /^report 1\.bin 200,000 / })).toBeVisible();
  await expect(files.getByRole('row', { name: /^notes\.txt 17 / })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download: report 1.bin' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('report 1.bin');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await download.path())).equals(report)).toBe(true);

  await files.getByRole('button', { name: 'Delete: notes.txt' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete notes.txt from the container?');
  await page.getByRole('button', { name: 'Yes' }).click();
  await dialogs.closeSuccess(page, 'File deleted successfully');
  await expect(files.getByRole('row', { name: /^notes\.txt/ })).toHaveCount(0);
});
