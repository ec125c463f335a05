import { theme, type ThemeConfig } from 'antd';
import type { SidebarColors, ThemeMode } from '@phonesheet/shared';

/**
 * antd theme for the settings. Semi-dark is a light page with a dark sidebar
 * (siderThemeOf), coloured by the settings' sidebar colours.
 */
export function buildTheme(mode: ThemeMode, primaryColor: string, sidebar: SidebarColors): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
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

export function siderThemeOf(mode: ThemeMode): 'light' | 'dark' {
  return mode === 'semi-dark' ? 'dark' : 'light';
}
