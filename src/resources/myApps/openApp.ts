// Opening an app (console-shell.md §2): the user must hold a role in the app instance, else
// 'no role assigned'; then an app login issues a single-use code and the app opens in a new
// window at its access URL with ?code=... (the app redeems the code at POST /auth/appLoginToken).
import { trackActivity } from '../../dataProviders/activityTracker';
import { MY_APPS_RESOURCE, type AppUser, type MyAppsDataProvider } from './myAppsDataProvider';
import type { Subscription } from '../../../contract/marketplace';

/** The server's and the spec's text (console-shell.md §8). */
export const NO_ROLE_ASSIGNED = 'no role assigned';

export class NoRoleAssignedError extends Error {
  constructor() {
    super(NO_ROLE_ASSIGNED);
  }
}

/** The access URL with the code added, keeping the URL's own query (relative URLs resolve against the console). */
export function launchUrl(accessUrl: string, code: string, base = window.location.href): string {
  const url = new URL(accessUrl, base);
  url.searchParams.set('code', code);
  return url.toString();
}

/**
 * Runs while the click's user activation still lets the page open a window (browsers keep it a few
 * seconds); noopener keeps the opened app from reaching back into the console.
 */
export async function openApp(
  dataProvider: MyAppsDataProvider,
  app: Subscription,
  user: AppUser,
  open: typeof window.open = window.open.bind(window),
): Promise<void> {
  const roles = await dataProvider.rolesInInstance(MY_APPS_RESOURCE, { accountUserId: user.accountUserId, appInstanceId: app.appInstanceId });
  if (roles.length === 0) throw new NoRoleAssignedError();
  const login = await dataProvider.appLogin(MY_APPS_RESOURCE, { app, user });
  open(launchUrl(login.accessUrl, login.accessToken), '_blank', 'noopener');
  trackActivity({ key: 'app.opened', params: { name: app.name }, event: 'open-app', status: 'success', action: 'open' });
}
