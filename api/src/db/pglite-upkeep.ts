import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

// PGlite runs PostgreSQL in single-user mode: there is no autovacuum launcher, so without this
// the embedded database would never reclaim the rows that updates and deletes leave behind,
// never mark pages all-visible (index-only scans read the heap anyway) and plan with the
// statistics of its last explicit ANALYZE (docs/performance.md, "PGlite never vacuums").
// A PostgreSQL server does this itself. So after writes, once per `everyMs`, the API runs
// VACUUM (ANALYZE) at a quiet moment: it holds PGlite's one connection while it runs
// (2.0 s the first time on a million calls, ≈ 0.7 s after 2,000 changed calls).

export interface Upkeep {
  /** A request began (its time decides what "quiet" is). */
  activity(): void;
  /** A request changed data: an upkeep becomes due. */
  wrote(): void;
  /** Writes since the last upkeep (tests). */
  due(): boolean;
  /** Runs the upkeep if it is due and the API is quiet; the timer calls it every second. */
  tick(): Promise<boolean>;
  /** No more upkeeps; resolves once one under way has finished (before the database closes). */
  stop(): Promise<void>;
}

export interface UpkeepOptions {
  everyMs: number;
  /** No request for this long is a quiet moment. */
  quietMs?: number;
  now?: () => number;
  log?: (ms: number, err?: unknown) => void;
  /** false: tests call tick() themselves. */
  timer?: boolean;
}

export function createUpkeep(
  db: Kysely<DB>,
  { everyMs, quietMs = 2000, now = Date.now, log = () => undefined, timer = true }: UpkeepOptions,
): Upkeep {
  let lastActivity = 0;
  let lastRun = now();
  let dirty = false;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function tick(): Promise<boolean> {
    const t = now();
    if (stopped || running || !dirty || t - lastRun < everyMs) return false;
    // Waits for a quiet moment, but not longer than another period.
    if (t - lastActivity < quietMs && t - lastRun < 2 * everyMs) return false;
    dirty = false;
    try {
      running = sql`vacuum (analyze)`.execute(db);
      await running;
      log(now() - t);
    } catch (err) {
      dirty = true;
      log(now() - t, err);
    } finally {
      lastRun = now();
      running = null;
    }
    return true;
  }

  const interval = timer ? setInterval(() => void tick(), 1000) : null;
  interval?.unref();
  return {
    activity: () => {
      lastActivity = now();
    },
    wrote: () => {
      dirty = true;
    },
    due: () => dirty,
    tick,
    stop: async () => {
      stopped = true;
      if (interval) clearInterval(interval);
      await running?.catch(() => undefined);
    },
  };
}
