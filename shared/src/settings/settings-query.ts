import { isLocaleKey } from './locales';
import {
  defaultSettings,
  LAYOUT_TYPES,
  MENU_STYLES,
  NAV_STYLES,
  ROUTE_TRANSITIONS,
  SIDEBAR_IMAGE_COUNT,
  THEME_MODES,
  type SettingsState,
} from './settings-slice';

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

const boolean = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

function hexColor(value: unknown): string | undefined {
  if (typeof value !== 'string' || !HEX_COLOR.test(value.trim())) return undefined;
  return value.trim().replace(/^#?/, '#');
}

function sidebarImage(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return Number.isInteger(n) && (n as number) >= 0 && (n as number) <= SIDEBAR_IMAGE_COUNT
    ? (n as number)
    : undefined;
}

function sidebarColors(value: unknown): SettingsState['sidebarColors'] | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const colors = { ...defaultSettings.sidebarColors };
  for (const key of Object.keys(colors) as (keyof typeof colors)[]) {
    const given = (value as Record<string, unknown>)[key];
    if (typeof given === 'string' && given) colors[key] = given;
  }
  return colors;
}

/** How each setting's value is checked; undefined means "not acceptable". */
const READERS: { [K in keyof SettingsState]: (value: unknown) => SettingsState[K] | undefined } = {
  locale: (value) => (isLocaleKey(value) ? value : undefined),
  themeMode: oneOf(THEME_MODES),
  primaryColor: hexColor,
  navStyle: oneOf(NAV_STYLES),
  layoutType: oneOf(LAYOUT_TYPES),
  footer: boolean,
  footerType: oneOf(['fluid', 'fixed'] as const),
  headerType: oneOf(['fixed', 'fluid'] as const),
  navCollapsed: boolean,
  menuStyle: oneOf(MENU_STYLES),
  sidebarImage,
  routeTransition: oneOf(ROUTE_TRANSITIONS),
  sidebarColors,
  showTemplates: boolean,
};

/** The acceptable settings of an untrusted object (stored JSON); the rest are dropped. */
export function sanitizeSettings(raw: Record<string, unknown>): Partial<SettingsState> {
  const known: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(READERS)) {
    if (!(key in raw)) continue;
    const value = (read as (v: unknown) => unknown)(raw[key]);
    if (value !== undefined) known[key] = value;
  }
  return known as Partial<SettingsState>;
}

/** The settings a link may carry (layout, menu style and sidebar image, and more). */
const QUERY_KEYS = [
  'navStyle',
  'layoutType',
  'menuStyle',
  'sidebarImage',
  'themeMode',
  'primaryColor',
] as const;

/**
 * The settings in a query string (`?navStyle=drawer&sidebarImage=2`). Other parameters belong
 * to the pages and are left alone; a known key with a value we do not know is skipped with a
 * warning, so a mistyped link still opens the page.
 */
export function settingsFromQuery(
  search: string,
  warn: (message: string) => void = (message) => console.warn(message),
): Partial<SettingsState> {
  const params = new URLSearchParams(search);
  const found: Record<string, unknown> = {};
  for (const key of QUERY_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = (READERS[key] as (v: unknown) => unknown)(raw.trim());
    if (value === undefined) warn(`Ignoring the query-string setting ${key}=${JSON.stringify(raw)}`);
    else found[key] = value;
  }
  return found as Partial<SettingsState>;
}
