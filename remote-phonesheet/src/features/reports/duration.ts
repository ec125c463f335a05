import { useIntl } from 'react-intl';

/**
 * A time span in the user's language, in the unit that reads best: minutes up to 90, hours up to
 * 48, then days (Intl's unit formats: "12 min", "3.5 hr", "2 days", "٣٫٥ ساعة").
 */
export function useDuration(): (seconds: number | null) => string {
  const intl = useIntl();
  return (seconds) => {
    if (seconds === null) return intl.formatMessage({ id: 'phonesheet.reports.noValue' });
    const minutes = seconds / 60;
    const [value, unit] =
      minutes < 90
        ? [minutes, 'minute']
        : minutes < 48 * 60
          ? [minutes / 60, 'hour']
          : [minutes / 1440, 'day'];
    return intl.formatNumber(value, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'day' ? 'long' : 'short',
      maximumFractionDigits: value < 10 ? 1 : 0,
    });
  };
}
