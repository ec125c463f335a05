/** How long ago `date` was, in the largest unit that fits (for Intl's relative time format). */
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const STEPS: Array<[RelativeUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** A negative value for the past ("2 hours ago" is { value: -2, unit: 'hour' }); under a minute is 0 seconds ("now"). */
export function relativeTime(date: string, now: number = Date.now()): { value: number; unit: RelativeUnit } {
  const seconds = Math.round((Date.parse(date) - now) / 1000);
  const size = Math.abs(seconds);
  for (const [unit, length] of STEPS) {
    if (size >= length) return { value: Math.trunc(seconds / length), unit };
  }
  return { value: 0, unit: 'second' };
}
