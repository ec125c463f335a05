import { FastColor } from '@ant-design/fast-color';
import type { ThemeConfig } from 'antd';
import type { SidebarColors } from '@phonesheet/shared';

/** WCAG 2 contrast ratio of two opaque colours (1 to 21); AA asks 4.5 for body text. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [new FastColor(a).getLuminance(), new FastColor(b).getLuminance()].sort(
    (x, y) => y - x,
  );
  return (light + 0.05) / (dark + 0.05);
}

export function isDarkBackground(color: string): boolean {
  return new FastColor(color).isDark();
}

/** The colour `color` at `alpha` (for the veil over a sidebar image). */
export function withAlpha(color: string, alpha: number): string {
  return new FastColor(color).setA(alpha).toRgbString();
}

/**
 * antd tokens that paint a menu (and its hover pop-ups) in a sidebar colour set. The items
 * sit on a transparent background so a sidebar image can show through the veil.
 */
export function menuTheme(colors: SidebarColors): ThemeConfig {
  const dark = isDarkBackground(colors.bgColor);
  const hoverBg = dark ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.05)';
  return {
    components: {
      Menu: {
        itemBg: 'transparent',
        subMenuItemBg: 'transparent',
        popupBg: colors.bgColor,
        itemColor: colors.textColor,
        groupTitleColor: colors.textColor,
        itemHoverColor: colors.textColor,
        itemHoverBg: hoverBg,
        itemActiveBg: colors.selectedBgColor,
        itemSelectedBg: colors.selectedBgColor,
        itemSelectedColor: colors.selectedTextColor,
        subMenuItemSelectedColor: colors.selectedTextColor,
        horizontalItemSelectedColor: colors.selectedTextColor,
        horizontalItemSelectedBg: colors.selectedBgColor,
        horizontalItemHoverColor: colors.textColor,
        horizontalItemHoverBg: hoverBg,
      },
      Layout: {
        siderBg: colors.bgColor,
        triggerBg: colors.bgColor,
        triggerColor: colors.textColor,
      },
    },
  };
}
