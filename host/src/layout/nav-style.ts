import type { NavStyle } from '@phonesheet/shared';

/**
 * What one navigation style draws on a wide screen (on a narrow one every style becomes a top
 * bar with a menu button and a drawer). Each of the eleven navigation styles differs from
 * the others in at least one of these choices, so each is recognisable at a glance.
 */
export interface NavLayout {
  /** Where the menu lives. */
  menu: 'sidebar' | 'drawer' | 'horizontal';
  /**
   * How the sidebar narrows to its 64 px rail: 'toggle' from the top bar's menu button (kept in
   * the settings), 'mini' starts as the rail and the button widens it, 'trigger' a button at the
   * sidebar's foot (kept in the settings), 'none' never.
   */
  collapse: 'none' | 'toggle' | 'mini' | 'trigger';
  /** What heads the sidebar: the product's name, or the signed-in user (then not in the top bar). */
  sidebarHead: 'brand' | 'user';
  /** The top bar spans the page above the sidebar instead of beside it. */
  headerAbove: boolean;
  /** A slim dark strip before the sidebar holding the brand, the widgets and the user (bit bucket). */
  rail: boolean;
  /** Horizontal menus: in a row of their own under the top bar, or inside the top bar. */
  menuRow: 'own-row' | 'inline';
  /** A thin contact strip above the top bar. */
  infoStrip: boolean;
  /** The header's colours: the page's, or dark whatever the theme. */
  headerTheme: 'page' | 'dark';
  /** The header stays on screen when the page scrolls, whatever the header type says. */
  headerAlwaysFixed: boolean;
}

const SIDEBAR: NavLayout = {
  menu: 'sidebar',
  collapse: 'toggle',
  sidebarHead: 'brand',
  headerAbove: false,
  rail: false,
  menuRow: 'own-row',
  infoStrip: false,
  headerTheme: 'page',
  headerAlwaysFixed: false,
};
const HORIZONTAL: NavLayout = { ...SIDEBAR, menu: 'horizontal', collapse: 'none' };

const LAYOUTS: Record<NavStyle, NavLayout> = {
  default: SIDEBAR,
  'bit-bucket': { ...SIDEBAR, rail: true },
  standard: { ...SIDEBAR, headerAbove: true },
  drawer: { ...SIDEBAR, menu: 'drawer', collapse: 'none' },
  mini: { ...SIDEBAR, collapse: 'mini' },
  'mini-sidebar-toggle': { ...SIDEBAR, collapse: 'trigger' },
  'header-user': { ...SIDEBAR, sidebarHead: 'user' },
  'header-user-mini': { ...SIDEBAR, sidebarHead: 'user', collapse: 'mini' },
  'h-default': { ...HORIZONTAL, infoStrip: true },
  'hor-header-fixed': { ...HORIZONTAL, menuRow: 'inline', headerAlwaysFixed: true },
  'hor-dark': { ...HORIZONTAL, headerTheme: 'dark' },
};

export function navLayoutOf(style: NavStyle): NavLayout {
  return LAYOUTS[style] ?? LAYOUTS.mini;
}

export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
/** The bit bucket style's strip. */
export const RAIL_WIDTH = 64;
