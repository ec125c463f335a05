import { contrastRatio, primaryPalette, readableTextOn } from '@phonesheet/shared';
import { COLOR_PRESETS } from './presets';

// Every preset, as the theme draws it (shared's primaryPalette, docs/shell.md "Theme"), reads at
// WCAG AA in both modes: as text and links on the page, and with the text of its buttons.
const SURFACES = { light: ['#ffffff', '#f5f5f5'], dark: ['#000000', '#141414', '#1f1f1f'] } as const;

const hueOf = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return null;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
};

describe.each(['light', 'dark'] as const)('the colour presets in %s mode', (mode) => {
  it.each(COLOR_PRESETS)('%s reads as text and carries readable button text', (preset) => {
    const { primary, primaryHover, primaryActive, onPrimary } = primaryPalette(preset, mode);
    for (const surface of SURFACES[mode]) expect(contrastRatio(primary, surface)).toBeGreaterThanOrEqual(4.5);
    for (const fill of [primary, primaryHover, primaryActive])
      expect(contrastRatio(onPrimary, fill)).toBeGreaterThanOrEqual(4.5);
    // The shade is the preset's own hue (greys stay grey).
    const [hue, shadeHue] = [hueOf(preset), hueOf(primary)];
    if (hue === null) expect(shadeHue).toBeNull();
    else expect(Math.abs(((shadeHue! - hue + 540) % 360) - 180)).toBeLessThan(2);
  });
});

it("the customiser's swatch mark reads on every preset (3:1 for a graphic)", () => {
  for (const preset of COLOR_PRESETS)
    expect(contrastRatio(readableTextOn(preset), preset)).toBeGreaterThanOrEqual(4.5);
});
