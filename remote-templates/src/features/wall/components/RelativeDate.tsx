import { useIntl } from 'react-intl';
import { relativeTime } from '../relative-time';

/** "2 hours ago", in the user's language, with the full date on hover. */
export function RelativeDate({ date }: { date: string }) {
  const intl = useIntl();
  const { value, unit } = relativeTime(date);
  return (
    <time dateTime={date} title={intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short' })}>
      {intl.formatRelativeTime(value, unit, { numeric: 'auto' })}
    </time>
  );
}
