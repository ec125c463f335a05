import type { LocaleKey } from '../module-contract/types';
import { createAction, createReducer } from '../store/action-helpers';

export type ThemeMode = 'light' | 'semi-dark' | 'dark';
export type NavStyle =
  | 'default'
  | 'bit-bucket'
  | 'standard'
  | 'drawer'
  | 'mini'
  | 'mini-sidebar-toggle'
  | 'h-default'
  | 'hor-header-fixed'
  | 'hor-dark';
export type LayoutType = 'full-width' | 'boxed' | 'framed';
export type FooterType = 'fluid' | 'fixed';
export type HeaderType = 'fixed' | 'fluid';
export type RouteTransition = 'none' | 'fade' | 'slide-left' | 'slide-up';

/** SPEC.md §3 "sidebar colours". */
export interface SidebarColors {
  bgColor: string;
  textColor: string;
  selectedBgColor: string;
  selectedTextColor: string;
}

export interface SettingsState {
  locale: LocaleKey;
  themeMode: ThemeMode;
  primaryColor: string;
  navStyle: NavStyle;
  layoutType: LayoutType;
  /** Whether the footer shows. */
  footer: boolean;
  footerType: FooterType;
  headerType: HeaderType;
  navCollapsed: boolean;
  routeTransition: RouteTransition;
  sidebarColors: SidebarColors;
  /** Adds the template's demo groups (Apps, …) to the sidebar; their routes work by URL either way. */
  showTemplates: boolean;
}

export const DEFAULT_PRIMARY_COLOR = '#0A8FDC';

/** SPEC.md §9 defaults. */
export const defaultSettings: SettingsState = {
  locale: 'en',
  themeMode: 'light',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  navStyle: 'mini',
  layoutType: 'full-width',
  footer: false,
  footerType: 'fluid',
  headerType: 'fixed',
  navCollapsed: false,
  routeTransition: 'none',
  sidebarColors: {
    bgColor: '#313541',
    textColor: '#808183',
    selectedBgColor: '#F4F7FE',
    selectedTextColor: 'rgba(0, 0, 0, 0.87)',
  },
  showTemplates: false,
};

export const settingsActions = {
  localeChanged: createAction<LocaleKey>('settings/localeChanged'),
  changed: createAction<Partial<SettingsState>>('settings/changed'),
  /** Back to the defaults (the customiser's reset button). */
  reset: createAction('settings/reset'),
};

export function createSettingsReducer(initialState: SettingsState) {
  return createReducer<SettingsState>(initialState, (on) => [
    on(settingsActions.localeChanged, (state, locale) => ({ ...state, locale })),
    on(settingsActions.changed, (state, partial) => ({ ...state, ...partial })),
    on(settingsActions.reset, () => defaultSettings),
  ]);
}

export const selectSettings = (state: { settings: SettingsState }): SettingsState => state.settings;
export const selectLocale = (state: { settings: SettingsState }): LocaleKey => state.settings.locale;
