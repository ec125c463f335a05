import {
  DISABLED_TEXT,
  SURFACES,
  TEXT_CONTRAST,
  contrastRatio,
  primaryPalette,
  readableShade,
  readableTextOn,
  toHsl,
} from './accessible-colors';
import { buildTheme } from './antd-theme';

describe('accessible shades of the primary colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0A8FDC', '#ffffff')).toBeCloseTo(3.51, 2);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
  });

  it('darkens the brand blue for light pages and keeps it on dark ones', () => {
    const light = primaryPalette('#0A8FDC', 'light');
    expect(light.onPrimary).toBe('#FFFFFF');
    for (const surface of SURFACES.light)
      expect(contrastRatio(light.primary, surface)).toBeGreaterThanOrEqual(4.5);
    // The least change: a little lighter would fail on the light grey page.
    expect(contrastRatio(light.primary, '#f5f5f5')).toBeLessThan(4.6);
    expect(Math.abs(toHsl(light.primary)[0] - toHsl('#0A8FDC')[0])).toBeLessThan(1.5);

    // #0A8FDC already reads on antd's dark surfaces; the text on its fill turns dark.
    expect(primaryPalette('#0A8FDC', 'dark')).toMatchObject({ primary: '#0A8FDC', onPrimary: '#141414' });
  });

  it('lightens a dark colour for dark pages', () => {
    const shade = readableShade('#10239E', 'dark');
    for (const surface of SURFACES.dark) expect(contrastRatio(shade, surface)).toBeGreaterThanOrEqual(4.5);
    expect(Math.abs(toHsl(shade)[0] - toHsl('#10239E')[0])).toBeLessThan(1.5);
  });

  it('picks the readable text colour on a fill', () => {
    expect(readableTextOn('#003EB3')).toBe('#FFFFFF');
    expect(readableTextOn('#FADB14')).toBe('#141414');
  });
});

describe('a disabled button', () => {
  /** `rgba(r, g, b, a)` drawn over an opaque hex colour. */
  const over = (rgba: string, base: string): string => {
    const [r, g, b, a] = (/rgba\(([^)]+)\)/.exec(rgba)?.[1] ?? '').split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const n = Number.parseInt(base.slice(1), 16);
    const mix = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
    const hex = [mix(r, n >> 16), mix(g, (n >> 8) & 255), mix(b, n & 255)];
    return `#${hex.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  };
  // antd's colorBgContainerDisabled in each mode: black at 4%, white at 8%.
  const FILL = { light: 'rgba(0, 0, 0, 0.04)', dark: 'rgba(255, 255, 255, 0.08)' } as const;

  test.each(['light', 'dark'] as const)('keeps its label 4.5:1 on its fill on every %s surface', (mode) => {
    for (const surface of SURFACES[mode]) {
      const fill = over(FILL[mode], surface);
      expect(contrastRatio(over(DISABLED_TEXT[mode], fill), fill)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  test('is themed with that label colour in light and dark', () => {
    const algorithms = { darkAlgorithm: (s: object) => s, defaultAlgorithm: (s: object) => s } as never;
    const sidebar = { bgColor: '#001529', textColor: '#ffffff' } as never;
    for (const mode of ['light', 'dark'] as const)
      expect(buildTheme(algorithms, mode, '#1677ff', sidebar).components?.Button?.colorTextDisabled).toBe(
        DISABLED_TEXT[mode],
      );
  });
});
