import topology from 'world-atlas/countries-110m.json';
import { bandOf, mapSelection, regionsOf, sampleStats } from './regions';
import { worldShapes } from './world-paths';

describe('regions', () => {
  const regions = regionsOf(
    (
      topology as unknown as {
        objects: { countries: { geometries: { id?: string; properties: { name: string } }[] } };
      }
    ).objects.countries.geometries,
  );

  test('every country but Antarctica, keyed by its ISO code or, without one, its name', () => {
    expect(regions).toHaveLength(176);
    expect(regions.find((r) => r.key === '250')?.name).toBe('France');
    expect(regions.find((r) => r.name === 'Kosovo')?.key).toBe('Kosovo');
    expect(regions.some((r) => r.name === 'Antarctica')).toBe(false);
    expect(new Set(regions.map((r) => r.key)).size).toBe(regions.length);
  });

  test('sample figures are stable and ranked: the United States first', () => {
    const stats = sampleStats(regions);
    expect(stats.get('840')).toMatchObject({ visitors: 182_400, rank: 1 });
    expect(stats.get('356')?.rank).toBe(2);
    expect(sampleStats(regions).get('204')).toEqual(stats.get('204'));
    const ranks = [...stats.values()].map((s) => s.rank).sort((a, b) => a - b);
    expect(ranks).toEqual(regions.map((_, i) => i + 1));
  });

  test('shade bands grow with visitors and stay within 0–4', () => {
    expect(bandOf(182_400, 182_400)).toBe(4);
    expect(bandOf(500, 182_400)).toBeLessThan(bandOf(20_000, 182_400));
    expect(bandOf(0, 182_400)).toBe(0);
  });
});

describe('selection', () => {
  const none = { hovered: null, selected: null };

  test('a click selects; a second click on the same region deselects; another region replaces it', () => {
    let s = mapSelection(none, { type: 'select', key: '250' });
    expect(s.selected).toBe('250');
    s = mapSelection(s, { type: 'select', key: '276' });
    expect(s.selected).toBe('276');
    expect(mapSelection(s, { type: 'select', key: '276' }).selected).toBeNull();
  });

  test('a pick from the list never deselects; clear does', () => {
    const s = mapSelection(none, { type: 'pick', key: '250' });
    expect(mapSelection(s, { type: 'pick', key: '250' }).selected).toBe('250');
    expect(mapSelection(s, { type: 'clear' }).selected).toBeNull();
  });

  test('leaving a region unhovers it only if it is the hovered one', () => {
    const s = mapSelection(none, { type: 'hover', key: '250' });
    expect(mapSelection(s, { type: 'leave', key: '276' }).hovered).toBe('250');
    expect(mapSelection(s, { type: 'leave', key: '250' }).hovered).toBeNull();
  });
});

test('the world projects to one SVG path per region, inside the map', () => {
  const shapes = worldShapes(topology);
  expect(shapes).toHaveLength(176);
  const france = shapes.find((s) => s.key === '250')!;
  expect(france.d).toMatch(/^M[\d.]+,[\d.]+/);
  const [x, y] = france.centroid;
  expect(x).toBeGreaterThan(0);
  expect(x).toBeLessThan(960);
  expect(y).toBeGreaterThan(0);
  expect(y).toBeLessThan(470);
});
