import { SIDEBAR_COLORS_BY_MODE } from '@phonesheet/shared';
import { SIDEBAR_COLOR_SETS } from '../customizer/presets';
import { contrastRatio, isDarkBackground } from './sidebar-colors';

describe('sidebar colours', () => {
  it('measure contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // The AA threshold sits between these two greys on white.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it.each(SIDEBAR_COLOR_SETS.map((set, i) => [i + 1, set] as const))(
    'set %i keeps text and selected text readable (AA, 4.5:1)',
    (_, set) => {
      expect(contrastRatio(set.textColor, set.bgColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(set.selectedTextColor, set.selectedBgColor)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('offer the theme modes’ own sets first, and light and dark ones', () => {
    expect(SIDEBAR_COLOR_SETS.slice(0, 3)).toEqual([
      SIDEBAR_COLORS_BY_MODE.light,
      SIDEBAR_COLORS_BY_MODE['semi-dark'],
      SIDEBAR_COLORS_BY_MODE.dark,
    ]);
    expect(SIDEBAR_COLOR_SETS.filter((s) => isDarkBackground(s.bgColor)).length).toBeGreaterThanOrEqual(4);
    expect(SIDEBAR_COLOR_SETS.filter((s) => !isDarkBackground(s.bgColor)).length).toBeGreaterThanOrEqual(4);
  });
});
