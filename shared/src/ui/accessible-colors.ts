/**
 * Readable shades of the chosen primary colour (WCAG 2.2 AA: 4.5:1 for text).
 *
 * The brand colour as chosen (#0A8FDC) is 3.5:1 on white, too light for text and for white
 * text on it. So the theme never draws the chosen colour itself: it draws `primary`, the same
 * hue and saturation with the HSL lightness moved just far enough that the colour reads as
 * text on every surface of the mode (darker on light pages, lighter on dark ones), and
 * `onPrimary`, white or near-black, whichever reads on a `primary` fill. A colour that already
 * reads is kept as it is.
 */

import type { ThemeMode } from '../settings';

export type ContrastMode = 'light' | 'dark';

/** Semi-dark is a light page with a dark sidebar: its text sits on light surfaces. */
export const contrastModeOf = (mode: ThemeMode): ContrastMode => (mode === 'dark' ? 'dark' : 'light');

/** The minimum contrast for normal-size text (WCAG 2.2 SC 1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;

/**
 * The page surfaces text sits on, as antd's light and dark algorithms draw them (layout
 * background, container, elevated): a shade must read on all of them.
 */
export const SURFACES: Record<ContrastMode, readonly string[]> = {
  light: ['#ffffff', '#f5f5f5'],
  dark: ['#000000', '#141414', '#1f1f1f'],
};

/** Text on a filled primary surface: white, or this near-black (antd's dark container). */
export const ON_PRIMARY_DARK = '#141414';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = Number.parseInt(h.slice(0, 6), 16);
  if (h.length < 6 || Number.isNaN(n)) throw new Error(`not a hex colour: ${hex}`);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** HSL with hue in degrees, saturation and lightness 0–1. */
export function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = parseHex(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

const readsOn = (color: string, surfaces: readonly string[], ratio: number) =>
  surfaces.every((surface) => contrastRatio(color, surface) >= ratio);

/**
 * The chosen colour's shade that reads as text on every surface of `mode`: its hue and
 * saturation kept, its lightness moved the least (darker for light pages, lighter for dark).
 */
export function readableShade(color: string, mode: ContrastMode, ratio = TEXT_CONTRAST): string {
  const surfaces = SURFACES[mode];
  const base = toHex(parseHex(color));
  if (readsOn(base, surfaces, ratio)) return base;
  const [h, s, l] = toHsl(base);
  // Lightness is monotonic in luminance for a fixed hue and saturation: bisect it.
  let [ok, bad] = mode === 'light' ? [0, l] : [1, l];
  for (let i = 0; i < 24; i += 1) {
    const mid = (ok + bad) / 2;
    if (readsOn(fromHsl(h, s, mid), surfaces, ratio)) ok = mid;
    else bad = mid;
  }
  return fromHsl(h, s, ok);
}

/**
 * Text on `fill`: white where it reads (4.5:1), else near-black, else black (any colour reads
 * at 4.58:1 or more against white or black, so one of them always does).
 */
export function readableTextOn(fill: string): string {
  const candidates = ['#FFFFFF', ON_PRIMARY_DARK, '#000000'];
  return candidates.find((text) => contrastRatio(text, fill) >= TEXT_CONTRAST) ?? '#000000';
}

export interface PrimaryPalette {
  /** Links, selected items, primary text, and the fill of primary buttons. */
  primary: string;
  /** The same under the pointer, and pressed: further from the page, so still readable. */
  primaryHover: string;
  primaryActive: string;
  /** Text and icons on a `primary` fill (and on its hover and pressed shades). */
  onPrimary: string;
}

/** The readable primary shades for a theme mode (semi-dark pages are light). */
export function primaryPalette(color: string, mode: ContrastMode): PrimaryPalette {
  const primary = readableShade(color, mode);
  return {
    primary,
    primaryHover: emphasized(primary, mode, 0.12),
    primaryActive: emphasized(primary, mode, 0.22),
    onPrimary: readableTextOn(primary),
  };
}

/**
 * Secondary and tertiary text (descriptions, hints, placeholders in read-only places): antd's
 * greys at 45% (#8c8c8c, 3.4:1) are below AA; these read on every surface of their mode.
 */
export const SECONDARY_TEXT: Record<ContrastMode, string> = {
  light: 'rgba(0, 0, 0, 0.58)',
  dark: 'rgba(255, 255, 255, 0.58)',
};

/**
 * Placeholders (antd's #bfbfbf is 1.8:1): lighter than secondary text, still 4.5:1 on an
 * input's own background (white, or antd's dark container #141414).
 */
export const PLACEHOLDER_TEXT: Record<ContrastMode, string> = {
  light: 'rgba(0, 0, 0, 0.54)',
  dark: 'rgba(255, 255, 255, 0.5)',
};

/**
 * A disabled button's label (antd's 25% grey is 1.9:1 on its fill, so "Choose another plan",
 * the hint a disabled button carries, could not be read): 4.5:1 on the disabled fill over every
 * surface of its mode (black at 4% in light, white at 8% in dark), still dimmer than the enabled
 * label (88% and 85%), and the flat fill and grey border still say "not now".
 */
export const DISABLED_TEXT: Record<ContrastMode, string> = {
  light: 'rgba(0, 0, 0, 0.6)',
  dark: 'rgba(255, 255, 255, 0.56)',
};

/** The minimum contrast of a control's own boundary against what is next to it (WCAG 2.2 SC 1.4.11). */
export const UI_CONTRAST = 3;

/**
 * The ring of an unchecked radio button or check box (antd draws them in its `colorBorder`,
 * #d9d9d9 in light, 1.4:1 on white, and #424242 in dark, 1.9:1): 3:1 on every surface of the
 * mode (#858585 is 3.7:1 on white and 3.4:1 on #f5f5f5; #6E6E6E is 3.2:1 on dark's #1f1f1f).
 */
export const CONTROL_BORDER: Record<ContrastMode, string> = {
  light: '#858585',
  dark: '#6e6e6e',
};

/** antd's error red, as the readable palette draws it (its #ff4d4f is 3.3:1 on white). */
export const ERROR_SEED = '#ff4d4f';

/** antd's warning and success colours, drawn as readable shades the same way (icons and borders too). */
export const WARNING_SEED = '#faad14';
export const SUCCESS_SEED = '#52c41a';

/**
 * A hover (or pressed) variant of a readable shade, `step` of the way further from the page:
 * darker on light pages, lighter on dark ones, so text on it and it as text stay readable.
 */
export function emphasized(shade: string, mode: ContrastMode, step: number): string {
  const [h, s, l] = toHsl(shade);
  return fromHsl(h, s, mode === 'light' ? l * (1 - step) : l + (1 - l) * step);
}

/** Mixes `fraction` (0–1) of `color` into `base`, as opaque hex. */
function mix(color: string, base: string, fraction: number): string {
  const [a, b] = [parseHex(color), parseHex(base)];
  return toHex([0, 1, 2].map((i) => b[i] + (a[i] - b[i]) * fraction) as Rgb);
}

/**
 * The tint behind a selected item (antd's `colorPrimaryBg`): as much of `primary` mixed into
 * the mode's container as still leaves `primary` readable on it as text (antd's own tint of
 * #0876B6 was #DCF0F5, 4.2:1; on dark pages #113950, 3.5:1). At most `max` of the colour.
 */
export function readableTint(primary: string, mode: ContrastMode, max = 0.16): string {
  const base = mode === 'light' ? '#ffffff' : '#141414';
  const reads = (fraction: number) => contrastRatio(primary, mix(primary, base, fraction)) >= TEXT_CONTRAST;
  let [ok, bad] = [0, max];
  if (reads(max)) return mix(primary, base, max);
  for (let i = 0; i < 20; i += 1) {
    const mid = (ok + bad) / 2;
    if (reads(mid)) ok = mid;
    else bad = mid;
  }
  return mix(primary, base, ok);
}
