import { useMemo } from 'react';
import type { ConfigProviderProps } from 'antd';
import { directionOf } from '../settings';
import { useAppSelector } from '../store/hooks';
import { buildTheme, type AntdAlgorithms } from './antd-theme';

/** antd's direction and theme: its configuration from the settings but its own texts (locale). */
export type AntdLook = Pick<ConfigProviderProps, 'direction' | 'theme'>;

/**
 * The settings' antd direction and theme, built with the calling app's own antd (`theme`). Apart
 * from useAntdConfig, which adds antd's texts in the language shown (useAntdLocale), for an app
 * that fetches them its own way (the auth remote's public screens).
 */
export function useAntdLook(algorithms: AntdAlgorithms): AntdLook {
  const locale = useAppSelector((s) => s.settings.locale);
  const themeMode = useAppSelector((s) => s.settings.themeMode);
  const primaryColor = useAppSelector((s) => s.settings.primaryColor);
  const sidebarColors = useAppSelector((s) => s.settings.sidebarColors);
  const theme = useMemo(
    () => buildTheme(algorithms, themeMode, primaryColor, sidebarColors),
    [algorithms, themeMode, primaryColor, sidebarColors],
  );
  const direction = directionOf(locale);
  return useMemo(() => ({ direction, theme }), [direction, theme]);
}
