import type { ThemeConfig } from 'antd';
import type { MappingAlgorithm } from 'antd/es/theme/interface';
import type { SidebarColors, ThemeMode } from '../settings';
import {
  contrastModeOf,
  CONTROL_BORDER,
  type ContrastMode,
  readableShade,
  readableTint,
  DISABLED_TEXT,
  ERROR_SEED,
  PLACEHOLDER_TEXT,
  primaryPalette,
  SECONDARY_TEXT,
} from './accessible-colors';
import { chainAlgorithms } from './theme-algorithms';

/** antd's two colour algorithms, taken from the calling app's own copy of antd. */
export interface AntdAlgorithms {
  darkAlgorithm: MappingAlgorithm;
  defaultAlgorithm: MappingAlgorithm;
}

/**
 * Components that draw text or a mark in `colorTextLightSolid` on a primary fill (a step's
 * number, a solid radio button, a check): on dark pages the fill is a light shade, so that
 * text turns dark there (accessible-colors.ts).
 */
const ON_PRIMARY_COMPONENTS = ['Steps', 'Radio', 'Checkbox', 'Segmented', 'FloatButton', 'Avatar'] as const;

/** antd's preset colours: a `<Tag color="green">` writes its 7th shade on its 1st. */
export const PRESET_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

const SHADES_CACHE_LIMIT = 64;
const shadesBySettings = new Map<string, MappingAlgorithm>();

/**
 * antd's algorithms derive their own primary from the seed (the dark one darkens it), and a
 * seed token given in `token` cannot override what they derive: a last algorithm sets the
 * exact readable shades. One function per (contrast, colour), so the same settings give the
 * same algorithm and antd reuses its cached theme (theme-algorithms.ts says why that matters).
 */
function exactShadesFor(contrast: ContrastMode, primaryColor: string): MappingAlgorithm {
  const key = `${contrast}|${primaryColor}`;
  const known = shadesBySettings.get(key);
  if (known) return known;
  // A colour picker dragged across the wheel passes hundreds of colours: keep the recent ones.
  if (shadesBySettings.size >= SHADES_CACHE_LIMIT) shadesBySettings.clear();
  const palette = primaryPalette(primaryColor, contrast);
  const error = primaryPalette(ERROR_SEED, contrast);
  const tint = readableTint(palette.primary, contrast);
  const exactShades: MappingAlgorithm = (_seed, derived) => ({
    ...(derived as NonNullable<typeof derived>),
    // Status colours are text too (a success tag writes colorSuccess on colorSuccessBg: green was
    // 2.2:1, the processing blue 3.4–3.7:1), so they take their readable shade like the presets.
    ...Object.fromEntries(
      (['Success', 'Info', 'Warning'] as const).flatMap((kind) => {
        const shade = readableShade(
          (derived as unknown as Record<string, string>)[`color${kind}`],
          contrast,
          4.7,
        );
        return [
          [`color${kind}`, shade],
          [`color${kind}Text`, shade],
        ];
      }),
    ),
    // The selected item's tint keeps the primary text on it readable.
    colorPrimaryBg: tint,
    colorPrimaryBgHover: tint,
    // Preset tags' text (green-7 on green-1 was 3.4:1, gold-7 on gold-1 2.9:1), a little
    // further from their tint than from the page.
    ...Object.fromEntries(
      PRESET_COLORS.map((key) => {
        const shade = (derived as unknown as Record<string, string>)[`${key}7`];
        return [`${key}7`, readableShade(shade, contrast, 4.7)];
      }),
    ),
    colorPrimary: palette.primary,
    colorPrimaryHover: palette.primaryHover,
    colorPrimaryActive: palette.primaryActive,
    colorPrimaryText: palette.primary,
    colorPrimaryTextHover: palette.primaryHover,
    colorPrimaryTextActive: palette.primaryActive,
    colorLink: palette.primary,
    colorLinkHover: palette.primaryHover,
    colorLinkActive: palette.primaryActive,
    colorError: error.primary,
    colorErrorHover: error.primaryHover,
    colorErrorActive: error.primaryActive,
    colorErrorText: error.primary,
    colorErrorTextHover: error.primaryHover,
    colorErrorTextActive: error.primaryActive,
  });
  shadesBySettings.set(key, exactShades);
  return exactShades;
}

/**
 * antd theme for the settings. The chosen primary colour is drawn as its readable shade
 * (accessible-colors.ts, docs/shell.md "Theme"): antd's own derivation (the dark algorithm
 * darkens it again, its link blue is #1677ff) is overridden with the exact shades. Semi-dark is a
 * light page with a dark sidebar, coloured by the settings' sidebar colours.
 */
export function buildTheme(
  algorithms: AntdAlgorithms,
  mode: ThemeMode,
  primaryColor: string,
  sidebar: SidebarColors,
): ThemeConfig {
  const contrast = contrastModeOf(mode);
  const palette = primaryPalette(primaryColor, contrast);
  const error = primaryPalette(ERROR_SEED, contrast);
  const onPrimary = Object.fromEntries(
    ON_PRIMARY_COMPONENTS.map((name) => [name, { colorTextLightSolid: palette.onPrimary }]),
  ) as Record<(typeof ON_PRIMARY_COMPONENTS)[number], { colorTextLightSolid: string }>;
  // An unchecked radio button's or check box's ring is all that shows it is there (a plan to
  // pick): 3:1 on the page, where antd's border grey is 1.4:1.
  const ring = { colorBorder: CONTROL_BORDER[contrast] };
  return {
    algorithm: chainAlgorithms(
      mode === 'dark' ? algorithms.darkAlgorithm : algorithms.defaultAlgorithm,
      exactShadesFor(contrast, primaryColor),
    ),
    token: {
      colorPrimary: palette.primary,
      colorLink: palette.primary,
      colorTextTertiary: SECONDARY_TEXT[contrast],
      colorTextDescription: SECONDARY_TEXT[contrast],
      colorTextPlaceholder: PLACEHOLDER_TEXT[contrast],
      borderRadius: 8,
      fontFamily:
        "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'PingFang SC', sans-serif",
    },
    components: {
      ...onPrimary,
      Radio: { ...onPrimary.Radio, ...ring },
      Checkbox: { ...onPrimary.Checkbox, ...ring },
      // A disabled button's label stays readable (it often says what to do first).
      Button: {
        primaryColor: palette.onPrimary,
        dangerColor: error.onPrimary,
        colorTextDisabled: DISABLED_TEXT[contrast],
      },
      // An empty table's "No data" is text, not a disabled control.
      Table: { colorTextDisabled: PLACEHOLDER_TEXT[contrast] },
      // A count is drawn on the error red.
      Badge: { colorTextLightSolid: error.onPrimary },
      ...(mode === 'semi-dark'
        ? {
            Layout: { siderBg: sidebar.bgColor, triggerBg: sidebar.bgColor },
            Menu: {
              darkItemBg: sidebar.bgColor,
              darkSubMenuItemBg: sidebar.bgColor,
              darkPopupBg: sidebar.bgColor,
              darkItemSelectedBg: palette.primary,
              darkItemSelectedColor: palette.onPrimary,
            },
          }
        : {}),
    },
  };
}
