import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';
import type { MailTransport, OutgoingMail } from './transports';

export const MAX_ATTEMPTS = 8;

/** Queue a message inside the caller's transaction, so it exists only if the change commits. */
export async function enqueueMail(
  trx: Transaction<DB> | Kysely<DB>,
  mail: OutgoingMail,
  companyId: string | null,
) {
  await trx
    .insertInto('mail_outbox')
    .values({ ...mail, company_id: companyId })
    .execute();
}

/** Seconds before the next try after `attempts` failures: 10 s, 20 s, 40 s … capped at 1 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

export interface Outbox {
  /** Send due rows now (after a commit); returns at once. */
  kick(): void;
  /** Send every due row and wait; tests call it. Returns how many were sent. */
  drain(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createOutbox(db: Kysely<DB>, transport: MailTransport, log: FastifyBaseLogger): Outbox {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      // Claim a batch by pushing its next attempt out (a lease), so two API instances on one
      // server never send the same row.
      const batch = await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: sql`now() + interval '2 minutes'` })
        .where('id', 'in', (qb) =>
          qb
            .selectFrom('mail_outbox')
            .select('id')
            .where('sent_at', 'is', null)
            .where('attempts', '<', MAX_ATTEMPTS)
            .where('next_attempt_at', '<=', sql<Date>`now()`)
            .orderBy('id')
            .limit(20)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
      if (batch.length === 0) return sent;
      for (const row of batch) {
        try {
          await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
          await db
            .updateTable('mail_outbox')
            .set({ sent_at: new Date(), attempts: row.attempts + 1, last_error: null })
            .where('id', '=', row.id)
            .execute();
          sent++;
        } catch (err) {
          const attempts = row.attempts + 1;
          const message = err instanceof Error ? err.message : String(err);
          log.warn({ mailId: row.id, attempts, err: message }, 'mail delivery failed, will retry');
          await db
            .updateTable('mail_outbox')
            .set({
              attempts,
              last_error: message.slice(0, 2000),
              next_attempt_at: new Date(Date.now() + backoffSeconds(attempts) * 1000),
            })
            .where('id', '=', row.id)
            .execute();
        }
      }
    }
  }

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
      run().catch((err) => log.error({ err }, 'outbox run failed'));
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
