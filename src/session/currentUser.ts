// The signed-in user as the header shows them (name, picture), read from the session. Pages that
// change the profile call updateCurrentUser; the session tells the header, which follows without a reload.
import { useMemo } from 'react';
import { session } from './session';
import { useSession } from './useSession';

export interface CurrentUser {
  username: string;
  firstName: string;
  lastName: string;
  profilePicture: string;
}

export function useCurrentUser(): CurrentUser {
  const { username, firstName, lastName, profilePicture } = useSession();
  return useMemo(() => ({ username, firstName, lastName, profilePicture }), [username, firstName, lastName, profilePicture]);
}

export function updateCurrentUser(change: Partial<Omit<CurrentUser, 'username'>>): void {
  for (const [key, value] of Object.entries(change) as [keyof CurrentUser, string | undefined][]) {
    if (value !== undefined) session.set(key, value || null);
  }
}

export const displayName = (user: CurrentUser): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

/** Single sign-on users (sso_...) have no password of ours to change. */
export const isSingleSignOnUser = (username: string): boolean => username.toLowerCase().startsWith('sso_');
