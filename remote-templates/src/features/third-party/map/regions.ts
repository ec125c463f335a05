/** The map's regions and their sample figures, free of d3 so they test and load alone. */

export interface Region {
  /** ISO 3166-1 numeric code, or the name for the three without one (N. Cyprus, Somaliland, Kosovo). */
  key: string;
  name: string;
}

export interface RegionStats {
  visitors: number;
  sessions: number;
  /** Share of single-page visits, 0–100. */
  bounceRate: number;
  /** Rank by visitors among every region, 1 = most. */
  rank: number;
}

/** The regions of a world-atlas topology's `countries` object (Antarctica left out: it only takes room). */
export function regionsOf(geometries: { id?: string | number; properties?: { name?: string } }[]): Region[] {
  return geometries
    .map((g) => {
      const name = g.properties?.name ?? String(g.id ?? '');
      return { key: g.id != null ? String(g.id) : name, name };
    })
    .filter((r) => r.name && r.name !== 'Antarctica');
}

// A few large audiences so the shading has a shape; every other region gets a stable made-up figure.
const LEADING: Record<string, number> = {
  '840': 182_400, // United States
  '356': 121_300, // India
  '076': 88_650, // Brazil
  '826': 74_200, // United Kingdom
  '276': 69_800, // Germany
  '250': 61_050, // France
  '724': 54_900, // Spain
  '156': 52_300, // China
  '380': 47_700, // Italy
  '124': 41_900, // Canada
  '392': 38_400, // Japan
  '484': 33_100, // Mexico
  '682': 29_500, // Saudi Arabia
  '818': 26_800, // Egypt
  '036': 24_300, // Australia
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function visitorsOf(region: Region): number {
  return LEADING[region.key] ?? 400 + (hash(region.key) % 18_000);
}

/** Sample visitor figures for every region (fixed: the same numbers on every load). */
export function sampleStats(regions: Region[]): Map<string, RegionStats> {
  const ranked = [...regions].sort((a, b) => visitorsOf(b) - visitorsOf(a) || a.name.localeCompare(b.name));
  const stats = new Map<string, RegionStats>();
  ranked.forEach((region, index) => {
    const visitors = visitorsOf(region);
    const h = hash(`${region.key}:s`);
    stats.set(region.key, {
      visitors,
      sessions: Math.round(visitors * (1.3 + (h % 70) / 100)),
      bounceRate: 25 + (h % 41),
      rank: index + 1,
    });
  });
  return stats;
}

/** The shade band (0–4) of a figure: bands on a log scale, since the largest audience dwarfs the rest. */
export function bandOf(visitors: number, max: number): number {
  if (visitors <= 0 || max <= 0) return 0;
  const share = Math.log10(visitors) / Math.log10(max);
  return Math.min(4, Math.max(0, Math.floor(share * 5) - 1));
}

export interface MapSelection {
  hovered: string | null;
  selected: string | null;
}

export type MapAction =
  | { type: 'hover'; key: string }
  | { type: 'leave'; key: string }
  | { type: 'select'; key: string }
  | { type: 'pick'; key: string }
  | { type: 'clear' };

/**
 * Hover follows the pointer (or focus); a click on the map selects, a second click on the same
 * region deselects; a pick from the list or the search selects without toggling.
 */
export function mapSelection(state: MapSelection, action: MapAction): MapSelection {
  switch (action.type) {
    case 'hover':
      return state.hovered === action.key ? state : { ...state, hovered: action.key };
    case 'leave':
      return state.hovered === action.key ? { ...state, hovered: null } : state;
    case 'select':
      return { ...state, selected: state.selected === action.key ? null : action.key };
    case 'pick':
      return state.selected === action.key ? state : { ...state, selected: action.key };
    case 'clear':
      return { ...state, selected: null };
    default:
      return state;
  }
}
