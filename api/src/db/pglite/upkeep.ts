import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema';

// PGlite runs PostgreSQL in single-user mode: there is no autovacuum launcher, so without this
// the embedded database would never reclaim the rows that updates and deletes leave behind,
// never mark pages all-visible (index-only scans read the heap anyway) and plan with the
// statistics of its last explicit ANALYZE (docs/performance.md, "PGlite never vacuums").
// A PostgreSQL server does this itself. So after writes, once per `everyMs`, the API runs
// VACUUM at a quiet moment, and ANALYZE on the tables that changed enough since theirs, by
// autovacuum's own rule (50 rows + 10 % of the table). Both hold PGlite's one connection:
// on a million calls VACUUM takes ≈ 0.1 s after 2,000 new calls, ANALYZE of the calls ≈ 0.7 s
// (docs/performance.md, "PGlite never vacuums"), so analyzing every table each time stalled every
// request for most of a second.

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor, PostgreSQL's defaults. */
const ANALYZE_BASE_ROWS = 50;
const ANALYZE_SCALE = 0.1;

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
  /** After each upkeep: its time, its error, the tables it analyzed. */
  log?: (ms: number, err?: unknown, analyzed?: string[]) => void;
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
  let writes = 0;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  /** Each table's row estimate and the write count when this process last analyzed it. */
  const analyzed = new Map<string, { rows: number; writes: number }>();

  /** The schema's tables with their row estimates (VACUUM has just brought them up to date). */
  const tables = async () =>
    (
      await sql<{ name: string; rows: number }>`
        select c.relname as name, c.reltuples::float8 as rows
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = current_schema()`.execute(db)
    ).rows;

  /**
   * A table is analyzed when its changes reach autovacuum's threshold. Its changes are not
   * counted per table here: the writes of every request since, or the change in its row count
   * (one import adds thousands of rows) if that is more. A table this process has not analyzed
   * yet, or one never analyzed (-1 rows), is analyzed.
   */
  async function upkeep(writesNow: number): Promise<string[]> {
    await sql`vacuum`.execute(db);
    const stale = (await tables())
      .filter(({ name, rows }) => {
        const last = analyzed.get(name);
        if (!last || rows < 0) return true;
        const changes = Math.max(writesNow - last.writes, Math.abs(rows - last.rows));
        return changes >= ANALYZE_BASE_ROWS + ANALYZE_SCALE * last.rows;
      })
      .map((t) => t.name);
    for (const name of stale) await sql`analyze ${sql.table(name)}`.execute(db);
    if (stale.length)
      for (const { name, rows } of await tables())
        if (stale.includes(name)) analyzed.set(name, { rows, writes: writesNow });
    return stale;
  }

  async function tick(): Promise<boolean> {
    const t = now();
    if (stopped || running || !dirty || t - lastRun < everyMs) return false;
    // Waits for a quiet moment, but not longer than another period.
    if (t - lastActivity < quietMs && t - lastRun < 2 * everyMs) return false;
    dirty = false;
    try {
      const run = upkeep(writes);
      running = run;
      const tablesAnalyzed = await run;
      log(now() - t, undefined, tablesAnalyzed);
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
      writes++;
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
