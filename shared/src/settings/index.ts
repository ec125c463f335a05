export {
  settingsActions,
  createSettingsReducer,
  defaultSettings,
  DEFAULT_PRIMARY_COLOR,
  selectSettings,
  selectLocale,
} from './settings-slice';
export type {
  SettingsState,
  ThemeMode,
  NavStyle,
  LayoutType,
  FooterType,
  HeaderType,
  RouteTransition,
  SidebarColors,
} from './settings-slice';
export { LOCALES, LOCALE_KEYS, isLocaleKey, localeInfo, directionOf } from './locales';
export type { LocaleInfo, Direction } from './locales';
export { loadSettings, saveSettings } from './settings-storage';
export { settingsSaga } from './settings-saga';
