// WCAG 2.1 A and AA, checked by axe in the browser (issue 16 items 4 and 5): no serious or critical
// violation on every signed-in console screen, each tab of a page, the header's popups (notifications,
// language, theme drawer, profile menu) and the main dialogs, in light, dark and right-to-left in
// Japanese (the dark walk with the rules that read colours: its screens are light's in other colours);
// the right-to-left walk runs on a 375 px phone, where no screen scrolls sideways and every
// popup and dialog lies inside the screen with every button in view.
// Two people walk the console: the demo owner (Acme Corporation develops an app, a service and a
// connector) and a seeded account's owner (an account that develops an app and subscribes to it: My
// Apps' card, the marketplace's subscribed apps, the instance's page and its tabs). Ids come from the
// screens' own links, as a person would follow them, so the walk reads the language-independent
// addresses, not the link texts; buttons are named in the walk's language from the console's own texts.
import { COLOUR_RULES, expect, person, seriousViolations, shell, test, type Page, type Person, type Seeder } from './kit';
import { ownAppSubscriber } from './ownAppSubscriber';
import { newHeading, openInApp } from './openInApp';
import { en as shellEn } from '../../src/i18n/messages/en';
import { jp as shellJp } from '../../src/i18n/messages/jp';
import { en as layoutEn } from '../../src/layout/messages/en';
import { jp as layoutJp } from '../../src/layout/messages/jp';
import { en as notificationsEn } from '../../src/resources/notifications/messages/en';
import { jp as notificationsJp } from '../../src/resources/notifications/messages/jp';
import { en as usersEn } from '../../src/resources/users/messages/en';
import { jp as usersJp } from '../../src/resources/users/messages/jp';

/** Screens at a fixed address (`:accountId`: the account entered); each shows a first-level heading once ready. */
const OWNER_SCREENS = [
  '/app/:accountId/my-apps', '/app/dashboards', '/app/maps', '/app/docs', '/app/docs?q=role', '/app/helppage',
  '/app/data-migration', '/app/data-export', '/app/components', '/app/api-documents', '/app/two-factor', '/app/change-password',
  '/app/edit-profile', '/app/pages/app-parameters', '/accounts/create', '/app/:accountId/market-place', '/app/:accountId/activity-log',
  '/app/:accountId/console-texts', '/app/:accountId/page-templates',
  '/app/pages/add-app?type=app', '/app/pages/add-app?type=service', '/app/pages/add-app?type=connector', '/401', '/app/no-such-page',
];

/**
 * What a check does on the screen as it is now (axe, or the width); `name` says where; `within`: an
 * open popup or dialog (a selector), checked alone.
 */
type Check = (page: Page, name: string, within?: string) => Promise<void>;

const accountOf = (page: Page) => /\/admin\/app\/(\d+)\//.exec(page.url())?.[1] ?? '';

/** Waits until the screen has its content: a first-level heading it drew, and no progress shown (lists, sections). */
async function shown(page: Page) {
  await expect.soft(newHeading(page), `a first-level heading at ${page.url()}`).toBeVisible();
  // Swagger UI draws a service's API documents: on a busy machine (load 16 on 2 cores) that took over 10 s.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Opens a screen of the running console as its links would (tests/e2e/openInApp.ts); the first from
 * elsewhere (the sign-in) with a load.
 */
async function open(page: Page, path: string) {
  if (/\/admin\/(?!auth\/)./.test(page.url())) await openInApp(page, path, '/admin/app/no-such-page');
  else await page.goto(path);
  await shown(page);
}

async function visit(page: Page, path: string, check: Check, accountId: string) {
  await open(page, `/admin${path.replace(':accountId', accountId)}`);
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

/** An open popup (menu, popover, drawer) is its modal's paper; an open dialog has its role (a phone's closed navigation drawer too). */
const OPEN_POPUP = '.MuiModal-root:not(.MuiModal-hidden) > .MuiPaper-root';
const OPEN_DIALOG = '.MuiModal-root:not(.MuiModal-hidden) .MuiDialog-paper[role="dialog"]';

/** Opens a popup or dialog with `opener`, checks it once drawn and settled, and closes it with Escape. */
async function checkPopup(page: Page, opener: ReturnType<Page['locator']>, popup: string, check: Check, name: string) {
  await opener.click();
  const shownPopup = page.locator(popup);
  await expect(shownPopup, name).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // A dialog whose fields still load says it is busy; once loaded, its buttons may still be fading in.
  await expect(page.locator('.MuiModal-root[aria-busy="true"]')).toHaveCount(0);
  // Its opening transition (fade, grow, slide) done: colours and places are final.
  await shownPopup.evaluate((element) => Promise.all((element.closest('.MuiModal-root') ?? element).getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
  await check(page, name, popup);
  await page.keyboard.press('Escape');
  await expect(shownPopup, name).toBeHidden();
}

/** The names of the buttons the walk presses, in the walk's language (English or Japanese), from the console's own texts. */
function buttonNames(languageId?: string) {
  const [shell, layout, notifications, people] = languageId === 'jp'
    ? [shellJp, layoutJp, notificationsJp, usersJp] : [shellEn, layoutEn, notificationsEn, usersEn];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    openMenu: layout.shell.header.openMenu,
    // With unread notifications the bell says how many.
    bell: new RegExp(`^${escape(notifications.notifications.bell)}`),
    language: new RegExp(`^${escape(shell.shell.language.label)}: `),
    themeSettings: layout.shell.header.themeSettings,
    profileMenu: new RegExp(`: ${escape(layout.shell.header.profileMenu)}$`),
    remove: new RegExp(`^${escape(people.users.action.remove)}: `),
    invite: people.users.action.invite,
  };
}
type ButtonNames = ReturnType<typeof buttonNames>;

/** The header's popups, each opened by its button. */
async function headerPopups(page: Page, check: Check, names: ButtonNames, phone: boolean) {
  const button = (name: string | RegExp) => page.getByRole('banner').getByRole('button', { name });
  if (phone) await checkPopup(page, button(names.openMenu), OPEN_POPUP, check, 'navigation drawer');
  await checkPopup(page, button(names.bell), OPEN_POPUP, check, 'notifications');
  await checkPopup(page, button(names.language), OPEN_POPUP, check, 'language menu');
  await checkPopup(page, button(names.themeSettings), OPEN_POPUP, check, 'theme settings drawer');
  await checkPopup(page, button(names.profileMenu), OPEN_POPUP, check, 'profile menu');
}

/** The demo owner in Acme Corporation: the header's popups, the screens at a fixed address with their tabs. */
async function ownerFixedScreensWalk(page: Page, check: Check, accountId: string, names: ButtonNames, phone: boolean) {
  for (const [index, path] of OWNER_SCREENS.entries()) {
    await visit(page, path, check, accountId);
    if (index === 0) await headerPopups(page, check, names, phone);
    await everyTab(page, check, path);
  }
}

/**
 * The demo owner's items: Users' tabs and dialogs, the developer portal's items and their tabs, an
 * account's edit page.
 */
async function ownerItemsWalk(page: Page, check: Check, accountId: string, names: ButtonNames) {
  await visit(page, '/app/:accountId/users', check, accountId);
  const removePlainUser = page.getByRole('row').filter({ hasText: person('user').username }).getByRole('button', { name: names.remove });
  await checkPopup(page, removePlainUser, OPEN_DIALOG, check, 'confirm removing a user');
  await everyTab(page, check, 'users');
  await shell.openTab(page.getByRole('tab').nth(1));
  await checkPopup(page, page.getByRole('button', { name: names.invite }), OPEN_DIALOG, check, 'invite user');

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

/**
 * An account subscribing to its own app (ownAppSubscriber.ts): the marketplace's tabs (its
 * subscription among the subscribed apps); My Apps' card leads to its instance's page (every tab)
 * and settings, and to the app's page and its form configuration.
 */
async function subscriberWalk(page: Page, check: Check, accountId: string) {
  await visit(page, '/app/:accountId/market-place', check, accountId);
  await everyTab(page, check, 'marketplace');
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

const axeClean: Check = async (page, name, within) => {
  expect.soft(await seriousViolations(page, within), name).toEqual([]);
};

/** Dark after light: the same screens, so only the rules that read colours (COLOUR_RULES). */
const coloursClean: Check = async (page, name, within) => {
  expect.soft(await seriousViolations(page, within, [], COLOUR_RULES), name).toEqual([]);
};

const PHONE = { width: 375, height: 740 };

/**
 * On the phone: no sideways scroll; an open popup or dialog lies inside the screen with each of its
 * buttons in view, and a dialog's buttons show their text or icon (the theme drawer's colour swatches
 * show their colour).
 */
const fitsPhone: Check = async (page, name, within) => {
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(PHONE.width);
  if (!within) return;
  const inView = (box: { x: number; width: number } | null) => box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
  const popup = page.locator(within);
  expect.soft(inView(await popup.boundingBox()), `${name} inside the screen`).toBe(true);
  for (const button of await popup.getByRole('button').all()) {
    const label = await button.getAttribute('aria-label') ?? await button.innerText();
    expect.soft(inView(await button.boundingBox()), `${name}: ${label} in view`).toBe(true);
    if (within !== OPEN_DIALOG) continue;
    const shows = await button.evaluate((element) => (element as HTMLElement).innerText.trim() !== '' || element.querySelector('svg') !== null);
    expect.soft(shows, `${name}: ${label} shows a text or an icon`).toBe(true);
  }
};

const both = (...checks: Check[]): Check => async (page, name, within) => {
  for (const check of checks) await check(page, name, within);
};

const variants: { name: string; settings: object; languageId?: string; html: { dir: string; lang: string }; phone: boolean; check: Check }[] = [
  { name: 'light', settings: {}, html: { dir: 'ltr', lang: 'en' }, phone: false, check: axeClean },
  // The dark theme changes colours only (the same elements, names and roles as light), so its walk
  // runs the colour rules.
  { name: 'dark', settings: { darkMode: true }, html: { dir: 'ltr', lang: 'en' }, phone: false, check: coloursClean },
  // The phone's width checks ride along the right-to-left walk: a screen that overflows does so on either side.
  // Another language, direction and width draw other elements: every rule runs.
  { name: 'right to left, in Japanese, on a 375 px phone', settings: { direction: 'rtl' }, languageId: 'jp', html: { dir: 'rtl', lang: 'ja' }, phone: true, check: both(axeClean, fitsPhone) },
];

/** Signs `page` in (in English), then sets the variant's theme and language as the settings would; answers the account entered. */
async function signInAs(page: Page, who: Person, variant: (typeof variants)[number]) {
  if (variant.phone) await page.setViewportSize(PHONE);
  await shell.signInTo(page, who);
  await page.evaluate(({ settings, languageId }) => {
    localStorage.setItem('themeSettings', JSON.stringify(settings));
    if (languageId) localStorage.setItem('languageId', languageId);
  }, { settings: variant.settings, languageId: variant.languageId });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', variant.html.dir);
  await expect(page.locator('html')).toHaveAttribute('lang', variant.html.lang);
  return accountOf(page);
}

// One test per walk and variant, run in parallel, so the suite's two workers share them (a file's
// tests otherwise all run in one worker, one after the other).
test.describe.configure({ mode: 'parallel' });
const demoOwner = async () => person('owner');
const walks = [
  { name: "the demo owner's screens at a fixed address", who: demoOwner, walk: ownerFixedScreensWalk },
  { name: "the demo owner's people, developer portal and accounts", who: demoOwner, walk: ownerItemsWalk },
  { name: "a subscriber's app instance screens", who: async (seed: Seeder) => (await ownAppSubscriber(seed)).people.owner, walk: subscriberWalk },
];

for (const variant of variants) {
  for (const { name, who, walk } of walks) {
    test(`${name} have no serious accessibility violation: ${variant.name}`, async ({ page, seed }) => {
      // Axe takes most of it: ~5 s a check at a load of 19 on 2 cores, where the longest walk took 4.5 min.
      test.setTimeout(420_000);
      await walk(page, variant.check, await signInAs(page, await who(seed), variant), buttonNames(variant.languageId), variant.phone);
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
