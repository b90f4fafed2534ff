// The session for components: re-renders on sign-in, account switch, profile change and sign-out
// (and when another tab changes the storage).
import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router-dom';
import { onSessionChange } from './session';
import { readSessionValues, type SessionValues } from './sessionValues';

function subscribe(listener: () => void) {
  const stop = onSessionChange(listener);
  window.addEventListener('storage', listener);
  return () => {
    stop();
    window.removeEventListener('storage', listener);
  };
}

export const useSession = (): SessionValues => useSyncExternalStore(subscribe, readSessionValues);

/** The account a page works in: its `:accountId` route parameter when it has one, else the session's. */
export function useAccountId(): string {
  const { accountId } = useParams();
  const session = useSession();
  return accountId ?? session.accountId;
}
