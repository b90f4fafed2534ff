// Moving between the public pages and the signed-in console is a full page load: the login page
// lives outside <Admin> (src/main.tsx picks the entry from the path).
import { consoleUrl, routes } from '../config/constants';
import { hardNavigate } from './hardNavigate';
import { session } from './session';

export const loginUrl = consoleUrl(routes.login);

/** The session cannot continue (failed refresh or token check): forget it and go to sign-in. */
export function endSessionAndGoToLogin(): void {
  session.clear();
  hardNavigate(loginUrl);
}
