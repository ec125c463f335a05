import { sql, type ColumnType, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  DIGEST_DEFAULT_TIME,
  PHONESHEET_TEXTS as PT,
  type DigestSettings,
  type DigestSettingsBody,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { enqueueMail, type Outbox } from '../../mail/mail-queue';
import { ValidationFailed } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { withPhonesheet, type PsDB } from '../phonesheet/db';
import { hasDesk } from '../../repositories/calls-repository';
import { displayPhone } from '../phonesheet/phone';
import { digestDueDate, isTimeZone, minutesOf } from './clock';
import { OWED_CALL_COLUMNS, owedCallsQuery } from './owed';
import { DIGEST_LIST_MAX, digestMail, type OwedCall } from './mail';
import type { DigestLocale } from './texts';
import { dbNow } from '../../db/clock';

// Row types of migrations/011_digest_and_follow_ups.sql.
interface DigestSettingsTable {
  user_id: string;
  company_id: string;
  enabled: boolean;
  /** `time`: written as HH:MM, read back with to_char. */
  send_at: string;
  time_zone: string;
  locale: DigestLocale;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
interface DigestSendsTable {
  user_id: string;
  local_date: string;
  company_id: string;
  calls: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
type DigestDB = PsDB & { digest_settings: DigestSettingsTable; digest_sends: DigestSendsTable };

export interface DigestDeps {
  db: Kysely<DB>;
  outbox: Outbox;
  appUrl: string;
  country: string;
  log: FastifyBaseLogger;
}

export interface DigestTickResult {
  /** Digests queued in the outbox by this instance. */
  sent: number;
  /** Users whose day was decided with nothing owed (no mail). */
  empty: number;
}

export type DigestService = ReturnType<typeof createDigestService>;

/** Every active, verified user with the digest on: their schedule and last digest's day. */
function digestCandidates(db: Kysely<DigestDB>) {
  return db
    .selectFrom('digest_settings as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .where('g.enabled', '=', true)
    .where('u.deactivated_at', 'is', null)
    .where('u.verified_at', 'is not', null)
    .select([
      'g.user_id',
      'g.company_id',
      sql<string>`to_char(g.send_at, 'HH24:MI')`.as('send_at'),
      'g.time_zone',
      'g.locale',
      'u.email',
      'u.first_name',
      (eb) =>
        eb
          .selectFrom('digest_sends as x')
          .select(sql<string>`to_char(max(x.local_date), 'YYYY-MM-DD')`.as('d'))
          .whereRef('x.user_id', '=', 'g.user_id')
          .as('last_date'),
    ])
    .execute();
}

export function createDigestService({ db: baseDb, outbox, appUrl, country, log }: DigestDeps) {
  const psDb = withPhonesheet(baseDb);
  const db = psDb as unknown as Kysely<DigestDB>;

  /**
   * The open calls on the user's desk and the desks they cover, by priority then oldest first
   * (the sheet's rolled-over order), up to `now`; the first DIGEST_LIST_MAX and the count.
   */
  async function owedCalls(userId: string, companyId: string, now: Date) {
    const rows = await owedCallsQuery(psDb, userId, companyId, now)
      .select([...OWED_CALL_COLUMNS, sql<string>`count(*) over ()`.as('total')])
      .orderBy(sql`case c.priority when 'asap' then 0 when 'today' then 1 else 2 end`)
      .orderBy('c.occurred_at')
      .orderBy('c.id')
      .limit(DIGEST_LIST_MAX)
      .execute();
    const calls: OwedCall[] = rows.map((r) => ({
      id: r.id,
      contactName: r.contact_name,
      contactCompany: r.contact_company,
      phoneE164: r.phone_e164,
      phoneDisplay: displayPhone(r.phone_e164, country),
      extension: r.extension,
      notes: r.notes,
      priority: r.priority,
      occurredAt: new Date(r.occurred_at),
      deskName: `${r.first_name} ${r.last_name}`.trim(),
    }));
    const desks = new Set(rows.map((r) => r.desk_user_id));
    return { calls, total: Number(rows[0]?.total ?? 0), manyDesks: desks.size > 1 };
  }

  return {
    async settings(user: CurrentUser): Promise<DigestSettings> {
      const row = await db
        .selectFrom('digest_settings')
        .select(['enabled', sql<string>`to_char(send_at, 'HH24:MI')`.as('send_at'), 'time_zone', 'locale'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return {
        enabled: row?.enabled ?? true,
        sendAt: row?.send_at ?? DIGEST_DEFAULT_TIME,
        timeZone: row?.time_zone ?? 'UTC',
        locale: row?.locale ?? 'en',
        saved: Boolean(row),
        hasDesk: await hasDesk(db, user),
      };
    },

    async saveSettings(user: CurrentUser, body: DigestSettingsBody): Promise<DigestSettings> {
      const errors: string[] = [];
      if (minutesOf(body.sendAt) === null) errors.push(PT['phonesheet.validation.digestTime']);
      // The zone must be known to Intl (the due check) and to the database (SQL time zones).
      let zoneKnown = isTimeZone(body.timeZone);
      if (zoneKnown) {
        try {
          await sql`select now() at time zone ${body.timeZone}`.execute(db);
        } catch {
          zoneKnown = false;
        }
      }
      if (!zoneKnown) errors.push(PT['phonesheet.validation.timeZone']);
      if (errors.length) throw new ValidationFailed(errors);
      const values = {
        enabled: body.enabled,
        send_at: body.sendAt,
        time_zone: body.timeZone,
        locale: body.locale,
        updated_at: dbNow(),
      };
      await db
        .insertInto('digest_settings')
        .values({ user_id: user.id, company_id: user.companyId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return this.settings(user);
    },

    /**
     * Queues the digest of every user whose time has come at `now` (the scheduler passes the
     * clock's time; tests move it). Each user's local day is claimed by inserting its
     * digest_sends row in the transaction that queues the mail: with several instances on one
     * database only the first insert wins, so a user gets one digest a day. A day with nothing
     * owed is claimed too, without a mail.
     */
    async tick(now: Date): Promise<DigestTickResult> {
      const candidates = await digestCandidates(db);
      const result: DigestTickResult = { sent: 0, empty: 0 };
      for (const c of candidates) {
        const schedule = { enabled: true, sendAt: c.send_at, timeZone: c.time_zone };
        const localDate = digestDueDate(now, schedule, c.last_date ?? null);
        if (!localDate) continue;
        try {
          const owed = await owedCalls(c.user_id, c.company_id, now);
          const claimed = await db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto('digest_sends')
              .values({
                user_id: c.user_id,
                local_date: localDate,
                company_id: c.company_id,
                calls: owed.total,
              })
              .onConflict((oc) => oc.columns(['user_id', 'local_date']).doNothing())
              .returning('user_id')
              .executeTakeFirst();
            if (row && owed.total > 0) {
              const mail = digestMail({
                to: c.email,
                firstName: c.first_name,
                locale: c.locale,
                timeZone: c.time_zone,
                sendAt: c.send_at,
                ...owed,
                appUrl,
                now,
              });
              await enqueueMail(trx as unknown as Kysely<DB>, mail, c.company_id);
            }
            return Boolean(row);
          });
          if (claimed) {
            if (owed.total > 0) result.sent++;
            else result.empty++;
          }
        } catch (err) {
          log.error({ err, userId: c.user_id }, 'morning digest failed');
        }
      }
      if (result.sent) outbox.kick();
      return result;
    },
  };
}
