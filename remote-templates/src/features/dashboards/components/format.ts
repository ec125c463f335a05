import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ValueFormat } from '../types';

/** How a chart's x values are dates or times: a month, a day, a weekday, or a time of day. */
export type XFormat = 'month' | 'day' | 'weekday' | 'time';

/** A sample date or date-time (no zone) as that moment in the user's own time zone. */
export function localDate(value: string): Date {
  const [date, time = '00:00'] = value.split('T');
  const [y, m = 1, d = 1] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min);
}

/** Figures, dates and labels in the user's language. */
export function useFormat() {
  const intl = useIntl();
  return useMemo(() => {
    const value = (v: number, format: ValueFormat = 'number'): string => {
      switch (format) {
        case 'currency':
          return intl.formatNumber(v, {
            style: 'currency',
            currency: 'USD',
            maximumFractionDigits: Math.abs(v) >= 1000 ? 0 : 2,
          });
        case 'percent':
          return intl.formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 1 });
        case 'duration': {
          const minutes = Math.floor(v / 60);
          const seconds = Math.round(v % 60);
          return intl.formatMessage(
            { id: 'templates.dashboards.duration' },
            { minutes: intl.formatNumber(minutes), seconds: intl.formatNumber(seconds) },
          );
        }
        case 'decimal':
          return intl.formatNumber(v, { maximumFractionDigits: 6 });
        default:
          return intl.formatNumber(v);
      }
    };
    /** A short axis figure: 12K, $1.2M, $3.15K (three digits, so close ticks never read alike). */
    const compact = (v: number, format: ValueFormat = 'number'): string =>
      format === 'currency'
        ? intl.formatNumber(v, {
            style: 'currency',
            currency: 'USD',
            notation: 'compact',
            maximumSignificantDigits: 3,
          })
        : format === 'percent'
          ? intl.formatNumber(v / 100, { style: 'percent' })
          : intl.formatNumber(v, { notation: 'compact', maximumSignificantDigits: 3 });
    const x = (v: string, format: XFormat): string => {
      if (format === 'time') {
        return intl.formatTime(localDate(`2026-01-01T${v}`), { hour: 'numeric', minute: '2-digit' });
      }
      const date = localDate(v);
      if (format === 'month') return intl.formatDate(date, { month: 'short' });
      if (format === 'weekday') return intl.formatDate(date, { weekday: 'short' });
      return intl.formatDate(date, { month: 'short', day: 'numeric' });
    };
    const date = (v: string) => intl.formatDate(localDate(v), { dateStyle: 'medium' });
    const dateTime = (v: string) =>
      intl.formatDate(localDate(v), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    /** A label of this area's catalogue ('templates.dashboards.label.revenue'). */
    const label = (id: string) => intl.formatMessage({ id: `templates.dashboards.label.${id}` });
    const text = (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `templates.dashboards.${id}` }, values);
    return { value, compact, x, date, dateTime, label, text };
  }, [intl]);
}

export type Format = ReturnType<typeof useFormat>;
