import { SETTINGS_STORAGE_KEY } from '../api/token-storage';
import { isLocaleKey } from './locales';
import { defaultSettings, type SettingsState } from './settings-slice';

/** Stored settings over the defaults; unknown keys and a bad locale are dropped. */
export function loadSettings(): SettingsState {
  try {
    const raw = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    if (!raw) return defaultSettings;
    const stored = JSON.parse(raw) as Partial<SettingsState>;
    if (!stored || typeof stored !== 'object') return defaultSettings;
    const known = Object.fromEntries(
      Object.entries(stored).filter(
        ([key, value]) => key in defaultSettings && value !== undefined && value !== null,
      ),
    ) as Partial<SettingsState>;
    if (known.locale !== undefined && !isLocaleKey(known.locale)) delete known.locale;
    return {
      ...defaultSettings,
      ...known,
      sidebarColors: { ...defaultSettings.sidebarColors, ...(known.sidebarColors ?? {}) },
    };
  } catch {
    return defaultSettings;
  }
}

export function saveSettings(settings: SettingsState): void {
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Full or blocked storage: settings then last for this page only.
  }
}
