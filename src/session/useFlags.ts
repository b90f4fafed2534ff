// The signed-in member's flags in the entered account: react-admin's permissions, asked per account.
// A render reads the session live, so it may see an account another tab has just entered before
// this tab hears of it (the storage event comes a task later, or never before the next render).
// An answer kept from before (no account: no flags) must not decide for that account: right after
// sign-in a link opened in a new tab showed Access denied. Keyed by the account, the first render
// in it answers from the stored flags at once, or waits while they are read (authAnswersAtOnce.ts).
import { usePermissions } from 'react-admin';
import { useSession } from './useSession';
import type { Flags } from './session';

export function useFlags() {
  const { accountId } = useSession();
  return usePermissions<Flags>({ accountId });
}
