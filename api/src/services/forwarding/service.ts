import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  FORWARDING_MESSAGES as FM,
  type CallMailBody,
  type CallMailSettings,
  type ChatWebhook,
  type ChatWebhookBody,
  type CompanyForwarding,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import { createOutboxWorker } from '../../lib/outbox-worker';
import { systemResolver, type Resolver } from '../../lib/public-address';
import type { CurrentUser } from '../../access/current-user';
import { isTimeZone, minutesOf } from '../digest/clock';
import type { CallPushes } from '../phonesheet/calls/context';
import { isUuid } from '../phonesheet/calls/rows';
import { endpointAddress } from '../push/endpoint';
import { queueCallForwardsSql } from './queue';
import { forwardSender } from './sender';
import type { ForwardDB } from './tables';
import { companyUserIds } from '../../repositories/users-repository';

// "X called for you" wherever the person is (docs/integrations.md, "E-mail per call", "Chat"):
// the settings, and the queue's worker.

export interface ForwardingDeps {
  db: Kysely<DB>;
  appUrl: string;
  production: boolean;
  log: FastifyBaseLogger;
  /** The mail outbox has a new message. */
  mailQueued: () => void;
  /** Looks up a webhook's host (tests give their own DNS answers). */
  resolve?: Resolver;
}

/** Shows where a webhook goes without its secret: the host and the path's first part. */
export function urlHint(url: string): string {
  try {
    const u = new URL(url);
    const first = u.pathname.split('/').filter(Boolean)[0];
    return `${u.protocol}//${u.host}/${first ? `${first}/` : ''}…`;
  } catch {
    return '…';
  }
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export type ForwardingService = ReturnType<typeof createForwardingService>;

/** The company's time zone, which every quiet hours of it follow. */
const timeZoneOf = async (db: Kysely<ForwardDB>, companyId: string) =>
  (await db.selectFrom('companies').select('time_zone').where('id', '=', companyId).executeTakeFirstOrThrow())
    .time_zone;

/** The company's chat webhooks, the company's first, each with where it goes (no secret). */
async function webhooks(db: Kysely<ForwardDB>, companyId: string): Promise<ChatWebhook[]> {
  const rows = await db
    .selectFrom('chat_webhooks as w')
    .leftJoin('users as d', 'd.id', 'w.desk_user_id')
    .select([
      'w.id',
      'w.kind',
      'w.desk_user_id',
      'w.url',
      'w.last_sent_at',
      'w.last_failure_at',
      'w.last_failure',
      sql<string | null>`btrim(d.first_name || ' ' || d.last_name)`.as('desk_name'),
      sql<number>`(select count(*)::int from call_forwards f where f.webhook_id = w.id)`.as('pending'),
    ])
    .where('w.company_id', '=', companyId)
    .orderBy(sql`w.desk_user_id is not null`)
    .orderBy('desk_name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    deskUserId: r.desk_user_id,
    deskName: r.desk_name,
    urlHint: urlHint(r.url),
    lastSentAt: iso(r.last_sent_at),
    lastFailureAt: iso(r.last_failure_at),
    lastFailure: r.last_failure,
    pending: Number(r.pending),
  }));
}

export function createForwardingService({
  db: baseDb,
  appUrl,
  production,
  log,
  mailQueued,
  resolve = systemResolver,
}: ForwardingDeps) {
  const db = baseDb as unknown as Kysely<ForwardDB>;
  const outbox = createOutboxWorker(
    forwardSender({
      db: baseDb,
      appUrl,
      production,
      resolve,
      mailQueued,
      onError: (err) => log.warn({ err }, 'call forward not sent'),
    }),
    log,
    'forward',
  );

  const company = async (user: CurrentUser): Promise<CompanyForwarding> => ({
    timeZone: await timeZoneOf(db, user.companyId),
    webhooks: await webhooks(db, user.companyId),
  });

  return {
    /** A new call's forwards, for the calls service: queued in its statement, sent after the commit. */
    callForwards: { queueSql: queueCallForwardsSql, kick: () => outbox.kick() } satisfies CallPushes,
    /** The queue's worker (the plugin starts and stops it; tests drain it). */
    outbox,

    async mailSettings(user: CurrentUser): Promise<CallMailSettings> {
      const row = await db
        .selectFrom('call_mail_settings')
        .select(['enabled', 'quiet_start', 'quiet_end'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return {
        enabled: row?.enabled ?? false,
        quietHours: row?.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
        timeZone: await timeZoneOf(db, user.companyId),
      };
    },

    async saveMailSettings(user: CurrentUser, body: CallMailBody): Promise<CallMailSettings> {
      const q = body.quietHours;
      if (q) {
        const from = minutesOf(q.start);
        const to = minutesOf(q.end);
        if (from === null || to === null || from === to) throw new ValidationFailed([FM.quietTime]);
      }
      const values = { enabled: body.enabled, quiet_start: q?.start ?? null, quiet_end: q?.end ?? null };
      await db
        .insertInto('call_mail_settings')
        .values({ user_id: user.id, company_id: user.companyId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
        .execute();
      return this.mailSettings(user);
    },

    company,

    async setTimeZone(user: CurrentUser, timeZone: string): Promise<CompanyForwarding> {
      if (!isTimeZone(timeZone)) throw new ValidationFailed([FM.timeZone]);
      await db
        .updateTable('companies')
        .set({ time_zone: timeZone, updated_at: new Date() })
        .where('id', '=', user.companyId)
        .execute();
      return company(user);
    },

    /** Connects a webhook for a desk or the company, replacing the one it had. */
    async connect(user: CurrentUser, body: ChatWebhookBody): Promise<CompanyForwarding> {
      const desk = body.deskUserId ?? null;
      const errors: string[] = [];
      // Its host must be on the public internet now, and is checked again at every post.
      if (!('address' in (await endpointAddress(body.url, production, resolve)))) errors.push(FM.webhookUrl);
      if (desk !== null) {
        const known =
          isUuid(desk) && (await companyUserIds(db, user.companyId, [desk], { active: false })).length > 0;
        if (!known) errors.push(FM.webhookDesk);
      }
      if (errors.length) throw new ValidationFailed(errors);
      await db.transaction().execute(async (trx) => {
        let old = trx.deleteFrom('chat_webhooks').where('company_id', '=', user.companyId);
        old = desk === null ? old.where('desk_user_id', 'is', null) : old.where('desk_user_id', '=', desk);
        await old.execute();
        await trx
          .insertInto('chat_webhooks')
          .values({
            id: randomUUID(),
            company_id: user.companyId,
            desk_user_id: desk,
            kind: body.kind,
            url: body.url,
          })
          .execute();
      });
      return company(user);
    },

    async disconnect(user: CurrentUser, id: string): Promise<CompanyForwarding> {
      const gone = isUuid(id)
        ? await db
            .deleteFrom('chat_webhooks')
            .where('id', '=', id)
            .where('company_id', '=', user.companyId)
            .executeTakeFirst()
        : null;
      if (!gone || Number(gone.numDeletedRows) !== 1) throw new HttpError(404, FM.webhookNotFound);
      return company(user);
    },
  };
}
