// Data Export (issue 14 item 5): an owner chooses the app instance's data source, adds an export
// table from its schema and tables, views its data page by page and sorted, exports it with a
// progress bar, downloads example.xlsx and reads it back with exceljs, finds the bell's Download,
// and deletes the export table with the spec's '{table} export deleted'.
import ExcelJS from 'exceljs';
import { dialogs, expect, seriousViolations, test, type Page } from './kit';
import { journeyPerson } from './journeyUsers';
import { EXPORT_APP, EXPORT_ROWS } from './seedDataExport';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const dropdown = (page: Page) => page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: 'Notifications' }) });

/** A download Playwright saw: its suggested name and where it saved it. */
async function workbookOf(download: { suggestedFilename(): string; path(): Promise<string> }) {
  expect(download.suggestedFilename()).toBe('example.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

test('an owner defines an export, views its data, exports it to example.xlsx and downloads it from the page and the bell', async ({ page, signIn }) => {
  await signIn(journeyPerson('exportOwner'));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Data Export' }).click();
  await expect(page).toHaveURL(/\/admin\/app\/data-export$/);
  await expect(page.getByRole('heading', { name: 'Data Export', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'App instance' })).toHaveText(`${EXPORT_APP} · Production`);
  await expect(page.getByText("Choose this app instance's data source")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add export table' })).toBeDisabled();

  await page.getByRole('combobox', { name: 'Data source' }).click();
  await page.getByRole('option', { name: 'Warehouse' }).click();
  await dialogs.closeSuccess(page, 'Data source saved successfully');
  await expect(page.getByText('No export tables yet. Add one now.')).toBeVisible();

  await page.getByRole('button', { name: 'Add export table' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add export table' });
  await dialog.getByRole('combobox', { name: 'Schema' }).click();
  await page.getByRole('option', { name: 'public' }).click();
  await dialog.getByRole('combobox', { name: 'Table' }).click();
  // The analysed table shows the engine's estimate; the one never analysed is counted, not "~0".
  await expect(page.getByRole('option', { name: `orders (Rows: ~${EXPORT_ROWS})` })).toBeVisible();
  await expect(page.getByRole('option', { name: 'events (Rows: 1,000)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('table-picker.png') });
  await page.getByRole('option', { name: /^orders/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialogs.closeSuccess(page, 'Data export added successfully');
  const row = page.getByRole('row').filter({ hasText: 'orders' });
  await expect(row).toContainText('public');

  await row.getByRole('button', { name: 'View data: orders' }).click();
  const view = page.getByRole('dialog', { name: 'Data of public.orders' });
  const grid = view.getByRole('table', { name: 'Data of public.orders' });
  await expect(grid.getByRole('row').nth(1)).toHaveText(/^1\s*Customer 01\s*2\.50\s*false$/);
  await expect(view).toContainText(`Showing 1-10 of ${EXPORT_ROWS} items`);
  await grid.getByRole('button', { name: 'amount' }).click();
  await grid.getByRole('button', { name: 'amount' }).click();
  await expect(grid.getByRole('columnheader', { name: 'amount' })).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.getByRole('row').nth(1)).toHaveText(/^30\s*Customer 30\s*75\.00\s*true$/);
  await view.getByRole('button', { name: 'Go to next page' }).click();
  await expect(view).toContainText(`Showing 11-20 of ${EXPORT_ROWS} items`);
  await expect(grid.getByRole('row').nth(1)).toHaveText(/^20\s*Customer 20/);
  await view.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Export: orders' }).click();
  const progress = page.getByRole('region', { name: 'Export of public.orders' });
  await expect(progress.getByRole('status')).toHaveText(`Done: ${EXPORT_ROWS} rows of orders in 1 sheet`);
  await expect(progress.getByRole('table', { name: 'Rows per sheet' }).getByRole('row', { name: `Data 1 ${EXPORT_ROWS}` })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), progress.getByRole('button', { name: 'Download example.xlsx' }).click()]);
  const workbook = await workbookOf(download);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Data 1', 'Summary']);
  const data = workbook.getWorksheet('Data 1')!;
  expect(data.rowCount).toBe(EXPORT_ROWS + 1);
  expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(['id', 'customer', 'amount', 'paid']);
  expect((data.getRow(4).values as unknown[]).slice(1)).toEqual([3, 'Customer 03', 7.5, true]);
  expect((data.getRow(EXPORT_ROWS + 1).values as unknown[]).slice(1)).toEqual([EXPORT_ROWS, `Customer ${EXPORT_ROWS}`, 75, true]);
  const summary = workbook.getWorksheet('Summary')!;
  const totals = summary.getRows(1, summary.rowCount)!.map((r) => (r.values as unknown[]).slice(1));
  expect(totals).toContainEqual(['Data 1', EXPORT_ROWS]);
  expect(totals).toContainEqual(['Total', EXPORT_ROWS]);

  // The bell says the file is ready, and its Download fetches it again.
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell(page).click();
  const item = dropdown(page).getByRole('listitem').filter({ hasText: 'Export of orders is ready to download' });
  const [again] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect((await workbookOf(again)).getWorksheet('Data 1')!.rowCount).toBe(EXPORT_ROWS + 1);
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Delete: orders' }).click();
  await expect(page.getByRole('dialog')).toContainText('The table itself is not touched.');
  await page.getByRole('button', { name: 'Yes' }).click();
  await dialogs.closeSuccess(page, 'orders export deleted successfully');
  await expect(page.getByText('No export tables yet. Add one now.')).toBeVisible();
});
