// Time-zone arithmetic of the morning digest, as pure functions (unit-tested on their own):
// Intl knows the IANA zones and their daylight-saving rules, so no date library is needed.

export interface LocalMoment {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** An IANA zone Intl knows (the API also asks the database: both must know it). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** What the clock on the wall says in `timeZone` at the instant `at`. */
export function localMoment(at: Date, timeZone: string): LocalMoment {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    isoWeekday: WEEKDAYS[parts.weekday as string] ?? 0,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** `HH:MM` (24 h) → minutes since midnight; null when it is no time of day. */
export function minutesOf(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export interface DigestSchedule {
  enabled: boolean;
  sendAt: string;
  timeZone: string;
}

/**
 * How late a digest may still go out after the user's time: catches up after an API restart or
 * outage, but a user who first turns it on (or opens the sheet) in the evening gets no
 * "morning" digest that evening.
 */
export const DIGEST_LATE_MINUTES = 180;

/**
 * The local date whose digest is due at `now`, or null: a working day (Monday to Friday in the
 * user's zone), from the user's time until DIGEST_LATE_MINUTES after it (same local day), not
 * yet decided for that date.
 */
export function digestDueDate(now: Date, schedule: DigestSchedule, lastDate: string | null): string | null {
  if (!schedule.enabled) return null;
  const at = minutesOf(schedule.sendAt);
  if (at === null || !isTimeZone(schedule.timeZone)) return null;
  const local = localMoment(now, schedule.timeZone);
  if (local.isoWeekday > 5 || local.minutes < at || local.minutes >= at + DIGEST_LATE_MINUTES) return null;
  return lastDate !== null && lastDate >= local.date ? null : local.date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How the digest names a call's age in the reader's zone and language: 'today', the weekday
 * ("Thu", as the sheet's "owed since Thu") within the last six days, else the date ("12 Nov").
 */
export function owedSinceDay(
  occurredAt: Date,
  now: Date,
  timeZone: string,
  locale: string,
): string | 'today' {
  const then = localMoment(occurredAt, timeZone).date;
  const today = localMoment(now, timeZone).date;
  if (then >= today) return 'today';
  const daysAgo = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${then}T00:00:00Z`)) / DAY_MS);
  const options: Intl.DateTimeFormatOptions =
    daysAgo < 7 ? { weekday: 'short', timeZone } : { day: 'numeric', month: 'short', timeZone };
  return new Intl.DateTimeFormat(locale, options).format(occurredAt);
}
