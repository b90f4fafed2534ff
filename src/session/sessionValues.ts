// The signed-in user and the selected account as plain values: what components (through
// useSession) and data providers (through their scope reader) need, without knowing storage keys.
import { session } from './session';

export interface SessionValues {
  signedIn: boolean;
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  profilePicture: string;
  /** The selected account; '' before one is picked. */
  accountId: string;
  accountUserId: string;
  accountCode: string;
  businessName: string;
  userType: string;
  defaultAccountId: string;
  /** Kept across sign-out: the last username, to prefill the login form. */
  rememberedLogin: string;
  /** The selected account's idle time-out in seconds (its idleTime parameter), once loaded. */
  idleTime: string;
}

const textKeys = [
  'userId', 'username', 'firstName', 'lastName', 'profilePicture', 'accountId', 'accountUserId',
  'accountCode', 'businessName', 'userType', 'defaultAccountId', 'rememberedLogin', 'idleTime',
] as const;

let snapshot: SessionValues | null = null;

/** The current values; the same object while nothing changed (useSyncExternalStore needs that). */
export function readSessionValues(): SessionValues {
  const next = { signedIn: !!session.get('accessToken') } as SessionValues;
  for (const key of textKeys) next[key] = session.get(key) ?? '';
  const changed = !snapshot || (Object.keys(next) as (keyof SessionValues)[]).some((key) => next[key] !== snapshot![key]);
  if (changed) snapshot = next;
  return snapshot!;
}

/** How a data provider, built once outside React, reads the caller's values at call time. */
export type SessionScope = () => SessionValues;
