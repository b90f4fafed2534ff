// Where a person goes back to once the console has what a page needs: after signing in (a link
// opened while signed out, or when the session ended), after choosing an account (a link that needs
// one, opened before any was entered). Carried as the `returnTo` query parameter; only this
// console's own pages qualify, so it can never send anyone to another site.
import { CONSOLE_BASE, routes } from '../config/constants';

export const RETURN_TO_PARAM = 'returnTo';

/** A signed-in page of the console (its path under /admin, with its query). */
const CONSOLE_PAGE = /^\/(app|templates)\/[A-Za-z0-9\-/._~%]*(\?[^#\s]*)?$/;

/** `path` when it is a signed-in page worth coming back to; the account list is where one lands anyway. */
export const consoleReturnPath = (path: string | null | undefined): string | undefined =>
  path && CONSOLE_PAGE.test(path) && !path.includes('//') && !path.startsWith(routes.accountList) ? path : undefined;

/** The page this window shows, as a console path (without /admin). */
export const currentConsolePath = (): string =>
  `${window.location.pathname.replace(new RegExp(`^${CONSOLE_BASE}`), '')}${window.location.search}`;

/** `url` with `?returnTo=` naming `path`, when `path` is worth coming back to. */
export function returningTo(url: string, path: string): string {
  const target = consoleReturnPath(path);
  if (!target) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(target)}`;
}

/** The `returnTo` of a location's query, when acceptable. */
export const returnTargetOf = (search: string): string | undefined =>
  consoleReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
