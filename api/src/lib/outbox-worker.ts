import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';

// The sending side of a transactional outbox (mail_outbox, push_outbox, call_forwards): rows are written in
// the caller's transaction; after the commit the instance kicks a run, a timer sweeps what any
// instance left (one that stopped, a retry now due), and each row is claimed before it is sent.

export interface Outbox {
  /** Send due rows now (after a commit); returns at once. */
  kick(): void;
  /** Send every due row and wait; tests call it. Returns how many were handled. */
  drain(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** Seconds before the next try after `attempts` failures: 10 s, 20 s, 40 s … capped at 1 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims up to `limit` due rows of `table` (next_attempt_at passed, and `due`) by pushing their
 * next attempt out by the lease: two API instances on one server never take the same row
 * (`skip locked`), and a row whose instance stopped mid-send is due again when the lease ends.
 */
export async function claimDue<Row>(
  db: Kysely<DB>,
  table: 'mail_outbox' | 'push_outbox' | 'call_forwards',
  due: RawBuilder<boolean>,
  { lease = '2 minutes', limit = 20 }: { lease?: string; limit?: number } = {},
): Promise<Row[]> {
  const t = sql.table(table);
  const { rows } = await sql<Row>`
    update ${t} set next_attempt_at = now() + ${lease}::interval
    where id in (
      select id from ${t}
      where next_attempt_at <= now() and ${due}
      order by id
      limit ${limit}
      for update skip locked
    )
    returning *`.execute(db);
  return rows;
}

/**
 * Runs `sendDue` (claim, send, record; returns how many it handled, 0 when nothing was due):
 * one run at a time per instance, a kick during a run runs it again once it ends.
 */
export function createOutboxWorker(
  sendDue: () => Promise<number>,
  log: FastifyBaseLogger,
  what: string,
): Outbox {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await sendDue();
        } while (again && !stopped);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  return {
    kick() {
      if (stopped) return;
      run().catch((err) => log.error({ err }, `${what} outbox run failed`));
    },
    async drain() {
      // Count what a run already in flight (the kick after a commit) delivers, too.
      const inFlight = running ? await running.catch(() => 0) : 0;
      return inFlight + (await run());
    },
    start(intervalMs) {
      if (intervalMs > 0 && !timer) {
        timer = setInterval(() => this.kick(), intervalMs);
        timer.unref();
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running.catch(() => 0);
    },
  };
}
