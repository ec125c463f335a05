import type { ThemeConfig } from 'antd';
import type { SidebarColors, ThemeMode } from '../settings';

/** antd's two colour algorithms, taken from the calling app's own copy of antd. */
export interface AntdAlgorithms {
  darkAlgorithm: NonNullable<ThemeConfig['algorithm']>;
  defaultAlgorithm: NonNullable<ThemeConfig['algorithm']>;
}

/**
 * antd theme for the settings. Semi-dark is a light page with a dark sidebar, coloured by the
 * settings' sidebar colours.
 */
export function buildTheme(
  algorithms: AntdAlgorithms,
  mode: ThemeMode,
  primaryColor: string,
  sidebar: SidebarColors,
): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? algorithms.darkAlgorithm : algorithms.defaultAlgorithm,
    token: {
      colorPrimary: primaryColor,
      borderRadius: 8,
      fontFamily:
        "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'PingFang SC', sans-serif",
    },
    components:
      mode === 'semi-dark'
        ? {
            Layout: { siderBg: sidebar.bgColor, triggerBg: sidebar.bgColor },
            Menu: {
              darkItemBg: sidebar.bgColor,
              darkSubMenuItemBg: sidebar.bgColor,
              darkPopupBg: sidebar.bgColor,
              darkItemSelectedBg: primaryColor,
            },
          }
        : undefined,
  };
}
