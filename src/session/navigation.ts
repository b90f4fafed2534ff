// Moving between the public pages and the signed-in console is a full page load: the login page
// lives outside <Admin> (src/main.tsx picks the entry from the path).
import { consoleUrl, routes } from '../config/constants';
import { hardNavigate } from './hardNavigate';
import { session } from './session';
import { currentConsolePath, returningTo } from './returnTarget';

export const loginUrl = consoleUrl(routes.login);

// A page being left aborts its requests; their failures are not the session's, and clearing the
// storage (which the next page shares) then would sign the user out of the page they are going to.
let pageUnloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => { pageUnloading = true; });
  window.addEventListener('pageshow', () => { pageUnloading = false; });
}

/**
 * The session cannot continue (none, failed refresh or token check): forget it and go to sign-in,
 * which comes back to this page once signed in again.
 */
export function endSessionAndGoToLogin(): void {
  if (pageUnloading) return;
  session.clear();
  hardNavigate(returningTo(loginUrl, currentConsolePath()));
}
