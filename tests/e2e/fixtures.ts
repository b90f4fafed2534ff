// Every journey runs under the console's Content-Security-Policy and fails if any page of it logs
// a violation: a library that starts needing eval or an inline script breaks the suite, not users.
// Specs import `test` and `expect` from here (eslint refuses '@playwright/test' in them).
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, Page } from '@playwright/test';

/** Chromium reports each refusal on the page's console, e.g. "Refused to evaluate a string as JavaScript…". */
const isViolation = (text: string) => text.includes('Content Security Policy');

function watch(page: Page, violations: string[]) {
  page.on('console', (message) => {
    if (isViolation(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}

function watchContext(context: BrowserContext, violations: string[]) {
  context.pages().forEach((page) => watch(page, violations));
  context.on('page', (page) => watch(page, violations));
}

export const test = base.extend<{
  cspViolations: string[];
  /** A page in a browser of its own (another person, or another device of the same one), watched as well. */
  openOtherBrowser: () => Promise<Page>;
}>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, provide) => { await provide([]); },
  context: async ({ context, cspViolations }, provide) => {
    watchContext(context, cspViolations);
    await provide(context);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
  openOtherBrowser: async ({ browser, cspViolations }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async () => {
      const context = await browser.newContext();
      opened.push(context);
      watchContext(context, cspViolations);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});
