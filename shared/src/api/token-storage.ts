/** The raw access token (no "Bearer " prefix) lives in localStorage under this key. */
export const TOKEN_STORAGE_KEY = 'phonesheet.accessToken';

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

export const tokenStorage = {
  get(): string | null {
    return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
  },
  set(token: string): void {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  },
  clear(): void {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  },
};

/**
 * The last profile GET /auth/getMe answered for the stored token: a start without the network
 * (an installed app opened offline) signs in with it instead of signing out.
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
};

/** Removes the token and every other `phonesheet.*` key but the settings. */
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
