import { localMoment, minutesOf } from '../digest/clock';

/**
 * Whether `at` falls in the quiet hours from `start` to `end` (local `HH:MM` in `timeZone`):
 * from the start included to the end excluded, past midnight when the end is earlier.
 */
export function inQuietHours(at: Date, start: string, end: string, timeZone: string): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === null || to === null || from === to) return false;
  const now = localMoment(at, timeZone).minutes;
  return from < to ? now >= from && now < to : now >= from || now < to;
}
