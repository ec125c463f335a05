import { theme } from 'antd';
import { SIDEBAR_COLORS_BY_MODE, THEME_MODES } from '../settings';
import { contrastRatio } from './accessible-colors';
import { buildTheme, PRESET_COLORS } from './antd-theme';

/** An rgba() text colour as drawn on an opaque surface. */
function over(color: string, surface: string): string {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/.exec(color);
  if (!m) return color;
  const a = m[4] === undefined ? 1 : Number(m[4]);
  const bg = [1, 3, 5].map((i) => Number.parseInt(surface.slice(i, i + 2), 16));
  const mixed = [1, 2, 3].map((i, k) => Math.round(Number(m[i]) * a + bg[k] * (1 - a)));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

describe('the antd theme reads at WCAG AA', () => {
  it.each(THEME_MODES)('in %s mode, with the brand blue', (mode) => {
    const config = buildTheme(theme, mode, '#0A8FDC', SIDEBAR_COLORS_BY_MODE[mode]);
    const token = theme.getDesignToken(config);
    const surfaces = [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated];
    for (const surface of surfaces) {
      expect(contrastRatio(token.colorLink, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(token.colorPrimary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(over(token.colorTextDescription, surface), surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(over(token.colorTextTertiary, surface), surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(token.colorError, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(over(token.colorTextPlaceholder, token.colorBgContainer), token.colorBgContainer),
    ).toBeGreaterThanOrEqual(4.5);
    // A preset tag: its 7th shade on its 1st.
    const palette = token as unknown as Record<string, string>;
    for (const key of PRESET_COLORS)
      expect(contrastRatio(palette[`${key}7`], palette[`${key}1`])).toBeGreaterThanOrEqual(4.5);
    // Status tags write their colour on its tint; a selected item writes the primary on its tint.
    for (const kind of ['Success', 'Info', 'Warning', 'Error'])
      expect(contrastRatio(palette[`color${kind}`], palette[`color${kind}Bg`])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorPrimary, token.colorPrimaryBgHover)).toBeGreaterThanOrEqual(4.5);
    // A radio button's and a check box's ring, 3:1 on every surface (WCAG 1.4.11), as the
    // components draw it (their token over the global one).
    for (const name of ['Radio', 'Checkbox'] as const) {
      const ring = theme.getDesignToken({
        ...config,
        token: { ...config.token, ...config.components?.[name] },
      });
      for (const surface of surfaces)
        expect(contrastRatio(ring.colorBorder, surface)).toBeGreaterThanOrEqual(3);
    }
    const onPrimary = (config.components?.Button as { primaryColor: string }).primaryColor;
    for (const fill of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive])
      expect(contrastRatio(onPrimary, fill)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the chosen hue: the light shade of #0A8FDC is #0876B6', () => {
    const token = theme.getDesignToken(buildTheme(theme, 'light', '#0A8FDC', SIDEBAR_COLORS_BY_MODE.light));
    expect(token.colorPrimary.toUpperCase()).toBe('#0876B6');
  });
});
