// The route tables of console-shell.md §2 and developer-portal.md §2, visited as a signed-out
// visitor, then as the owner, a developer and a plain user of one account, asserting what each sees.
// The template preview routes (issue 15) open in a new tab from the page editor; opened on their own
// they say there is nothing to preview.
import { expect, test, type Page } from './fixtures';
import { journeyUsers, JOURNEY_PASSWORD, platformGet, routeTableMembers, signIn } from './helpers';
import { ROUTE_APP } from './seedRouteTable';

type Role = 'owner' | 'developer' | 'user';
const usernames: Record<Role, string> = { owner: journeyUsers.routesOwner, developer: routeTableMembers.developer, user: routeTableMembers.user };
const ACCOUNT = 'Journey routesOwner Ltd';

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

interface Ids { accountId: string; appId: number; instanceId: number }
type Row = [path: (ids: Ids) => string, owner: Expected, developer: Expected, user: Expected];

const all = (sees: Sees): [Expected, Expected, Expected] => [sees, sees, sees];
const staff = (sees: Sees): [Expected, Expected, Expected] => [sees, sees, DENIED];
const ownerOnly = (sees: Sees): [Expected, Expected, Expected] => [sees, DENIED, DENIED];
const base64 = (text: string) => Buffer.from(text).toString('base64');

const signedInRoutes: Row[] = [
  [() => '/app/dashboards', ...ownerOnly({ heading: 'Dashboard' })],
  [() => '/app/charts', ...ownerOnly({ heading: 'Members by status' })],
  [() => '/app/apps', ...all({ at: /\/admin\/app\/\d+\/my-apps$/, text: `You are working in ${ACCOUNT}` })],
  [() => '/app/components', ...staff({ heading: 'Components' })],
  [() => '/app/pages', ...all({ at: /\/admin\/app\/pages\/account-list$/, text: ACCOUNT })],
  [() => '/app/maps', ...all({ heading: 'Accounts by country', row: /United Kingdom Journey routesOwner Ltd/ })],
  [() => '/app/docs', ...all({ heading: 'Getting started' })],
  [() => '/app/helppage', ...all({ heading: 'Help' })],
  [(ids) => `/app/${ids.accountId}/market-place`, ...all({ text: ROUTE_APP })],
  [() => '/app/data-migration', ...staff({ heading: 'Data Migration' })],
  [() => '/app/data-export', ...staff({ heading: 'Data Export' })],
  [() => '/templates/1/pages/preview', ...staff({ heading: 'Page preview', text: 'Nothing to preview' })],
  [() => '/templates/1/pages/previewimage', ...staff({ heading: 'Preview image', text: 'Nothing to preview' })],
  // The account has not registered its developer app: the portal invites it to (developer-portal.md §2).
  [(ids) => `/app/${ids.accountId}/developer-app`, ...staff({ heading: 'Developer Portal', text: /Please Subscribe to\s+Developer portal/ })],
  [(ids) => `/app/${ids.accountId}/my-apps`, ...all({ text: ROUTE_APP })],
  [() => '/app/two-factor', ...all({ heading: 'Security' })],
  [() => '/app/change-password', ...all({ heading: 'Change Password' })],
  [() => '/app/edit-profile', ...all({ heading: 'Edit Profile' })],
  [(ids) => `/app/${ids.accountId}/users`, ...ownerOnly({ text: routeTableMembers.developer })],
  [(ids) => `/app/${ids.accountId}/${ids.appId}/${ids.instanceId}/settings`, ...all({ text: ROUTE_APP })],
  [(ids) => `/app/${ids.accountId}/${ids.appId}/detialPage`, ...all({ text: ROUTE_APP })],
  [(ids) => `/app/${ids.accountId}/${ids.appId}/${ids.instanceId}/detialPage`, ...all({ text: ROUTE_APP })],
  [() => '/app/api-documents', ...staff({ heading: 'API Documents' })],
  [() => '/app/pages/account-list', ...all({ text: ACCOUNT })],
  [() => '/app/pages/account-list?mode=view-all', ...all({ text: ACCOUNT })],
  [() => '/app/pages/app-parameters', ...ownerOnly({ heading: 'App Parameters' })],
  [(ids) => `/app/pages/edit-app/${ids.appId}`, ...staff({ text: ROUTE_APP })],
  [(ids) => `/app/pages/edit-app/${ids.appId}?type=app&name=${base64(ROUTE_APP)}`, ...staff({ text: ROUTE_APP })],
  [() => '/app/pages/add-app?type=app', ...staff({ crumb: 'Add App', text: 'Access URL' })],
  [() => '/app/pages/add-app?type=service', ...staff({ crumb: 'Add Service', text: 'Access URL' })],
  [() => '/app/pages/add-app?type=connector', ...staff({ crumb: 'Add Connector', text: 'Access URL' })],
  [() => '/401', ...all({ heading: 'Access denied' })],
  [() => '/app/no-such-page', ...all({ heading: 'Page not found' })],
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

const roles: Role[] = ['owner', 'developer', 'user'];
for (const [index, role] of roles.entries()) {
  test(`every signed-in route as the account's ${role}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, usernames[role], JOURNEY_PASSWORD);
    // One account each: it is entered at sign-in.
    await expect(page).toHaveURL(/\/admin\/app\/\d+\/my-apps$/);
    await expect(page.getByRole('banner')).toContainText(ACCOUNT);
    const accountId = /\/admin\/app\/(\d+)\//.exec(page.url())![1];
    const instances = await platformGet<{ appInstanceId: number; appId: number; appName: string }[]>(
      page, journeyUsers.routesOwner, `/users/account-user/invite-roles?accountId=${accountId}`,
    );
    const instance = instances.find((i) => i.appName === ROUTE_APP)!;
    const ids: Ids = { accountId, appId: instance.appId, instanceId: instance.appInstanceId };
    for (const [path, ...expected] of signedInRoutes) {
      await page.goto(`/admin${path(ids)}`);
      await expectSees(page, path(ids), expected[index]);
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
