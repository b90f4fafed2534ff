// Page history figure (issue 15): comparing two revisions of a 5,000-line page, from the click on Compare
// until Monaco's diff editor shows the differences (budget: under 1 s). The first opening loads the diff
// editor's code; the median of the next five is the comparison itself. A fresh embedded database and the
// built console in Chromium; run.ts passes its server helpers in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openDatabase } from '../server/src/db/connection';
import { bootstrapPlatform } from '../server/src/seed/bootstrap';
import { createUser } from '../server/src/core/userRecords';
import { createAccount } from '../server/src/domains/accounts';
import { launchChromium } from './chromium';
import type { BenchKit } from './developerPortal';

const HISTORY_USER = { username: 'history-bench@demo.local', password: 'Bench@1234' };
const LINES = 5_000;
const OPENINGS = 5;

/** A page of `LINES` lines; `edition` changes every 50th line. */
const pageContent = (edition: number) => Array.from({ length: LINES }, (_, i) =>
  `<p id="line-${i}">Line ${i} of {{name}}${i % 50 === 0 ? ` (edition ${edition})` : ''}</p>`).join('\n');

async function seedUser(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await bootstrapPlatform(database.db);
    const user = await createUser(database.db, { ...HISTORY_USER, firstName: 'History', lastName: 'Bench' });
    const { account } = await createAccount(database.db, user.id, {
      businessName: 'History Bench Ltd', billingEmail: HISTORY_USER.username, billAddress: '1 Bench Road', city: 'Paris',
      state: 'IDF', country: 'FR', zipcode: '75001', contactPhone: '+33 1 23 45 67 89', description: 'Bench account',
    });
    return account.id;
  } finally {
    await database.close();
  }
}

/** A template with a draft saved twice, through the API as the console would. */
async function seedDraft(base: string, accountId: number) {
  const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(HISTORY_USER) });
  const { token } = (await login.json()) as { token: { accessToken: string } };
  const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
    const res = await fetch(`${base}/app/developerApp${path}`, {
      method, headers: { authorization: `Bearer ${token.accessToken}`, accountId: String(accountId), 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { apps } = await call<{ apps: { id: number }[] }>('GET', '/templates/targets');
  const template = await call<{ data: { id: number } }>('POST', '/templates', { name: 'Long pages', appId: apps[0].id });
  const fields = { pageName: 'Long page', description: '<p>Long</p>', category: 'Bench', comments: '', status: 'ACTIVE', dataForPreview: '{"name": "Ada"}', stable: false };
  const draft = await call<{ data: { id: number } }>('POST', '/template-pages-draft', { ...fields, content: pageContent(1), templateId: template.data.id });
  await call('PUT', `/template-pages-draft/${draft.data.id}`, { ...fields, content: pageContent(2) });
}

async function openHistory(page: Page, base: string, accountId: number) {
  await page.goto(`${base}/admin/auth/login`);
  await page.getByLabel('Username').fill(HISTORY_USER.username);
  await page.getByLabel('Password', { exact: true }).fill(HISTORY_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/app\//);
  // Enter the account as a person would from the account list (as tests/e2e/helpers.ts pickAccount does).
  await page.goto(`${base}/admin/app/pages/account-list?mode=view-all`);
  await page.getByRole('row').filter({ hasText: 'History Bench Ltd' }).getByRole('button', { name: 'Select' }).click();
  await page.waitForURL(/\/admin\/app\/\d+\/my-apps/);
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
  const accountId = await seedUser(dataDir);
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
