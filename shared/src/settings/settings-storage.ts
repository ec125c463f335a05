import { SETTINGS_STORAGE_KEY } from '../api/token-storage';
import { sanitizeSettings, settingsFromQuery } from './settings-query';
import { defaultSettings, withModeSidebar, type SettingsState } from './settings-slice';

function storedSettings(): Partial<SettingsState> {
  try {
    const raw = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    return stored && typeof stored === 'object' ? sanitizeSettings(stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The settings a page starts with: the defaults, then what was stored (unknown keys and bad
 * values dropped), then the page's query string. Settings from a link are kept like a choice
 * made in the customiser, so they outlive the link.
 */
export function loadSettings(): SettingsState {
  const fromQuery = typeof window === 'undefined' ? {} : settingsFromQuery(window.location.search);
  const stored = { ...defaultSettings, ...storedSettings() };
  const settings = { ...stored, ...withModeSidebar(stored, fromQuery) };
  if (Object.keys(fromQuery).length > 0) saveSettings(settings);
  return settings;
}

export function saveSettings(settings: SettingsState): void {
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Full or blocked storage: settings then last for this page only.
  }
}
