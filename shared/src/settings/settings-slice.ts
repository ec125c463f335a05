import type { LocaleKey } from '../module-contract/types';
import { createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit';

// Every choice is listed once as a value (for checking stored and query-string settings).
export const THEME_MODES = ['light', 'semi-dark', 'dark'] as const;
export const NAV_STYLES = [
  'default',
  'bit-bucket',
  'standard',
  'drawer',
  'mini',
  'mini-sidebar-toggle',
  'header-user',
  'header-user-mini',
  'h-default',
  'hor-header-fixed',
  'hor-dark',
] as const;
export const LAYOUT_TYPES = ['full-width', 'boxed', 'framed'] as const;
/** The shape of a sidebar entry. */
export const MENU_STYLES = ['default', 'standard', 'rounded', 'rounded-reverse', 'curved'] as const;
export const ROUTE_TRANSITIONS = [
  'none',
  'fade',
  'slide-left',
  'slide-right',
  'slide-up',
  'slide-down',
] as const;
/** 0 is no image; 1–6 are the images shipped with the host. */
export const SIDEBAR_IMAGE_COUNT = 6;

export type ThemeMode = (typeof THEME_MODES)[number];
export type NavStyle = (typeof NAV_STYLES)[number];
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type MenuStyle = (typeof MENU_STYLES)[number];
export type FooterType = 'fluid' | 'fixed';
export type HeaderType = 'fixed' | 'fluid';
export type RouteTransition = (typeof ROUTE_TRANSITIONS)[number];

/** The sidebar's four colours: background, text, and the selected item's background and text. */
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
  menuStyle: MenuStyle;
  /** 0 for none, else 1–SIDEBAR_IMAGE_COUNT. */
  sidebarImage: number;
  routeTransition: RouteTransition;
  sidebarColors: SidebarColors;
  /** Adds the template's demo groups (Apps, …) to the sidebar; their routes work by URL either way. */
  showTemplates: boolean;
}

export const DEFAULT_PRIMARY_COLOR = '#0A8FDC';

/**
 * The sidebar each theme mode starts with (the customiser offers more sets). Text and
 * selected text keep WCAG AA contrast (4.5:1) on their backgrounds.
 */
export const SIDEBAR_COLORS_BY_MODE: Record<ThemeMode, SidebarColors> = {
  light: {
    bgColor: '#FFFFFF',
    textColor: '#4B5563',
    selectedBgColor: '#E6F4FF',
    selectedTextColor: '#0B5394',
  },
  'semi-dark': {
    bgColor: '#313541',
    textColor: '#C3C6CE',
    selectedBgColor: '#4A5064',
    selectedTextColor: '#FFFFFF',
  },
  dark: {
    bgColor: '#141414',
    textColor: '#B8B8B8',
    selectedBgColor: '#2A2A2A',
    selectedTextColor: '#FFFFFF',
  },
};

/** A new theme mode brings its own sidebar colours unless the change names others. */
export function withModeSidebar(
  state: SettingsState,
  partial: Partial<SettingsState>,
): Partial<SettingsState> {
  const newMode = partial.themeMode && partial.themeMode !== state.themeMode;
  return newMode && !partial.sidebarColors
    ? { ...partial, sidebarColors: SIDEBAR_COLORS_BY_MODE[partial.themeMode!] }
    : partial;
}

/** The settings of a first visit (and of the customiser's reset). */
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
  menuStyle: 'default',
  sidebarImage: 0,
  routeTransition: 'none',
  sidebarColors: SIDEBAR_COLORS_BY_MODE.light,
  showTemplates: false,
};

const settingsSlice = createSlice({
  name: 'settings',
  initialState: defaultSettings,
  reducers: {
    localeChanged(state, action: PayloadAction<LocaleKey>) {
      state.locale = action.payload;
    },
    changed: (state, action: PayloadAction<Partial<SettingsState>>) => ({
      ...state,
      ...withModeSidebar(state, action.payload),
    }),
    /** Back to the defaults (the customiser's reset button). */
    reset: () => defaultSettings,
  },
});

export const settingsActions = settingsSlice.actions;

/** The settings reducer starting from the stored settings rather than the defaults. */
export function createSettingsReducer(initialState: SettingsState): Reducer<SettingsState> {
  return (state = initialState, action) => settingsSlice.reducer(state, action);
}

export const selectSettings = (state: { settings: SettingsState }): SettingsState => state.settings;
export const selectLocale = (state: { settings: SettingsState }): LocaleKey => state.settings.locale;
