/** The gallery's sample figures (fixed, so every load and screenshot agrees). */

export const MONTHLY = [
  { visits: 4200, orders: 310, revenue: 12_400, returns: 22, web: 2400, mobile: 1400, store: 400 },
  { visits: 3900, orders: 295, revenue: 11_800, returns: 18, web: 2100, mobile: 1500, store: 300 },
  { visits: 5100, orders: 402, revenue: 16_100, returns: 30, web: 2800, mobile: 1800, store: 500 },
  { visits: 5800, orders: 431, revenue: 17_900, returns: 27, web: 3000, mobile: 2200, store: 600 },
  { visits: 6400, orders: 498, revenue: 19_300, returns: 35, web: 3300, mobile: 2500, store: 600 },
  { visits: 6100, orders: 470, revenue: 18_700, returns: 31, web: 3100, mobile: 2400, store: 600 },
  { visits: 7200, orders: 560, revenue: 22_800, returns: 40, web: 3600, mobile: 2900, store: 700 },
  { visits: 7600, orders: 588, revenue: 23_900, returns: 44, web: 3700, mobile: 3200, store: 700 },
  { visits: 6900, orders: 532, revenue: 21_600, returns: 38, web: 3400, mobile: 2900, store: 600 },
  { visits: 7400, orders: 575, revenue: 23_100, returns: 36, web: 3500, mobile: 3200, store: 700 },
  { visits: 8300, orders: 650, revenue: 26_400, returns: 47, web: 3900, mobile: 3600, store: 800 },
  { visits: 9100, orders: 731, revenue: 29_800, returns: 52, web: 4200, mobile: 4000, store: 900 },
];

/** Share of sales per channel (percent). */
export const CHANNELS = [
  { key: 'web', value: 46 },
  { key: 'mobile', value: 34 },
  { key: 'store', value: 12 },
  { key: 'partners', value: 8 },
] as const;

/** Two products scored 0–100 on six qualities. */
export const SKILLS = [
  { key: 'speed', a: 86, b: 64 },
  { key: 'reliability', a: 78, b: 90 },
  { key: 'design', a: 92, b: 70 },
  { key: 'support', a: 65, b: 82 },
  { key: 'price', a: 58, b: 88 },
  { key: 'features', a: 84, b: 72 },
] as const;

/** Orders: basket size (items) against amount spent, two customer groups. */
export const BASKETS = {
  returning: [
    [1, 24],
    [2, 41],
    [2, 52],
    [3, 66],
    [3, 58],
    [4, 92],
    [5, 104],
    [5, 121],
    [6, 133],
    [7, 150],
    [8, 171],
    [9, 188],
  ],
  new: [
    [1, 18],
    [1, 30],
    [2, 35],
    [2, 29],
    [3, 47],
    [3, 55],
    [4, 61],
    [4, 73],
    [5, 80],
    [6, 97],
  ],
} as const;
