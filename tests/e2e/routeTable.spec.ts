// The route tables of console-shell.md §2 and developer-portal.md §2, visited as a signed-out
// visitor, then as the owner, a developer and a plain user of one account seeded per test
// (ownAppSubscriber.ts), asserting what each sees. Signed in, each route is opened inside the running
// console (openInApp.ts), as its links open it.
// The template preview routes (issue 15) open in a new tab from the page editor; opened on their own
// they say there is nothing to preview.
import { expect, test, type Page } from './kit';
import { ownAppSubscriber } from './ownAppSubscriber';
import { openInApp } from './openInApp';

type Role = 'owner' | 'developer' | 'user';

/** What a person sees at a route: a heading or a text, at the path itself unless `at` says where it leads. */
interface Sees {
  heading?: string | RegExp;
  text?: string | RegExp;
  /** The page's name, last in the breadcrumb, for pages without a heading of their own. */
  crumb?: string;
  /** A table row, read by screen readers even where a drawing shows it. */
  row?: RegExp;
  at?: RegExp;
}
const DENIED = 'denied' as const;
type Expected = Sees | typeof DENIED;

/** The account's ids and names: the paths and what each person sees are made of them. */
interface World { accountId: number; appId: number; instanceId: number; account: string; app: string; developer: string }
type Row = [path: string, owner: Expected, developer: Expected, user: Expected];

const all = (sees: Sees): [Expected, Expected, Expected] => [sees, sees, sees];
const staff = (sees: Sees): [Expected, Expected, Expected] => [sees, sees, DENIED];
const ownerOnly = (sees: Sees): [Expected, Expected, Expected] => [sees, DENIED, DENIED];
const base64 = (text: string) => Buffer.from(text).toString('base64');

const signedInRoutes = ({ accountId, appId, instanceId, account, app, developer }: World): Row[] => [
  ['/app/dashboards', ...ownerOnly({ heading: 'Dashboard' })],
  ['/app/charts', ...ownerOnly({ heading: 'Members by status' })],
  ['/app/apps', ...all({ at: /\/admin\/app\/\d+\/my-apps$/, text: `You are working in ${account}` })],
  ['/app/components', ...staff({ heading: 'Components' })],
  ['/app/pages', ...all({ at: /\/admin\/app\/pages\/account-list$/, text: account })],
  ['/app/maps', ...all({ heading: 'Accounts map', row: new RegExp(`United Kingdom ${account}`) })],
  ['/app/docs', ...all({ heading: 'Getting started' })],
  ['/app/helppage', ...all({ heading: 'Help' })],
  [`/app/${accountId}/market-place`, ...all({ text: app })],
  ['/app/data-migration', ...staff({ heading: 'Data Migration' })],
  ['/app/data-export', ...staff({ heading: 'Data Export' })],
  ['/templates/1/pages/preview', ...staff({ heading: 'Page preview', text: 'Nothing to preview' })],
  ['/templates/1/pages/previewimage', ...staff({ heading: 'Preview image', text: 'Nothing to preview' })],
  // The account's portal is open: it lists the app (an account without one is invited to subscribe: developerPortal.spec.ts).
  [`/app/${accountId}/developer-app`, ...staff({ heading: 'Developer Portal', text: app })],
  [`/app/${accountId}/my-apps`, ...all({ text: app })],
  ['/app/two-factor', ...all({ heading: 'Security' })],
  ['/app/change-password', ...all({ heading: 'Change Password' })],
  ['/app/edit-profile', ...all({ heading: 'Edit Profile' })],
  [`/app/${accountId}/users`, ...ownerOnly({ text: developer })],
  [`/app/${accountId}/${appId}/${instanceId}/settings`, ...all({ text: app })],
  [`/app/${accountId}/${appId}/detialPage`, ...all({ text: app })],
  [`/app/${accountId}/${appId}/${instanceId}/detialPage`, ...all({ text: app })],
  ['/app/api-documents', ...staff({ heading: 'API Documents' })],
  ['/app/pages/account-list', ...all({ text: account })],
  ['/app/pages/account-list?mode=view-all', ...all({ text: account })],
  ['/app/pages/app-parameters', ...ownerOnly({ heading: 'App Parameters' })],
  [`/app/pages/edit-app/${appId}`, ...staff({ text: app })],
  [`/app/pages/edit-app/${appId}?type=app&name=${base64(app)}`, ...staff({ text: app })],
  ['/app/pages/add-app?type=app', ...staff({ crumb: 'Add App', text: 'Access URL' })],
  ['/app/pages/add-app?type=service', ...staff({ crumb: 'Add Service', text: 'Access URL' })],
  ['/app/pages/add-app?type=connector', ...staff({ crumb: 'Add Connector', text: 'Access URL' })],
  ['/401', ...all({ heading: 'Access denied' })],
  ['/app/no-such-page', ...all({ heading: 'Page not found' })],
];

async function expectSees(page: Page, path: string, expected: Expected) {
  const where = `at ${path}`;
  if (expected === DENIED) {
    await expect(page, where).toHaveURL(/\/admin\/401$/);
    await expect(page.getByRole('heading', { name: 'Access denied' }), where).toBeVisible();
    return;
  }
  if (expected.at) await expect(page, where).toHaveURL(expected.at);
  else expect(new URL(page.url()).pathname + new URL(page.url()).search, where).toBe(`/admin${path}`);
  if (expected.heading) await expect(page.getByRole('heading', { name: expected.heading }).first(), where).toBeVisible();
  if (expected.text) await expect(page.getByRole('main').getByText(expected.text).first(), where).toBeVisible();
  if (expected.crumb) await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(expected.crumb, { exact: true }), where).toBeVisible();
  if (expected.row) await expect(page.getByRole('row', { name: expected.row }), where).toBeAttached();
}

// Each test seeds its own account: the suite's two workers share them.
test.describe.configure({ mode: 'parallel' });
const roles: Role[] = ['owner', 'developer', 'user'];
for (const [index, role] of roles.entries()) {
  test(`every signed-in route as the account's ${role}`, async ({ page, seed, signIn }) => {
    test.setTimeout(180_000);
    const { account, app, instanceId, people } = await ownAppSubscriber(seed);
    await signIn(people[role]);
    // Their only account is entered at sign-in.
    await expect(page).toHaveURL(new RegExp(`/admin/app/${account.id}/my-apps$`));
    const world: World = { accountId: account.id, appId: app.id, instanceId, account: account.businessName, app: app.name, developer: people.developer.username };
    // Each route opened as the console's own links open it (openInApp.ts): a cold load of every one
    // repeats the start the deep-link journeys (deepLinks.spec.ts) already check.
    for (const [path, ...expected] of signedInRoutes(world)) {
      await openInApp(page, `/admin${path}`, '/admin/app/no-such-page');
      await expectSees(page, path, expected[index]);
    }
  });
}

test('every public route as a signed-out visitor', async ({ page }) => {
  const publicRoutes: [path: string, heading: string, at?: RegExp][] = [
    ['/', 'Sign in', /\/admin\/auth\/login$/],
    ['/auth/login', 'Sign in'],
    ['/auth/login-1', 'Sign in'],
    ['/auth/login-2', 'Sign in'],
    ['/auth/sign-up-request-success', 'Request sent'],
    ['/auth/two-factor-auth', 'Sign in', /\/admin\/auth\/login$/], // no sign-in waiting for its code
    ['/auth/verifymail', 'Verify your email'],
    ['/auth/verify', 'Email verification'],
    ['/auth/register', 'Create your account'],
    ['/auth/register-2', 'Create your account', /\/admin\/auth\/register$/], // the business step needs the first
    ['/auth/register-success', 'Create your account', /\/admin\/auth\/register$/], // nothing registered yet
    ['/auth/forgot-password', 'Forgot password'],
    ['/auth/reset-password', 'Choose a new password'],
    ['/auth/error-1', 'Something went wrong'],
    ['/auth/error-2', 'The service is unavailable'],
    ['/auth/accept-invite', 'Invitation'],
    ['/auth/resend-invite', 'Resend invitation'],
    ['/auth/test-mapper', 'Route map for testers'],
    ['/auth/linkedin', 'Single sign-on'],
    ['/auth/404', 'Page not found'],
    ['/auth/401', 'Access denied'],
    ['/auth/loading', 'Sign in', /\/admin\/auth\/login$/], // then where the root goes
    ['/auth/access-decline', 'Decline access request'],
    ['/auth/picklixlink', 'Sign in', /\/admin\/auth\/login\?returnTo=%2Fauth%2Fpicklixlink$/],
    ['/auth/acmelink', 'Sign in', /\/admin\/auth\/login\?returnTo=%2Fauth%2Facmelink$/],
    ['/app/dashboards', 'Sign in', /\/admin\/auth\/login/], // signed-in routes ask for a sign-in first
  ];
  for (const [path, heading, at] of publicRoutes) {
    await page.goto(`/admin${path}`);
    await expect(page, `at ${path}`).toHaveURL(at ?? new RegExp(`/admin${path.replace(/[?]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { name: heading, exact: true }).first(), `at ${path}`).toBeVisible();
  }
  // The testers' route map lists what the console routes by.
  await page.goto('/admin/auth/test-mapper');
  const signedIn = page.getByRole('table', { name: 'Signed-in pages' });
  await expect(signedIn.getByRole('row', { name: /\/admin\/app\/dashboards view_dashboard Dashboard dashboard/ })).toBeVisible();
  await expect(signedIn.getByRole('row', { name: /\/admin\/app\/docs every signed-in user User guide userGuide/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Public pages' }).getByRole('row', { name: '/admin/auth/test-mapper' })).toBeVisible();
});
