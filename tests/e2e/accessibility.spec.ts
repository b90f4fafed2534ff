// WCAG 2.1 A and AA, checked by axe in the browser (issue 16 item 4): no serious or critical
// violation on the screens this check covers, in light, dark and right-to-left in Japanese, and
// no page-wide sideways scroll at 375 px. A screen joins the list once it is clean; issue 16 grows
// the list to every screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { journeyUsers, signInToOnlyAccount } from './helpers';

const SIGNED_IN_SCREENS = ['/app/docs', '/app/docs?q=role', '/app/helppage', '/app/maps', '/app/data-migration'];
/** What shows once a screen has its content: its first-level heading, or the search's result count. */
const contentOf = (page: Page, screen: string) => (screen.includes('?q=') ? page.getByRole('status') : page.getByRole('heading', { level: 1 }).first());
const PUBLIC_SCREENS = ['/auth/test-mapper'];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`));
}

async function visitAll(page: Page, screens: string[], ready: (page: Page, screen: string) => Promise<void>) {
  for (const screen of screens) {
    await page.goto(`/admin${screen}`);
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
    test.setTimeout(120_000);
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
  await page.setViewportSize({ width: 375, height: 740 });
  await signInToOnlyAccount(page, journeyUsers.guideReader);
  for (const screen of SIGNED_IN_SCREENS) {
    await page.goto(`/admin${screen}`);
    await mainShown(page, screen);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(375);
  }
});
