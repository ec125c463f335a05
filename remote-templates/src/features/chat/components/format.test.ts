import dayjs from 'dayjs';
import { createIntl } from 'react-intl';
import en from '../i18n/en.json';
import { formatFileSize, formatListTime, initialsOf } from './format';

const intl = createIntl({ locale: 'en', messages: en });

test('file sizes: bytes, then one decimal at most', () => {
  expect(formatFileSize(512, intl)).toBe('512 B');
  expect(formatFileSize(1536, intl)).toBe('1.5 KB');
  expect(formatFileSize(2_516_582, intl)).toBe('2.4 MB');
  expect(formatFileSize(356_000, intl)).toBe('347.7 KB');
  expect(formatFileSize(3 * 1024 ** 3, intl)).toBe('3 GB');
});

test('file sizes in the locale digits', () => {
  expect(formatFileSize(2_516_582, createIntl({ locale: 'fr' }))).toBe('2,4 MB');
});

test('list times: the hour today, Yesterday, the weekday this week, else the date', () => {
  const now = dayjs('2025-03-12T15:00:00');
  expect(formatListTime(dayjs('2025-03-12T09:05:00').toISOString(), intl, now)).toBe('9:05 AM');
  expect(formatListTime(dayjs('2025-03-11T09:05:00').toISOString(), intl, now)).toBe('Yesterday');
  expect(formatListTime(dayjs('2025-03-08T09:05:00').toISOString(), intl, now)).toBe('Sat');
  expect(formatListTime(dayjs('2025-02-01T09:05:00').toISOString(), intl, now)).toBe('Feb 1');
});

test('initials', () => {
  expect(initialsOf('Sofia García')).toBe('SG');
  expect(initialsOf('Li')).toBe('L');
});
