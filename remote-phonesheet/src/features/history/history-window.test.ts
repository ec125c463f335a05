import dayjs from 'dayjs';
import { outsideHistoryWindow } from './history-window';

test('7 days: today and the 6 days before are offered, the 7th day back is not', () => {
  const now = dayjs('2026-03-20T15:30:00');
  expect(outsideHistoryWindow(now, 7, now)).toBe(false);
  expect(outsideHistoryWindow(now.subtract(6, 'day'), 7, now)).toBe(false);
  expect(outsideHistoryWindow(now.subtract(7, 'day'), 7, now)).toBe(true);
  expect(outsideHistoryWindow(now.subtract(400, 'day'), 365, now)).toBe(true);
  expect(outsideHistoryWindow(now.subtract(400, 'day'), null, now)).toBe(false);
});
