import type { NavStyle } from '@phonesheet/shared';

/**
 * The eleven navigation styles of SPEC.md collapse onto four shapes the shell draws:
 * a full sidebar, a mini (icon) sidebar, a drawer, or a horizontal menu in the header.
 */
export type NavShape = 'sidebar' | 'mini' | 'drawer' | 'horizontal';

const SHAPES: Record<NavStyle, NavShape> = {
  default: 'sidebar',
  'bit-bucket': 'sidebar',
  standard: 'sidebar',
  drawer: 'drawer',
  mini: 'mini',
  'mini-sidebar-toggle': 'mini',
  'h-default': 'horizontal',
  'hor-header-fixed': 'horizontal',
  'hor-dark': 'horizontal',
};

export function navShapeOf(style: NavStyle): NavShape {
  return SHAPES[style] ?? 'sidebar';
}

export const NAV_STYLES = Object.keys(SHAPES) as NavStyle[];

export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
