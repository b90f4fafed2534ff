// Session values kept in browser storage, under the names console-shell.md §3 lists. One place
// reads and writes them; sign-out clears storage except the remembered login item.
export const storageKeys = {
  accessToken: 'auth_token',
  refreshToken: 'refresh_token',
  userId: 'userId',
  username: 'username',
  tokenGeneratedAt: 'tokenGenerationTime',
  profilePicture: 'profilePicture',
  firstName: 'firstName',
  lastName: 'lastName',
  businessName: 'businessName',
  accountId: 'accountId',
  accountCode: 'accountCode',
  disableSelection: 'disableSelection',
  accountUserId: 'accountUserId',
  userType: 'userType',
  defaultAccountId: 'defaultAccountId',
  defaultBusinessName: 'defaultBusinessName',
  defaultAccountCode: 'defaultAccountCode',
  defaultAccountUserId: 'defaultAccountUserId',
  defaultDisableSelection: 'defaultDisableSelection',
  defaultUserType: 'defaultUserType',
  appInstanceId: 'appInstanceId',
  adminAppId: 'adminAppId',
  permissions: 'permissions',
  /** When the flags were last read (ms): flags read before this page loaded are read again at its start. */
  flagsReadAt: 'flagsReadAt',
  languageId: 'languageId',
  languageName: 'languageName',
  versionNumber: 'versionNumber',
  idleTime: 'idleTime',
  idle: 'idle',
  localeEn: 'locale_en',
  localeFr: 'locale_fr',
  localeSp: 'locale_sp',
  localeJp: 'locale_jp',
  /** Chinese labels; the server's properties call this locale `ch`. */
  localeZh: 'locale_ch',
  /** Kept across sign-out: the last username, to prefill the login form. */
  rememberedLogin: 'rememberedLogin',
  /** Kept across sign-out: the theme drawer's choices are the device's, not the session's. */
  themeSettings: 'themeSettings',
} as const;

export type StorageKey = keyof typeof storageKeys;

const listeners = new Set<() => void>();

/** Called after every write through this module (sign-in, account switch, profile change, sign-out). */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notify = () => listeners.forEach((listener) => listener());

/**
 * Called when another tab of this browser changes the selected account or its flags (or signs
 * out): what this tab decided from them may need deciding again.
 */
export function onAccountChangedElsewhere(listener: () => void): () => void {
  const watched = new Set<string | null>([storageKeys.accountId, storageKeys.permissions, null]);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage && watched.has(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export const session = {
  get(key: StorageKey): string | null {
    return localStorage.getItem(storageKeys[key]);
  },
  set(key: StorageKey, value: string | number | boolean | null | undefined): void {
    if (value === null || value === undefined) localStorage.removeItem(storageKeys[key]);
    else localStorage.setItem(storageKeys[key], String(value));
    notify();
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = session.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    session.set(key, value === undefined ? null : JSON.stringify(value));
  },
  /** Sign-out: clears local and session storage but the one remembered login (spec: one item). */
  clear(): void {
    const remembered = session.get('rememberedLogin');
    localStorage.clear();
    sessionStorage.clear();
    session.set('rememberedLogin', remembered);
    notify();
  },
};

export type Flags = Record<string, boolean>;

/** The theme drawer's choices as stored text; sign-out forgets them with the rest (docs/decisions.md). */
export const themeSettingsStore = {
  read: (): string | null => session.get('themeSettings'),
  write: (text: string): void => session.set('themeSettings', text),
};

/** Records the user's default account (the next sign-in enters it directly), or forgets it. */
export function rememberDefaultAccount(accountId: string, isDefault: boolean): void {
  if (isDefault) session.set('defaultAccountId', accountId);
  else if (session.get('defaultAccountId') === accountId) session.set('defaultAccountId', null);
}

/** The access token as an Authorization header; none when signed out. */
export function bearerHeader(): Record<string, string> {
  const token = session.get('accessToken');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The headers every authenticated call sends (DESIGN §3); the server verifies each one. */
export function tenantHeaders(): Record<string, string> {
  const headers: Record<string, string> = bearerHeader();
  for (const key of ['accountId', 'appInstanceId', 'accountUserId'] as const) {
    const value = session.get(key);
    if (value) headers[key] = value;
  }
  return headers;
}
