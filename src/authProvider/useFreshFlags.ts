// The console's flags follow what admins assign, without signing in again (roles take effect at
// once on the server, which checks every request). The stored flags are read again when the tab
// comes back into view, when something says they changed (FLAGS_STALE_EVENT: the notification
// stream's `flags` event, or this tab's own role changes), and once when a page starts with flags an
// earlier page read (a reload, a new tab: a change made meanwhile was told to no open console);
// react-admin's access answers then refresh. Access questions themselves stay network-free (DESIGN
// §7). Another tab entering an account (or its flags arriving there) refreshes them too: a page
// opened at once after sign-in may have asked before any account was entered.
import { useEffect } from 'react';
import { FLAGS_STALE_EVENT, onAccountChangedElsewhere, session } from '../session';
import { useReaskAccountAnswers, useRefreshAuthAnswers } from '../dataProviders/queryCache';
import { loadFlags } from './accountSession';

/** A tab coming back into view asks again at most this often. */
const VISIBILITY_RECHECK_MS = 10_000;

/** Reads the signed-in member's flags again; true when they changed. */
export async function refreshFlags(): Promise<boolean> {
  const accountId = session.get('accountId');
  const accountUserId = session.get('accountUserId');
  if (!accountId || !accountUserId) return false;
  const before = JSON.stringify(session.getJson('permissions') ?? {});
  await loadFlags({ id: accountId, accountUserId });
  return JSON.stringify(session.getJson('permissions') ?? {}) !== before;
}

export function useFreshFlags(): void {
  const refreshAuthAnswers = useRefreshAuthAnswers();
  const reaskAccountAnswers = useReaskAccountAnswers();
  useEffect(() => {
    let lastCheck = Date.now();
    const check = () => {
      lastCheck = Date.now();
      refreshFlags().then((changed) => {
        if (changed) void refreshAuthAnswers();
      }).catch(() => undefined); // a failed read keeps the flags the session has
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck > VISIBILITY_RECHECK_MS) check();
    };
    if (Number(session.get('flagsReadAt') ?? 0) < performance.timeOrigin) check();
    const askAgain = () => void reaskAccountAnswers();
    const stopFollowing = onAccountChangedElsewhere(askAgain);
    window.addEventListener(FLAGS_STALE_EVENT, check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopFollowing();
      window.removeEventListener(FLAGS_STALE_EVENT, check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refreshAuthAnswers, reaskAccountAnswers]);
}
