import {
  SURFACES,
  contrastRatio,
  primaryPalette,
  readableShade,
  readableTextOn,
  toHsl,
} from './accessible-colors';

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
