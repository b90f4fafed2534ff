// Page editor figures (issue 15): opening the draft editor until Monaco accepts typing, median of five
// cold loads (a fresh browser context each: no cache; budget under 1.5 s), and the live preview updated
// after the last keystroke (the 2000 ms debounce included; budget 2.1 s), median of five. A fresh embedded
// database and the built console in Chromium; run.ts passes its server helpers in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import type { BenchKit } from './developerPortal';
import { seedBenchPerson, seedTemplateDraft, signInToAccount, type BenchPerson } from './templateBench';

const EDITOR_USER: BenchPerson = { username: 'editor-bench@demo.local', password: 'Bench@1234', businessName: 'Editor Bench Ltd' };
const LOADS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A cold console at the template's drafts: signed in, the template chosen. */
async function openDrafts(browser: Browser, base: string, accountId: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  await signInToAccount(page, base, EDITOR_USER);
  await page.goto(`${base}/admin/app/${accountId}/page-templates`);
  await page.getByRole('button', { name: 'Bench pages' }).click();
  await page.getByRole('button', { name: 'Page actions: Bench page' }).waitFor();
  return page;
}

/** Milliseconds from Edit (the card menu open) until a character typed into Monaco is in the editor. */
async function timeEditorReady(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Page actions: Bench page' }).click();
  const edit = page.getByRole('menuitem', { name: 'Edit' });
  await edit.waitFor();
  const started = Date.now();
  await edit.click();
  await page.getByRole('tab', { name: 'Content' }).click();
  // Waited for at each animation frame: a locator's polling, a second in, looks only every 500 ms.
  await page.waitForFunction(() => document.querySelector('.monaco-editor textarea') !== null, null, { polling: 'raf' });
  await page.getByRole('textbox', { name: 'Content' }).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('Z');
  await page.waitForFunction(() => /Z$/.test(document.querySelector('.monaco-editor .view-lines')?.textContent?.trim() ?? ''), null, { polling: 'raf' });
  return Date.now() - started;
}

/** Milliseconds from the last keystroke until the live preview shows it. */
async function timePreview(page: Page, round: number): Promise<number> {
  const marker = `typed-${round}`;
  await page.getByRole('textbox', { name: 'Content' }).focus();
  await page.keyboard.press('Control+End');
  // The preview shows each page in a fresh document: the moment that document holding the marker is
  // navigated to is taken from Chromium's frame event, not from a locator's polling (which, two seconds
  // in, looks only every 500 ms).
  let shownAt = 0;
  const shown = page.waitForEvent('framenavigated', {
    timeout: 10_000,
    predicate: async (frame) => {
      const at = Date.now();
      const html = await frame.content().catch(() => '');
      if (html.includes(`id="${marker}"`)) shownAt = at;
      return shownAt > 0;
    },
  });
  await page.keyboard.insertText(`<p id="${marker}">${marker}</p>`);
  const started = Date.now();
  await shown;
  return shownAt - started;
}

export async function measurePageEditor(kit: Pick<BenchKit, 'base' | 'startServer' | 'stopServer'>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-editor-'));
  const accountId = await seedBenchPerson(dataDir, EDITOR_USER);
  const server = await kit.startServer({ dataDir });
  const browser = await launchChromium();
  try {
    await seedTemplateDraft(kit.base, EDITOR_USER, accountId, { template: 'Bench pages', page: 'Bench page' }, '<h1>Hello {{name}}</h1>');
    const openings: number[] = [];
    let page: Page | undefined;
    for (let i = 0; i < LOADS; i++) {
      await page?.context().close();
      page = await openDrafts(browser, kit.base, accountId);
      openings.push(await timeEditorReady(page));
    }
    const previews: number[] = [];
    for (let i = 0; i < LOADS; i++) previews.push(await timePreview(page!, i));
    await page?.context().close();
    return {
      editorReady: { medianMs: median(openings), loadsMs: openings, budgetMs: 1500 },
      livePreview: { medianMs: median(previews), roundsMs: previews, debounceMs: 2000, budgetMs: 2100 },
    };
  } finally {
    await browser.close();
    await kit.stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
