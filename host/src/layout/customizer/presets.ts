import type { LayoutType, NavStyle, RouteTransition, ThemeMode } from '@phonesheet/shared';

/** Primary colour presets (antd's palette plus the template's blue default). */
export const COLOR_PRESETS = [
  '#0A8FDC',
  '#1677FF',
  '#2F54EB',
  '#722ED1',
  '#9254DE',
  '#EB2F96',
  '#F5222D',
  '#FA541C',
  '#FA8C16',
  '#D4B106',
  '#52C41A',
  '#13C2C2',
  '#08979C',
  '#389E0D',
  '#595959',
  '#003A8C',
];

export const THEME_MODES: ThemeMode[] = ['light', 'semi-dark', 'dark'];
export const LAYOUT_TYPES: LayoutType[] = ['full-width', 'boxed', 'framed'];
export const ROUTE_TRANSITIONS: RouteTransition[] = ['none', 'fade', 'slide-left', 'slide-up'];
export const NAV_STYLE_OPTIONS: NavStyle[] = [
  'default',
  'bit-bucket',
  'standard',
  'drawer',
  'mini',
  'mini-sidebar-toggle',
  'h-default',
  'hor-header-fixed',
  'hor-dark',
];
