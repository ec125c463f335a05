import dayjs, { type Dayjs } from 'dayjs';

/**
 * Whether a day starts before the plan's history window (the last `historyDays` × 24 h): the
 * server answers such a `from` with 402, so the picker does not offer it. null = no limit.
 */
export function outsideHistoryWindow(day: Dayjs, historyDays: number | null, now: Dayjs = dayjs()): boolean {
  return historyDays !== null && day.startOf('day').isBefore(now.subtract(historyDays, 'day'));
}
