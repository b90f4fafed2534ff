// The breadcrumb reads in the page's direction: left to right "Home / Users", right to left Home at
// the right and each separator between two items ("Users / Home" as drawn), light or dark, on a
// 375 px phone too.
import { expect, seriousViolations, test, type Page } from './kit';

/** Where each item of the breadcrumb and the separator before it are drawn, left to right on the screen. */
async function drawnItems(page: Page) {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByText('Users', { exact: true }).first()).toBeVisible();
  return crumbs.locator('li:visible').evaluateAll((items) => items.map((item) => {
    const words = document.createRange();
    words.selectNodeContents(item);
    const box = item.getBoundingClientRect();
    // The item's words without its separator (drawn by ::before, outside the range's rectangles).
    const text = [...words.getClientRects()].filter((r) => r.width > 0);
    const left = Math.min(...text.map((r) => r.left));
    const right = Math.max(...text.map((r) => r.right));
    return { text: (item as HTMLElement).innerText.trim(), box: { left: box.left, right: box.right }, words: { left, right } };
  }));
}

for (const { name, direction, darkMode, phone } of [
  { name: 'left to right', direction: 'ltr', darkMode: false, phone: false },
  { name: 'right to left', direction: 'rtl', darkMode: false, phone: false },
  { name: 'right to left, dark, on a 375 px phone', direction: 'rtl', darkMode: true, phone: true },
] as const) {
  test(`the breadcrumb reads ${name}`, async ({ page, signIn }) => {
    if (phone) await page.setViewportSize({ width: 375, height: 740 });
    await signIn('owner');
    await page.evaluate((settings) => localStorage.setItem('themeSettings', JSON.stringify(settings)), { direction, darkMode });
    const accountId = /\/admin\/app\/(\d+)\//.exec(page.url())![1];
    await page.goto(`/admin/app/${accountId}/users`);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);

    const [home, users] = await drawnItems(page);
    expect([home.text, users.text]).toEqual(['Home', 'Users']);
    if (direction === 'ltr') {
      expect(home.box.right).toBeLessThanOrEqual(users.box.left + 1);
      // The separator takes the start of "Users", towards Home.
      expect(users.words.left - users.box.left).toBeGreaterThan(8);
      expect(users.box.right - users.words.right).toBeLessThan(2);
    } else {
      expect(home.box.left).toBeGreaterThanOrEqual(users.box.right - 1);
      expect(users.box.right - users.words.right).toBeGreaterThan(8);
      expect(users.words.left - users.box.left).toBeLessThan(2);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).screenshot({ path: test.info().outputPath('breadcrumb.png') });
  });
}
