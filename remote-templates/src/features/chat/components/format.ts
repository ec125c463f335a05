import dayjs from 'dayjs';
import type { IntlShape } from 'react-intl';

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** A file size for people: 2516582 → "2.4 MB" (one decimal at most, in the locale's digits). */
export function formatFileSize(bytes: number, intl: Pick<IntlShape, 'formatNumber'>): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${intl.formatNumber(value, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`;
}

/** The list's time of a last message: the hour today, "Yesterday", the weekday this week, else the date. */
export function formatListTime(iso: string, intl: IntlShape, now = dayjs()): string {
  const time = dayjs(iso);
  if (time.isSame(now, 'day')) return intl.formatTime(iso, { hour: 'numeric', minute: '2-digit' });
  if (time.isSame(now.subtract(1, 'day'), 'day'))
    return intl.formatMessage({ id: 'templates.chat.yesterday' });
  if (now.diff(time, 'day') < 7) return intl.formatDate(iso, { weekday: 'short' });
  return intl.formatDate(iso, { day: 'numeric', month: 'short' });
}

/** The divider above a day's messages. */
export function formatDay(iso: string, intl: IntlShape): string {
  return intl.formatDate(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export { initialsOf } from '../../../app-kit/InitialsAvatar';
