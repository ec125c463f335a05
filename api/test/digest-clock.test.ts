import {
  digestDueDate,
  isTimeZone,
  localMoment,
  minutesOf,
  owedSinceDay,
} from '../src/services/digest/clock';

const paris = { enabled: true, sendAt: '08:00', timeZone: 'Europe/Paris' };

describe('digest time zones', () => {
  test('the wall clock of a zone, across daylight saving and the date line', () => {
    // Summer: Paris is UTC+2; winter: UTC+1.
    expect(localMoment(new Date('2026-07-01T06:00:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-07-01',
      isoWeekday: 3,
      minutes: 8 * 60,
    });
    expect(localMoment(new Date('2026-12-01T06:00:00Z'), 'Europe/Paris').minutes).toBe(7 * 60);
    // 23:30 UTC Friday is already Saturday in Auckland and still Friday in Los Angeles.
    const at = new Date('2026-12-04T23:30:00Z');
    expect(localMoment(at, 'Pacific/Auckland')).toMatchObject({ date: '2026-12-05', isoWeekday: 6 });
    expect(localMoment(at, 'America/Los_Angeles')).toMatchObject({ date: '2026-12-04', isoWeekday: 5 });
    // Midnight is 0, not 24 (hourCycle h23).
    expect(localMoment(new Date('2026-12-03T23:00:00Z'), 'Europe/Paris').minutes).toBe(0);
  });

  test('time zones and times of day are checked', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(minutesOf('07:45')).toBe(465);
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('7:45')).toBeNull();
  });
});

describe('who is due a digest', () => {
  test("at or after the user's local time on a working day, once per local date", () => {
    // Thursday 3 December 2026: 07:59 and 08:00 in Paris.
    expect(digestDueDate(new Date('2026-12-03T06:59:00Z'), paris, null)).toBeNull();
    expect(digestDueDate(new Date('2026-12-03T07:00:00Z'), paris, null)).toBe('2026-12-03');
    // Up to three hours late (the API was down at 08:00): still that day's digest; later, none.
    expect(digestDueDate(new Date('2026-12-03T09:59:00Z'), paris, '2026-12-02')).toBe('2026-12-03');
    expect(digestDueDate(new Date('2026-12-03T10:00:00Z'), paris, '2026-12-02')).toBeNull();
    expect(digestDueDate(new Date('2026-12-03T21:00:00Z'), paris, null)).toBeNull();
    // Already decided for that date.
    expect(digestDueDate(new Date('2026-12-03T08:00:00Z'), paris, '2026-12-03')).toBeNull();
    // Off.
    expect(digestDueDate(new Date('2026-12-03T09:00:00Z'), { ...paris, enabled: false }, null)).toBeNull();
  });

  test('Monday to Friday in the reader’s zone, not the server’s', () => {
    // Sunday 6 December 23:30 UTC is Monday 08:30 in Tokyo but Sunday in London.
    const sundayNight = new Date('2026-12-06T23:30:00Z');
    expect(digestDueDate(sundayNight, { ...paris, timeZone: 'Asia/Tokyo' }, '2026-12-04')).toBe('2026-12-07');
    expect(digestDueDate(sundayNight, { ...paris, timeZone: 'Europe/London' }, '2026-12-04')).toBeNull();
    // Friday 17:30 UTC: Saturday 06:30 in Auckland (none, even at 06:00), Friday 09:30 in Los Angeles (due).
    const fridayEvening = new Date('2026-12-04T17:30:00Z');
    const auckland = { ...paris, sendAt: '06:00', timeZone: 'Pacific/Auckland' };
    expect(digestDueDate(fridayEvening, auckland, null)).toBeNull();
    expect(digestDueDate(fridayEvening, { ...paris, timeZone: 'America/Los_Angeles' }, null)).toBe(
      '2026-12-04',
    );
  });

  test('an unknown zone or a broken time sends nothing rather than failing the tick', () => {
    const now = new Date('2026-12-03T12:00:00Z');
    expect(digestDueDate(now, { ...paris, timeZone: 'Nowhere/Special' }, null)).toBeNull();
    expect(digestDueDate(now, { ...paris, sendAt: 'soon' }, null)).toBeNull();
  });
});

describe('"owed since" in the reader’s zone and language', () => {
  const now = new Date('2026-12-03T07:00:00Z'); // Thursday morning in Paris

  test('today, a weekday within the week, a date beyond', () => {
    expect(owedSinceDay(new Date('2026-12-03T06:30:00Z'), now, 'Europe/Paris', 'en')).toBe('today');
    expect(owedSinceDay(new Date('2026-12-01T10:00:00Z'), now, 'Europe/Paris', 'en')).toBe('Tue');
    expect(owedSinceDay(new Date('2026-11-20T10:00:00Z'), now, 'Europe/Paris', 'en')).toBe('Nov 20');
    expect(owedSinceDay(new Date('2026-12-01T10:00:00Z'), now, 'Europe/Paris', 'fr')).toBe('mar.');
    expect(owedSinceDay(new Date('2026-12-01T10:00:00Z'), now, 'Europe/Paris', 'ar')).toBe('الثلاثاء');
  });

  test('the day a call belongs to depends on the zone', () => {
    // 23:30 UTC Wednesday: Thursday in Paris (today), Wednesday in New York.
    const late = new Date('2026-12-02T23:30:00Z');
    expect(owedSinceDay(late, now, 'Europe/Paris', 'en')).toBe('today');
    expect(owedSinceDay(late, new Date('2026-12-03T13:00:00Z'), 'America/New_York', 'en')).toBe('Wed');
  });
});
