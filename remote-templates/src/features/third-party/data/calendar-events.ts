import dayjs from 'dayjs';
import type { CalendarEvent } from '../types';

const at = (day: dayjs.Dayjs, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return day.hour(h).minute(m).second(0).millisecond(0).toISOString();
};

/**
 * Ten sample events around `now` (so the month on screen always has some): timed ones and
 * all-day ones, ids 1–10. A fresh copy on every call.
 */
export function createCalendarEvents(now: Date = new Date()): CalendarEvent[] {
  const today = dayjs(now).startOf('day');
  const d = (offset: number) => today.add(offset, 'day');
  const allDay = (offset: number, days: number) => ({
    start: d(offset).toISOString(),
    end: d(offset + days).toISOString(),
    allDay: true,
  });
  const timed = (offset: number, from: string, to: string) => ({
    start: at(d(offset), from),
    end: at(d(offset), to),
    allDay: false,
  });
  return [
    { id: 1, title: 'Team stand-up', kind: 'meeting', ...timed(0, '09:00', '09:30') },
    { id: 2, title: 'Design review', kind: 'meeting', ...timed(1, '14:00', '15:30') },
    { id: 3, title: 'Quarterly planning', kind: 'meeting', ...allDay(3, 2) },
    { id: 4, title: 'Dentist', kind: 'personal', ...timed(-2, '16:00', '17:00') },
    { id: 5, title: 'Release 2.4', kind: 'deadline', ...allDay(5, 1) },
    { id: 6, title: 'Flight to Madrid', kind: 'travel', ...timed(8, '07:15', '10:05') },
    { id: 7, title: 'Customer call: Acme', kind: 'meeting', ...timed(-6, '11:00', '12:00') },
    { id: 8, title: 'Lunch with Sara', kind: 'personal', ...timed(2, '12:30', '13:30') },
    { id: 9, title: 'Budget deadline', kind: 'deadline', ...allDay(12, 1) },
    { id: 10, title: 'Sales workshop', kind: 'meeting', ...timed(-10, '09:00', '17:00') },
  ];
}
