/**
 * Earlier versions kept their 12-hour bearer token in localStorage under this key. The access
 * token now lives in memory only (the session slice); a token still found here is exchanged
 * once for the refresh cookie at start (session-saga) and removed (docs/security.md).
 */
export const LEGACY_TOKEN_STORAGE_KEY = 'phonesheet.accessToken';

/** Keys under this prefix hold signed-in data and are removed at logout (except settings). */
export const STORAGE_PREFIX = 'phonesheet.';
export const SETTINGS_STORAGE_KEY = 'phonesheet.settings';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy mode); the app then works without persistence.
    return null;
  }
}

export const legacyTokenStorage = {
  get(): string | null {
    return storage()?.getItem(LEGACY_TOKEN_STORAGE_KEY) || null;
  },
  clear(): void {
    storage()?.removeItem(LEGACY_TOKEN_STORAGE_KEY);
  },
};

/**
 * The last profile GET /auth/getMe answered in this browser's session: a start without the
 * network (an installed app opened offline) signs in with it instead of signing out. It is no
 * credential (the refresh cookie is); it also tells the start that a session may be there to
 * renew, so a visitor who never signed in is not sent to POST /auth/refresh on every page.
 */
export const PROFILE_STORAGE_KEY = 'phonesheet.profile';

export const profileStorage = {
  get<T>(): T | null {
    try {
      const text = storage()?.getItem(PROFILE_STORAGE_KEY);
      return text ? (JSON.parse(text) as T) : null;
    } catch {
      return null;
    }
  },
  set(profile: unknown): void {
    storage()?.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
  },
  has(): boolean {
    return !!storage()?.getItem(PROFILE_STORAGE_KEY);
  },
};

/** A session may be there to restore at start: a profile kept from it, or an earlier version's token. */
export const mayHaveSession = (): boolean => profileStorage.has() || !!legacyTokenStorage.get();

/** Removes every `phonesheet.*` key but the settings (the kept profile, an earlier token, drafts). */
export function clearStoredSessionData(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key && key.startsWith(STORAGE_PREFIX) && key !== SETTINGS_STORAGE_KEY) keys.push(key);
  }
  keys.forEach((key) => store.removeItem(key));
}
