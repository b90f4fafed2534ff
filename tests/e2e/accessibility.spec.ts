// WCAG 2.1 A and AA, checked by axe in the browser (issue 16 item 4): no serious or critical
// violation on the screens this check covers, in light, dark and right-to-left in Japanese, and
// no page-wide sideways scroll at 375 px. A screen joins the list once it is clean; issue 16 grows
// the list to every screen (the ones still missing: those with an id in their path).
import { seriousViolations } from './kit';
import { expect, test, type Page } from './fixtures';
import { journeyUsers, signInToOnlyAccount } from './helpers';

const SIGNED_IN_SCREENS = [
  '/app/docs', '/app/docs?q=role', '/app/helppage', '/app/maps', '/app/data-migration', '/app/data-export', '/app/dashboards', '/app/apps',
  '/app/components', '/app/two-factor', '/app/change-password', '/app/edit-profile', '/app/api-documents', '/app/pages/app-parameters',
  '/app/pages/account-list?mode=view-all', '/app/pages/add-app?type=app',
  // Screens whose path holds the account: `:accountId` becomes the account the reader has entered.
  '/app/:accountId/page-templates',
];
/** What shows once a screen has its content: the search's result count, a list's first row, a form's field, or the first-level heading. */
function contentOf(page: Page, screen: string) {
  if (screen.includes('?q=')) return page.getByRole('status');
  if (screen.includes('account-list')) return page.getByRole('row').filter({ hasText: 'Journey guideReader Ltd' });
  // The description's editor loads last (tiptap, on demand); its name is in the page's language.
  if (screen.includes('add-app')) return page.locator('[contenteditable="true"][role="textbox"]');
  return page.getByRole('heading', { level: 1 }).first();
}
const PUBLIC_SCREENS = ['/auth/test-mapper'];

/** The screen's address in the account entered at sign-in (`entered`: the URL then, which holds it). */
const addressOf = (entered: string, screen: string) => `/admin${screen.replace(':accountId', /\/app\/(\d+)\//.exec(entered)?.[1] ?? ':accountId')}`;

async function visitAll(page: Page, screens: string[], ready: (page: Page, screen: string) => Promise<void>) {
  const entered = page.url();
  for (const screen of screens) {
    await page.goto(addressOf(entered, screen));
    await ready(page, screen);
    expect(await seriousViolations(page), `${screen}`).toEqual([]);
  }
}

const mainShown = async (page: Page, screen: string) => {
  await expect(contentOf(page, screen)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
};

const variants: { name: string; settings: object; languageId?: string; html: { dir: string; lang: string } }[] = [
  { name: 'light', settings: {}, html: { dir: 'ltr', lang: 'en' } },
  { name: 'dark', settings: { darkMode: true }, html: { dir: 'ltr', lang: 'en' } },
  { name: 'right to left, in Japanese', settings: { direction: 'rtl' }, languageId: 'jp', html: { dir: 'rtl', lang: 'ja' } },
];

for (const variant of variants) {
  test(`the covered screens have no serious accessibility violation: ${variant.name}`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInToOnlyAccount(page, journeyUsers.guideReader);
    await page.evaluate(({ settings, languageId }) => {
      localStorage.setItem('themeSettings', JSON.stringify(settings));
      if (languageId) localStorage.setItem('languageId', languageId);
    }, variant);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', variant.html.dir);
    await expect(page.locator('html')).toHaveAttribute('lang', variant.html.lang);
    await visitAll(page, SIGNED_IN_SCREENS, mainShown);
  });
}

test('the public route map has no serious accessibility violation, light or dark', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await visitAll(page, PUBLIC_SCREENS, async (p) => { await expect(p.getByRole('table', { name: 'Signed-in pages' })).toBeVisible(); });
  }
});

test('the covered screens fit a 375 px phone without sideways scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await signInToOnlyAccount(page, journeyUsers.guideReader);
  const entered = page.url();
  for (const screen of SIGNED_IN_SCREENS) {
    await page.goto(addressOf(entered, screen));
    await mainShown(page, screen);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(375);
  }
});
