// The console decides what a person may open from their flags in the selected account. Right after
// signing in they may not be stored yet: the sign-in tab is still entering the account (another tab
// opened at once reads the storage meanwhile), or that tab left the account list before the flags
// came (a bookmark opened at once). Then the flags are read here, once per page load, and access
// questions wait for them rather than answer from nothing (issue: "Access denied" right after sign-in).
import { session } from '../session/session';
import { loadFlags } from './accountSession';

/** Signed in, inside an account, but without its flags. */
export const flagsMissing = (): boolean =>
  !!session.get('accessToken') && !!session.get('accountId') && !!session.get('accountUserId') && session.get('permissions') === null;

let reading: Promise<void> | null = null;

/** Resolves once the selected account's flags are stored (at once when they are, or no account is). */
export function whenFlagsReady(): Promise<void> {
  if (!flagsMissing()) return Promise.resolve();
  reading ??= loadFlags({ id: session.get('accountId')!, accountUserId: session.get('accountUserId')! })
    // A failed read leaves no flags: the page is refused, as it would be without them.
    .catch(() => undefined)
    .finally(() => { reading = null; });
  return reading;
}
