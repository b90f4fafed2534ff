// WCAG 2.1 A and AA, checked by axe in the browser (issue 16 items 4 and 5): no serious or critical
// violation on every signed-in console screen, each tab of a page and the main dialogs, in light, dark
// and right-to-left in Japanese; and at 375 px no page-wide sideways scroll, every dialog button in view.
// Two people walk the console: the demo owner (Acme Corporation develops an app, a service and a
// connector) and the route table's owner (an account that develops an app and subscribes to it: My
// Apps' card, the instance's page and its tabs). Ids come from the screens' own links, as a person
// would follow them, so the walk reads the language-independent addresses, not the link texts.
import { seriousViolations, shell } from './kit';
import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, journeyUsers, JOURNEY_PASSWORD, signInToOnlyAccount, users } from './helpers';

/** Screens at a fixed address (`:accountId`: the account entered); each shows a first-level heading once ready. */
const OWNER_SCREENS = [
  '/app/:accountId/my-apps', '/app/dashboards', '/app/maps', '/app/docs', '/app/docs?q=role', '/app/helppage',
  '/app/data-migration', '/app/data-export', '/app/components', '/app/api-documents', '/app/two-factor', '/app/change-password',
  '/app/edit-profile', '/app/pages/app-parameters', '/accounts/create', '/app/:accountId/market-place', '/app/:accountId/activity-log',
  '/app/:accountId/console-texts', '/app/:accountId/page-templates',
  '/app/pages/add-app?type=app', '/app/pages/add-app?type=service', '/app/pages/add-app?type=connector', '/401', '/app/no-such-page',
];

/** What a check does on the screen as it is now (axe, or the width); `name` says where. */
type Check = (page: Page, name: string) => Promise<void>;

const accountOf = (page: Page) => /\/admin\/app\/(\d+)\//.exec(page.url())?.[1] ?? '';

/** Waits until the screen has its content: the first-level heading, and no progress shown (lists, sections). */
async function shown(page: Page) {
  await expect.soft(page.getByRole('heading', { level: 1 }).first(), `a first-level heading at ${page.url()}`).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function visit(page: Page, path: string, check: Check, accountId: string) {
  await page.goto(`/admin${path.replace(':accountId', accountId)}`);
  await shown(page);
  await check(page, path);
}

/** Opens each tab of the page in turn (the first is open with the page) and runs `then` on it. */
async function eachTab(page: Page, then: (label: string, index: number) => Promise<void>) {
  const tabs = page.getByRole('tab');
  for (let index = 0; index < await tabs.count(); index += 1) {
    const tab = tabs.nth(index);
    if (index > 0) {
      await shell.openTab(tab);
      await shown(page);
    }
    await then(await tab.innerText(), index);
  }
}

/**
 * Checks each tab after the first (checked with the page) whose label is not in `seen`: the same
 * section on another item's page is the same screen (an app's and a service's permissions).
 */
const everyTab = (page: Page, check: Check, name: string, seen = new Set<string>()) => eachTab(page, async (label, index) => {
  if (index > 0 && !seen.has(label)) await check(page, `${name}, tab ${label}`);
  seen.add(label);
});

/** The addresses (without /admin) of the page's links that match `pattern`, once each, waiting for one to show. */
async function linksTo(page: Page, pattern: RegExp): Promise<string[]> {
  const matching = () => page.locator('a[href]').evaluateAll((links, source) => links.map((a) => a.getAttribute('href') ?? '')
    .filter((href) => new RegExp(source).test(href)), pattern.source);
  await expect.poll(async () => (await matching()).length, `links to ${pattern} at ${page.url()}`).toBeGreaterThan(0);
  return [...new Set((await matching()).map((href) => href.replace(/^\/admin/, '')))];
}

/** The demo owner in Acme Corporation: the screens at a fixed address, Users' tabs, the developer portal's items and their tabs, an account's edit page. */
async function demoOwnerWalk(page: Page, check: Check, accountId: string) {
  for (const path of OWNER_SCREENS) await visit(page, path, check, accountId);
  await visit(page, '/app/:accountId/users', check, accountId);
  await everyTab(page, check, 'users');

  // The portal's tabs (apps, services, connectors): the first item of each, with the tabs of its edit page.
  await visit(page, '/app/:accountId/developer-app', check, accountId);
  const edits: string[] = [];
  await eachTab(page, async (label, index) => {
    if (index > 0) await check(page, `developer portal, tab ${label}`);
    edits.push((await linksTo(page, /\/pages\/edit-app\/\d+\?type=/))[0]);
  });
  const seenTabs = new Set<string>();
  for (const edit of edits) {
    await visit(page, edit, check, accountId);
    await everyTab(page, check, edit, seenTabs);
  }

  await visit(page, '/app/pages/account-list?mode=view-all', check, accountId);
  const [accountEdit] = await linksTo(page, /\/accounts\/\d+$/);
  await visit(page, accountEdit, check, accountId);
}

/** The route table's owner: My Apps' card leads to its instance's page (every tab) and settings, and to the app's page and its form configuration. */
async function subscriberWalk(page: Page, check: Check, accountId: string) {
  await visit(page, '/app/:accountId/my-apps', async () => {}, accountId);
  const [instance] = await linksTo(page, /\/\d+\/\d+\/detialPage$/);
  await visit(page, instance, check, accountId);
  await everyTab(page, check, 'instance');
  await visit(page, instance.replace(/detialPage$/, 'settings'), check, accountId);
  // The app's own page in the marketplace (its account develops it: the form configuration is offered).
  await visit(page, instance.replace(/\/\d+\/detialPage$/, '/detialPage'), check, accountId);
  const [formConfiguration] = await linksTo(page, /\/form-configuration$/);
  await visit(page, formConfiguration, check, accountId);
}

const axeClean: Check = async (page, name) => {
  expect.soft(await seriousViolations(page), name).toEqual([]);
};

const variants: { name: string; settings: object; languageId?: string; html: { dir: string; lang: string } }[] = [
  { name: 'light', settings: {}, html: { dir: 'ltr', lang: 'en' } },
  { name: 'dark', settings: { darkMode: true }, html: { dir: 'ltr', lang: 'en' } },
  { name: 'right to left, in Japanese', settings: { direction: 'rtl' }, languageId: 'jp', html: { dir: 'rtl', lang: 'ja' } },
];

/** Signs `page` in (in English), then sets the variant's theme and language as the settings would; answers the account entered. */
async function signInAs(page: Page, username: string, password: string, variant: (typeof variants)[number]) {
  await signInToOnlyAccount(page, username, password);
  await page.evaluate(({ settings, languageId }) => {
    localStorage.setItem('themeSettings', JSON.stringify(settings));
    if (languageId) localStorage.setItem('languageId', languageId);
  }, variant);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', variant.html.dir);
  await expect(page.locator('html')).toHaveAttribute('lang', variant.html.lang);
  return accountOf(page);
}

// One test per walk and variant, so the suite's two workers share them.
const walks = [
  { name: "the demo owner's screens", username: users.owner, password: DEMO_PASSWORD, walk: demoOwnerWalk },
  { name: "a subscriber's app instance screens", username: journeyUsers.routesOwner, password: JOURNEY_PASSWORD, walk: subscriberWalk },
];

for (const variant of variants) {
  for (const { name, username, password, walk } of walks) {
    test(`${name} have no serious accessibility violation: ${variant.name}`, async ({ page }) => {
      test.setTimeout(240_000);
      await walk(page, axeClean, await signInAs(page, username, password, variant));
    });
  }
}

test('the public route map has no serious accessibility violation, light or dark', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/admin/auth/test-mapper');
    await expect(page.getByRole('table', { name: 'Signed-in pages' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

const PHONE = { width: 375, height: 740 };

const fitsPhone: Check = async (page, name) => {
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(PHONE.width);
};

/** Every button of the open dialog lies inside the phone's screen and shows its text or icon; axe finds nothing in the dialog. */
async function dialogFits(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const buttons = await dialog.getByRole('button').all();
  expect(buttons.length, `${name}: buttons`).toBeGreaterThan(0);
  for (const button of buttons) {
    const label = await button.getAttribute('aria-label') ?? await button.innerText();
    const box = await button.boundingBox();
    expect.soft(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${name}: ${label} in view`).toBe(true);
    const shows = await button.evaluate((element) => (element as HTMLElement).innerText.trim() !== '' || element.querySelector('svg') !== null);
    expect.soft(shows, `${name}: ${label} shows a text or an icon`).toBe(true);
  }
  expect.soft(await seriousViolations(page, '[role="dialog"]'), name).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('every console screen fits a 375 px phone without sideways scrolling, and its dialogs show every button', async ({ page, openOtherBrowser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await signInToOnlyAccount(page, users.owner, DEMO_PASSWORD);
  const accountId = accountOf(page);
  await demoOwnerWalk(page, fitsPhone, accountId);

  await visit(page, '/app/:accountId/users', fitsPhone, accountId);
  await page.getByRole('row').filter({ hasText: users.plain }).getByRole('button', { name: /^Remove: / }).click();
  await dialogFits(page, 'confirm removing a user');
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  await dialogFits(page, 'invite user');

  const subscriber = await openOtherBrowser();
  await subscriber.setViewportSize(PHONE);
  await signInToOnlyAccount(subscriber, journeyUsers.routesOwner, JOURNEY_PASSWORD);
  await subscriberWalk(subscriber, fitsPhone, accountOf(subscriber));
});
