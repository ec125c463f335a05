import { relativeTime } from './relative-time';
import { initialsOf } from './components/PersonAvatar';

const NOW = Date.parse('2024-05-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

test.each([
  [10_000, { value: 0, unit: 'second' }],
  [5 * 60_000, { value: -5, unit: 'minute' }],
  [2 * 3600_000, { value: -2, unit: 'hour' }],
  [27 * 3600_000, { value: -1, unit: 'day' }],
  [12 * 86400_000, { value: -1, unit: 'week' }],
  [70 * 86400_000, { value: -2, unit: 'month' }],
  [800 * 86400_000, { value: -2, unit: 'year' }],
])('%d ms ago reads as %o', (ms, expected) => {
  expect(relativeTime(ago(ms), NOW)).toEqual(expected);
});

test('initials take the first and last names', () => {
  expect(initialsOf('Jessica Moore')).toBe('JM');
  expect(initialsOf('Ana María García')).toBe('AG');
  expect(initialsOf('mei')).toBe('M');
  expect(initialsOf('')).toBe('');
});
