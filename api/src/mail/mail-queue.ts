import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';
import { backoffSeconds, claimDue, createOutboxWorker, type Outbox } from '../lib/outbox-worker';
import type { MailTransport, OutgoingMail } from './transports';
import { dbNow, dbNowMs } from '../db/clock';

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

export { backoffSeconds, type Outbox };

type MailRow = Selectable<DB['mail_outbox']>;

export function createOutbox(db: Kysely<DB>, transport: MailTransport, log: FastifyBaseLogger): Outbox {
  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDue<MailRow>(
        db,
        'mail_outbox',
        sql<boolean>`sent_at is null and attempts < ${MAX_ATTEMPTS}`,
      );
      if (batch.length === 0) return sent;
      for (const row of batch) {
        try {
          await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
          await db
            .updateTable('mail_outbox')
            .set({ sent_at: dbNow(), attempts: row.attempts + 1, last_error: null })
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
              next_attempt_at: new Date(dbNowMs() + backoffSeconds(attempts) * 1000),
            })
            .where('id', '=', row.id)
            .execute();
        }
      }
    }
  }

  return createOutboxWorker(sendDue, log, 'mail');
}
