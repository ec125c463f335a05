import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

// Instances' clocks may differ, the database's is one (issue 44: an instance 300 s ahead pruned
// other instances' single-use ticket claims and dated calls in the future). So every expiry and
// "now" of a promise is the database's: in SQL, `now()`; where a value must be had in the API
// (a token's expiry written into it), `dbNow()`, this process's clock corrected by its offset
// from the database's, measured at start and again every CLOCK_CHECK_MS. The same measure
// warns in the log when the two differ by more than CLOCK_SKEW_WARN_MS.

/** A difference between this process's clock and the database's worth a warning. */
export const CLOCK_SKEW_WARN_MS = 5_000;
/** How often the offset is measured again (a process clock stepped by NTP is corrected then). */
export const CLOCK_CHECK_MS = 60_000;

let offsetMs = 0;

/** The database's time now, from this process's clock and the last measured offset (ms). */
export const dbNowMs = (): number => Date.now() + offsetMs;
export const dbNow = (): Date => new Date(dbNowMs());

/**
 * Measures the database clock against this process's: the offset is taken at the middle of a
 * `select now()` round trip (error at most half of it). Returns the offset in ms.
 */
export async function measureClockOffset(db: Kysely<DB>): Promise<number> {
  const before = Date.now();
  const { rows } = await sql<{ ms: number }>`select extract(epoch from now()) * 1000 as ms`.execute(db);
  const after = Date.now();
  offsetMs = Math.round(Number(rows[0]!.ms) - (before + after) / 2);
  return offsetMs;
}

export interface ClockWatchOptions {
  warn: (details: { offsetMs: number }, message: string) => void;
  everyMs?: number;
}

/**
 * Measures now (the caller awaits it at start) and every `everyMs` after, warning while the
 * offset is over CLOCK_SKEW_WARN_MS. A failed measure (the database away) keeps the last offset.
 */
export async function watchClock(db: Kysely<DB>, { warn, everyMs = CLOCK_CHECK_MS }: ClockWatchOptions) {
  const check = async () => {
    const offset = await measureClockOffset(db);
    if (Math.abs(offset) > CLOCK_SKEW_WARN_MS)
      warn(
        { offsetMs: offset },
        `this instance's clock is ${Math.abs(offset / 1000).toFixed(1)} s ${offset < 0 ? 'ahead of' : 'behind'} the database's: ` +
          'expiries follow the database; set the machine to NTP time',
      );
    return offset;
  };
  await check().catch(() => undefined);
  const timer = setInterval(() => void check().catch(() => undefined), everyMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
