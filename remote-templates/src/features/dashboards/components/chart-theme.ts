import { useContext, useMemo } from 'react';
import { ConfigProvider, theme } from 'antd';

export interface ChartTheme {
  rtl: boolean;
  /** Series colours: the primary colour first, then antd's palette as the theme renders it. */
  palette: string[];
  text: string;
  textSecondary: string;
  grid: string;
  surface: string;
  /** A card's own background (the gaps between donut slices). */
  card: string;
  border: string;
  fontSize: number;
  up: string;
  down: string;
}

/**
 * The charts' colours and direction from antd's theme (light, dark, the chosen primary colour)
 * and the page's direction, so a chart changes with the customiser like every antd component.
 */
export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return useMemo(
    () => ({
      rtl: direction === 'rtl',
      palette: [
        token.colorPrimary,
        token.cyan6,
        token.gold6,
        token.purple6,
        token.green6,
        token.magenta6,
        token.volcano6,
      ],
      text: token.colorText,
      textSecondary: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
      surface: token.colorBgElevated,
      card: token.colorBgContainer,
      border: token.colorBorder,
      fontSize: token.fontSizeSM,
      up: token.colorSuccess,
      down: token.colorError,
    }),
    [token, direction],
  );
}
