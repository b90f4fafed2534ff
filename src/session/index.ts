// The session: the only code that reads and writes the spec's storage keys (console-shell.md §3).
export {
  session,
  storageKeys,
  bearerHeader,
  tenantHeaders,
  onSessionChange,
  onAccountChangedElsewhere,
  rememberDefaultAccount,
  themeSettingsStore,
  type Flags,
  type StorageKey,
} from './session';
export { readSessionValues, type SessionValues, type SessionScope } from './sessionValues';
export { useSession, useAccountId } from './useSession';
export { FLAGS_STALE_EVENT, announceFlagsStale } from './flagsStale';
export { useCurrentUser, updateCurrentUser, displayName, isSingleSignOnUser, type CurrentUser } from './currentUser';
export { useFlags } from './useFlags';
