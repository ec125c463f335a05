import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: a real SMTP server or the development mailbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'dev-mailbox' | 'custom';
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    // Local relays (mailpit, smtp-server in tests) speak plain SMTP: opt out of STARTTLS.
    ignoreTLS:
      url.searchParams.get('ignoreTLS') === 'true' || ['127.0.0.1', 'localhost'].includes(url.hostname),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}

/** The development mailbox's newest `limit` messages, newest first (GET /dev/mailbox). */
export async function readDevMailbox(db: Kysely<DB>, limit = 200) {
  const rows = await db
    .selectFrom('dev_mailbox')
    .select(['to', 'subject', 'text', 'html', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ created_at, ...m }) => ({ ...m, createdAt: created_at.toISOString() }));
}

/** Development: keeps the message in dev_mailbox and prints it to the log. */
export function devMailboxTransport(db: Kysely<DB>, log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await db.insertInto('dev_mailbox').values(mail).execute();
      log.info(
        { to: mail.to, subject: mail.subject },
        `dev mailbox: "${mail.subject}" to ${mail.to}\n${mail.text}`,
      );
    },
  };
}
