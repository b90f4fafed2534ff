// The signed-in user as the header shows them (name, picture), read from the session. Pages that
// change the profile call updateCurrentUser so the header follows without a reload.
import { useSyncExternalStore } from 'react';
import { session } from '../session/session';

export interface CurrentUser {
  username: string;
  firstName: string;
  lastName: string;
  profilePicture: string;
}

const listeners = new Set<() => void>();
let snapshot: CurrentUser | null = null;

function read(): CurrentUser {
  const next: CurrentUser = {
    username: session.get('username') ?? '',
    firstName: session.get('firstName') ?? '',
    lastName: session.get('lastName') ?? '',
    profilePicture: session.get('profilePicture') ?? '',
  };
  // useSyncExternalStore needs a stable object while nothing changed.
  if (!snapshot || (Object.keys(next) as (keyof CurrentUser)[]).some((k) => next[k] !== snapshot![k])) snapshot = next;
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener); // another tab changed the profile
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const useCurrentUser = (): CurrentUser => useSyncExternalStore(subscribe, read);

export function updateCurrentUser(change: Partial<Omit<CurrentUser, 'username'>>): void {
  for (const [key, value] of Object.entries(change) as [keyof CurrentUser, string | undefined][]) {
    if (value !== undefined) session.set(key, value || null);
  }
  listeners.forEach((listener) => listener());
}

export const displayName = (user: CurrentUser): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

/** Single sign-on users (sso_...) have no password of ours to change. */
export const isSingleSignOnUser = (username: string): boolean => username.toLowerCase().startsWith('sso_');
