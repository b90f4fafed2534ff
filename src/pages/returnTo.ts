// Coming back to a page after signing in: the login page's ?returnTo=. A public page (accepting or
// resending an invitation needs the right user signed in) or a signed-in page opened while signed
// out (src/session/returnTarget.ts). Only this console's own pages qualify, so the parameter can
// never send anyone to another site.
import { consoleReturnPath } from '../session/returnTarget';
import { publicPaths } from './publicPaths';

const RETURNABLE = /^\/auth\/[A-Za-z0-9-]+(\?[^#\s]*)?$/;

/** `path` when it is a page to come back to after signing in. */
export const returnablePath = (path: string | null | undefined): string | undefined =>
  (path && RETURNABLE.test(path) ? path : undefined) ?? consoleReturnPath(path);

/** The page to open after signing in, when the login page's `search` names an acceptable one. */
export const returnTarget = (search: string): string | undefined => returnablePath(new URLSearchParams(search).get('returnTo'));

/** The login page, coming back to `path` (a public page with its query) once signed in. */
export const loginReturningTo = (path: string): string => `${publicPaths.login}?returnTo=${encodeURIComponent(path)}`;
