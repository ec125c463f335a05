export {
  settingsActions,
  createSettingsReducer,
  defaultSettings,
  DEFAULT_PRIMARY_COLOR,
  SIDEBAR_COLORS_BY_MODE,
  THEME_MODES,
  NAV_STYLES,
  LAYOUT_TYPES,
  MENU_STYLES,
  ROUTE_TRANSITIONS,
  SIDEBAR_IMAGE_COUNT,
  selectSettings,
  selectLocale,
} from './settings-slice';
export type {
  SettingsState,
  ThemeMode,
  NavStyle,
  LayoutType,
  MenuStyle,
  FooterType,
  HeaderType,
  RouteTransition,
  SidebarColors,
} from './settings-slice';
export { LOCALES, LOCALE_KEYS, isLocaleKey, localeInfo, directionOf } from './locales';
export type { LocaleInfo, Direction } from './locales';
export { loadSettings, saveSettings } from './settings-storage';
export { settingsFromQuery, sanitizeSettings } from './settings-query';
export { settingsSaga } from './settings-saga';
