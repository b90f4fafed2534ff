// Page history figure (issue 15): comparing two revisions of a 5,000-line page, from the click on Compare
// until Monaco's diff editor shows the differences (budget: under 1 s). The first opening loads the diff
// editor's code; the median of the next five is the comparison itself. A fresh embedded database and the
// built console in Chromium; run.ts passes its server helpers in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium';
import type { BenchKit } from './developerPortal';
import { seedBenchPerson, seedTemplateDraft, signInToAccount, type BenchPerson } from './templateBench';

const HISTORY_USER: BenchPerson = { username: 'history-bench@demo.local', password: 'Bench@1234', businessName: 'History Bench Ltd' };
const LINES = 5_000;
const OPENINGS = 5;

/** A page of `LINES` lines; `edition` changes every 50th line. */
const pageContent = (edition: number) => Array.from({ length: LINES }, (_, i) =>
  `<p id="line-${i}">Line ${i} of {{name}}${i % 50 === 0 ? ` (edition ${edition})` : ''}</p>`).join('\n');

/** A template with a draft saved twice, through the API as the console would. */
async function seedDraft(base: string, accountId: number) {
  const { call, fields, draftId } = await seedTemplateDraft(base, HISTORY_USER, accountId, { template: 'Long pages', page: 'Long page' }, pageContent(1));
  await call('PUT', `/template-pages-draft/${draftId}`, { ...fields, content: pageContent(2) });
}

async function openHistory(page: Page, base: string, accountId: number) {
  await signInToAccount(page, base, HISTORY_USER);
  await page.goto(`${base}/admin/app/${accountId}/page-templates`);
  await page.getByRole('button', { name: 'Long pages' }).click();
  await page.getByRole('button', { name: 'Page actions: Long page' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByRole('tab', { name: 'History' }).click();
  for (const revision of [1, 2]) await page.getByRole('checkbox', { name: new RegExp(`^Select revision ${revision} of `) }).check();
}

/** Milliseconds from the click on Compare until the content's diff shows a changed line. */
async function timeCompare(page: Page): Promise<number> {
  const started = Date.now();
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.getByTestId('diff-content').locator('.line-insert, .char-insert').first().waitFor({ timeout: 30_000 });
  const ms = Date.now() - started;
  const dialog = page.getByRole('dialog', { name: 'Revision 1 and revision 2 side by side' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return ms;
}

export async function measurePageHistoryCompare(kit: Pick<BenchKit, 'base' | 'startServer' | 'stopServer'>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-history-'));
  const accountId = await seedBenchPerson(dataDir, HISTORY_USER);
  const server = await kit.startServer({ dataDir });
  const browser = await launchChromium();
  try {
    await seedDraft(kit.base, accountId);
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    await openHistory(page, kit.base, accountId);
    const firstOpeningMs = await timeCompare(page);
    const openings: number[] = [];
    for (let i = 0; i < OPENINGS; i++) openings.push(await timeCompare(page));
    openings.sort((a, b) => a - b);
    return { lines: LINES, firstOpeningMs, medianMs: openings[Math.floor(OPENINGS / 2)], openingsMs: openings, budgetMs: 1000 };
  } finally {
    await browser.close();
    await kit.stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
