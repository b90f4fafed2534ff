// The signed-out pages (issue 16): no serious or critical WCAG 2.1 A/AA violation (axe) on any of
// them in light (English), dark (Spanish) and right to left (Japanese, the theme drawer's stored
// choice); no page-wide sideways scroll (the dark and the right-to-left looks on a 375 px phone);
// `<html lang>` a BCP 47 tag and `dir` the chosen direction on each; and what the server answers said
// in the chosen language. The routes are console-shell.md's.
import { expect, seriousViolations, test } from './kit';
import type { Page } from './fixtures';
import { openInApp } from './openInApp';

interface PublicPage {
  /** What the visit shows, e.g. `verify?token=...` (a refused link). */
  name: string;
  open(page: Page): Promise<void>;
}

/**
 * The pages are opened within the public app, as its links would (tests/e2e/openInApp.ts), through
 * the server error page: its route is the only one drawing that page (the not-found page also answers
 * unknown paths, and would keep its elements from one to the other).
 */
const NOWHERE = '/admin/auth/error-1';

const visit = (path: string): PublicPage => ({ name: path, open: (page) => openInApp(page, `/admin/auth/${path}`, NOWHERE) });

/**
 * A page that is reached from another with what that one hands over (react-router keeps it in the
 * history entry's `usr`): two-factor after the password, register-success after registering.
 */
const handedOver = (path: string, state: object): PublicPage => ({
  name: path,
  open: (page) => openInApp(page, `/admin/auth/${path}`, NOWHERE, state),
});

/** register-2 comes after the first step, whose answers stay in memory only. */
const registerSecondStep: PublicPage = {
  name: 'register-2',
  open: async (page) => {
    await openInApp(page, '/admin/auth/register', NOWHERE);
    await page.locator('#register-first-name').fill('Ada');
    await page.locator('#register-last-name').fill('Lovelace');
    await page.locator('#register-email').fill(`a11y-${Date.now()}@example.test`);
    await page.locator('#register-password').fill('Journey@123');
    await page.locator('#register-confirm-password').fill('Journey@123');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/auth\/register-2$/);
    // The address changes before the step's page has loaded: wait for the step itself.
    await expect(page.locator('#register-business-name')).toBeVisible();
  },
};

const PUBLIC_PAGES: PublicPage[] = [
  visit('login'), visit('login-1'), visit('login-2'), visit('loading'), visit('picklixlink'),
  handedOver('two-factor-auth', { username: 'someone@example.test' }),
  visit('register'), registerSecondStep, handedOver('register-success', { username: 'someone@example.test', verificationRequired: true }),
  visit('sign-up-request'), visit('sign-up-request-success'),
  visit('verifymail'), visit('verify'), visit('verify?token=not-a-real-token'),
  visit('forgot-password'), visit('reset-password?token=not-a-real-token'), visit('reset-password'),
  visit('linkedin'), visit('linkedin?error=access_denied'),
  visit('error-1'), visit('error-2'), visit('401'), visit('404'), visit('no-such-page'),
  visit('accept-invite'), visit('resend-invite'), visit('access-decline'),
  visit('test-mapper'),
];

interface Look {
  name: string;
  /** Two looks are on a 375 px phone, where nothing may scroll the page sideways. */
  width: 1280 | 375;
  colorScheme: 'light' | 'dark';
  /** What this browser has stored: the theme drawer's choices, the language. */
  stored?: { themeSettings?: object; languageId?: string };
  html: { lang: string; dir: string };
  background: string;
}

const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(18, 18, 18)';
const looks: Look[] = [
  { name: 'light', width: 1280, colorScheme: 'light', html: { lang: 'en', dir: 'ltr' }, background: LIGHT },
  // Spanish's longer words meet the phone's narrow screen.
  { name: 'dark, in Spanish, on a 375 px phone', width: 375, colorScheme: 'dark', stored: { languageId: 'sp' }, html: { lang: 'es', dir: 'ltr' }, background: DARK },
  // Stored choices win over the system's light scheme.
  { name: 'right to left and dark, in Japanese, on a 375 px phone', width: 375, colorScheme: 'light', stored: { themeSettings: { direction: 'rtl', darkMode: true }, languageId: 'jp' }, html: { lang: 'ja', dir: 'rtl' }, background: DARK },
];

async function takeOn(page: Page, look: Look) {
  await page.setViewportSize({ width: look.width, height: 740 });
  await page.emulateMedia({ colorScheme: look.colorScheme });
  await page.goto('/admin/auth/404');
  await page.evaluate(({ themeSettings, languageId }) => {
    if (themeSettings) localStorage.setItem('themeSettings', JSON.stringify(themeSettings));
    if (languageId) localStorage.setItem('languageId', languageId);
  }, look.stored ?? {});
  // The public app reads the stored choices as it starts.
  await page.reload();
}

/** Shown: the first-level heading, nothing still loading, in the look's language, direction and colours. */
async function shown(page: Page, look: Look, name: string) {
  await expect(page.getByRole('heading', { level: 1 }), name).toBeVisible();
  await expect(page.getByRole('progressbar'), name).toHaveCount(0);
  await expect(page.locator('html'), name).toHaveAttribute('lang', look.html.lang);
  await expect(page.locator('html'), name).toHaveAttribute('dir', look.html.dir);
  await expect(page.locator('body'), name).toHaveCSS('background-color', look.background);
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// The looks' tests may run in different workers.
test.describe.configure({ mode: 'parallel' });
for (const look of looks) {
  test(`the signed-out pages have no serious accessibility violation: ${look.name}`, async ({ page }) => {
    test.setTimeout(240_000);
    await takeOn(page, look);
    for (const publicPage of PUBLIC_PAGES) {
      await publicPage.open(page);
      await shown(page, look, publicPage.name);
      expect(await seriousViolations(page), publicPage.name).toEqual([]);
      expect(await sidewaysScroll(page), publicPage.name).toBe(0);
    }
  });
}

test('what the server answers reads in the chosen language, and the console opens in it', async ({ page, seed }) => {
  const { owner } = await seed.account();
  await takeOn(page, looks[2]);
  await page.goto('/admin/auth/login');
  await page.locator('#login-username').fill('nobody@example.test');
  await page.locator('#login-password').fill('Not-the-password1');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alert')).toHaveText('認証情報が無効です。');

  // A refused verification link: the server's reason, in Japanese, never its English or its schema check.
  await page.goto('/admin/auth/verify?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText('このリンクは無効です。新しいリンクを依頼してください。');

  await page.goto('/admin/auth/login');
  await page.locator('#login-username').fill(owner.username);
  await page.locator('#login-password').fill(owner.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/app\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('footer')).toContainText('利用規約');
});
