import type { IntlShape } from 'react-intl';
import dayjs from 'dayjs';

/** A task date as month name, day, year ("MMMM D, YYYY"), in the reader's language. */
export function formatTaskDate(intl: IntlShape, value: string | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  if (!date.isValid()) return value;
  return intl.formatDate(date.toDate(), { year: 'numeric', month: 'long', day: 'numeric' });
}
