// Deep links opened at once after signing in (a bookmark, links opened in new tabs while the
// console is still entering the account): the console waits for the session, the account and the
// flags before deciding, so each link shows its page, or Access denied only where the person may
// not go. A link opened while signed out is where the person lands after signing in.
import { expect, person, shell, test, type Page, type PlatformApi, type Role } from './kit';

/** What a link shows when the person may open it. */
type Sees = { heading: string } | { text: string };
/** `anyAccount`: the page works without an account (the user guide): nobody is asked for one. */
type Link = { path: string; sees: Sees; who: Role[]; anyAccount?: boolean };

const owners: Role[] = ['owner'];
const staff: Role[] = ['owner', 'developer'];
const everyone: Role[] = ['owner', 'developer', 'user'];

/** The demo account's ids (they depend on the seed's order): read through the API as its owner. */
async function demoWorld(api: PlatformApi) {
  const owner = person('owner');
  const { userId } = await api.signIn(owner.username, owner.password);
  const accounts = await api.call<{ content: { id: number; businessName: string }[] }>(owner, 'GET', `/users/accounts?userId=${userId}&size=50`);
  const account = accounts.content.find((a) => a.businessName === owner.account)!;
  const apps = await api.call<{ content: { id: number; name: string }[] }>(owner, 'GET', `/app/developerApp/apps?type=app&size=50`, { accountId: account.id });
  const app = apps.content.find((a) => a.name === 'Inventory Manager')!;
  return { accountId: account.id, appId: app.id, app: app.name };
}

const linksOf = ({ accountId, appId, app }: { accountId: number; appId: number; app: string }): Link[] => [
  { path: '/app/dashboards', sees: { heading: 'Dashboard' }, who: owners },
  { path: `/app/${accountId}/users`, sees: { text: 'developer@demo.local' }, who: owners },
  { path: `/app/pages/edit-app/${appId}`, sees: { text: app }, who: staff },
  { path: '/app/data-export', sees: { heading: 'Data Export' }, who: staff },
  { path: '/app/docs', sees: { heading: 'Getting started' }, who: everyone, anyAccount: true },
];

/** What the page shows when the person may open it. */
const pageContent = (page: Page, link: Link) => ('heading' in link.sees
  ? page.getByRole('heading', { name: link.sees.heading }).first()
  : page.getByRole('main').getByText(link.sees.text).first());

const accessDenied = (page: Page) => page.getByRole('heading', { name: 'Access denied' });

/** Where the link leads the person: its page, or Access denied. */
const destination = (link: Link, role: Role) => (link.who.includes(role) ? new RegExp(`/admin${link.path}$`) : /\/admin\/401$/);

async function expectShows(page: Page, link: Link, role: Role) {
  const where = `${role} at ${link.path}`;
  await expect(page, where).toHaveURL(destination(link, role));
  if (!link.who.includes(role)) {
    await expect(accessDenied(page), where).toBeVisible();
    return;
  }
  // A full page load of the console right after a sign-in: under the suite's load the first paint has
  // taken over ten seconds (a blank page, then the dashboard).
  await expect(pageContent(page, link), where).toBeVisible({ timeout: 20_000 });
  await expect(accessDenied(page), where).toBeHidden();
  // The header names the account the page works in.
  if (!link.anyAccount) await expect(page.getByRole('banner'), where).toContainText(person(role).account);
}

/**
 * The plain user belongs to two accounts and has no default one: a link that needs an account asks
 * which one first (the account list), then opens. The owner (a default account) and the developer
 * (one account) are never asked. `once`: a tab opened before the account was chosen in another may
 * already follow that choice.
 */
async function chooseAccountIfAsked(page: Page, role: Role, link: Link, { once = false } = {}) {
  if (role !== 'user' || link.anyAccount) return;
  const select = page.getByRole('row').filter({ hasText: person(role).account }).getByRole('button', { name: 'Select' });
  if (!once) await expect(page).toHaveURL(/\/admin\/app\/pages\/account-list\?returnTo=/);
  // Until the tab is where the link leads: its rows may still be loading, or drawn again, and a tab
  // still loading is on neither (a refused link's address was first taken as leaving the list).
  await expect(async () => {
    if (await select.isVisible()) await select.click({ timeout: 2_000 });
    await expect(page).toHaveURL(destination(link, role), { timeout: 2_000 });
  }).toPass();
}

/** Fills the sign-in form and waits only for the console to start loading (not for the account). */
async function signInQuickly(page: Page, role: Role) {
  const who = person(role);
  await shell.signIn(page, who.username, who.password);
  // Six sign-ins in a row, each hashing a password, while the other worker loads the server: a
  // sign-in has taken over ten seconds there (the suite's expect timeout).
  await expect(page).toHaveURL(/\/admin\/app\//, { timeout: 30_000 });
}

test.describe.configure({ mode: 'parallel', timeout: 150_000 });

for (const role of ['owner', 'developer', 'user'] as Role[]) {
  test(`the ${role} opens deep links at once after signing in`, async ({ page, context, seed }) => {
    const links = linksOf(await demoWorld(seed.api));

    // In the same tab, right after signing in (a bookmark opened as soon as the console starts).
    for (const link of links) {
      await signInQuickly(page, role);
      await page.goto(`/admin${link.path}`);
      await chooseAccountIfAsked(page, role, link);
      await expectShows(page, link, role);
      // Forgets the session from the sign-in page (a console page would notice and move on its own).
      await page.goto('/admin/auth/login');
      await page.evaluate(() => localStorage.clear());
    }

    // In new tabs of the same browser, opened together right after signing in. Three: each tab
    // holds a connection open for its notifications, and Chromium opens six to one server.
    await signInQuickly(page, role);
    const tabLinks = links.filter((link) => !link.anyAccount && !link.path.endsWith('/users'));
    const tabs = await Promise.all(tabLinks.map(async (link) => {
      const tab = await context.newPage();
      await tab.goto(`/admin${link.path}`);
      return tab;
    }));
    for (const [index, link] of tabLinks.entries()) {
      // The person looks at each tab in turn (a hidden tab draws nothing until it is shown).
      await tabs[index].bringToFront();
      await chooseAccountIfAsked(tabs[index], role, link, { once: true });
      await expectShows(tabs[index], link, role);
    }
  });
}

test('a link opened while signed out is where signing in lands', async ({ page }) => {
  await page.goto('/admin/app/data-export');
  await expect(page).toHaveURL(/\/admin\/auth\/login\?returnTo=/);
  const who = person('developer');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectShows(page, { path: '/app/data-export', sees: { heading: 'Data Export' }, who: staff }, 'developer');
});

// The browser has never signed in before: no answer is cached from an earlier sign-in, and the tab
// opens as the sign-in tab is entering the account (a render there may read the account before
// its flags). Three fresh browsers: the race showed Access denied in two of three.
test('a link opened in a new tab as signing in lands shows its page', async ({ browser, baseURL }) => {
  const link: Link = { path: '/app/data-export', sees: { heading: 'Data Export' }, who: staff };
  for (let attempt = 0; attempt < 3; attempt++) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const who = person('developer');
    await shell.signIn(page, who.username, who.password);
    await page.waitForURL(/\/admin\/app\//, { waitUntil: 'commit' });
    const tab = await context.newPage();
    await tab.goto(`/admin${link.path}`);
    await expectShows(tab, link, 'developer');
    await context.close();
  }
});
