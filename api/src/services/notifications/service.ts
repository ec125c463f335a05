// Each user's own notifications (docs/phone-sheet.md "Notifications"). A notification is written
// in the transaction of the change it reports and logged, in that same transaction, as a
// `notification.created` event of the company: the stream hub sends it to that user's streams
// only (services/live/streams.ts), on every instance, with Last-Event-ID replay like any event.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationEvent,
  type NotificationKind,
  type NotificationPage,
  type OwedCall,
  type OwedCalls,
  OWED_CALLS_SHOWN,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { isoUtcSql } from '../phonesheet/calls/json';
import type { EventBus } from '../phonesheet/events';
import { withPhonesheet } from '../phonesheet/db';
import { reachedBySql } from '../../access/desk-rule';
import { owedCallsQuery } from '../digest/owed';
import { NEW_CALL_WITH_NAMES } from '../../repositories/calls-insert-repository';
import { activeAdminIds, findUserName, insertPlanLimitNotices } from '../../repositories/users-repository';

/** SQL of a stored notification (alias `n`) as the API's JSON text (contracts' Notification). */
export const NOTIFICATION_JSON = sql<string>`${sql.raw(
  `'{"id":"' || n.id || '","kind":"' || n.kind || '","data":' || n.data::text ||
    ',"read":' || (n.read_at is not null)::text || ',"createdAt":"' || ${isoUtcSql('n.created_at')} || '"}'`,
)}`;

/** SQL of the `notification.created` event's JSON text of the notification `n`. */
export const NOTIFICATION_EVENT_JSON = sql<string>`'{"type":"notification.created","userId":"' || n.user_id ||
  '","notification":' || ${NOTIFICATION_JSON} || '}'`;

/** The event of a notification just stored (its JSON text parsed). */
const eventOf = (userId: string, json: string): NotificationEvent => ({
  type: 'notification.created',
  userId,
  notification: JSON.parse(json) as Notification,
});

/** The user's display name in SQL (`u` a users row). */
const fullName = (alias: string) => sql.raw(`btrim(${alias}.first_name || ' ' || ${alias}.last_name)`);

/** The calls on the user's own desk still owed a call back, newest first (the messages). */
async function owedCallsOf(db: Kysely<DB>, user: CurrentUser): Promise<OwedCalls> {
  const mine = () =>
    owedCallsQuery(withPhonesheet(db), user.id, user.companyId, new Date()).where(
      'c.desk_user_id',
      '=',
      user.id,
    );
  const [rows, count] = await Promise.all([
    mine()
      .select(['c.id', 'c.contact_name', 'c.contact_company', 'c.phone_e164', 'c.priority', 'c.occurred_at'])
      .orderBy('c.occurred_at', 'desc')
      .limit(OWED_CALLS_SHOWN)
      .execute(),
    mine()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      contactName: r.contact_name,
      contactCompany: r.contact_company,
      phone: r.phone_e164,
      priority: r.priority as OwedCall['priority'],
      occurredAt: new Date(r.occurred_at).toISOString(),
    })),
    total: count?.n ?? 0,
  };
}

export function createNotificationsService(db: Kysely<DB>) {
  return {
    /**
     * Stores one notification for each of `userIds` in `q` (the change's transaction) and returns
     * their events, for the change to log with its own (EventBus.log).
     */
    async add(
      q: QueryExecutorProvider,
      companyId: string,
      userIds: string[],
      kind: NotificationKind,
      data: Notification['data'],
    ): Promise<NotificationEvent[]> {
      if (!userIds.length) return [];
      const ids = userIds.map(() => randomUUID());
      const { rows } = await sql<{ user_id: string; json: string }>`
        with n as (
          insert into user_notifications (id, company_id, user_id, kind, data)
          select x.id, ${companyId}::uuid, x.user_id, ${kind}::text, ${JSON.stringify(data)}::json
          from unnest(${ids}::uuid[], ${userIds}::uuid[]) as x(id, user_id)
          returning *
        )
        select n.user_id, ${NOTIFICATION_JSON} as json from n`.execute(q);
      return rows.map((r) => eventOf(r.user_id, r.json));
    },

    /**
     * "Your company reached its plan's limit": the company's active admins, in `q`, each told
     * once while an earlier notice of the same limit from the last day is still unread (a user
     * who meets the limit again and again does not flood them). Returns the events to log.
     */
    async addPlanLimit(
      q: QueryExecutorProvider,
      companyId: string,
      limit: string,
      plan: string,
    ): Promise<NotificationEvent[]> {
      const rows = await insertPlanLimitNotices(q, companyId, limit, plan, NOTIFICATION_JSON);
      return rows.map((r) => eventOf(r.user_id, r.json));
    },

    /** The active admins of a company (who get its billing notifications). */
    async admins(q: QueryExecutorProvider, companyId: string): Promise<string[]> {
      return activeAdminIds(q, companyId);
    },

    /** A user's name as notifications show it. */
    async nameOf(q: QueryExecutorProvider, userId: string): Promise<string> {
      return findUserName(q, userId);
    },

    /** The user's notifications, newest first, with their total and unread counts. */
    async list(user: CurrentUser, page: number, pageSize: number): Promise<NotificationPage> {
      const [items, counts] = await Promise.all([
        sql<{ json: string }>`
          select ${NOTIFICATION_JSON} as json from user_notifications n
          where n.user_id = ${user.id}::uuid
          order by n.created_at desc, n.id desc
          limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db),
        sql<{ total: number; unread: number }>`
          select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
          from user_notifications where user_id = ${user.id}::uuid`.execute(db),
      ]);
      return {
        items: items.rows.map((r) => JSON.parse(r.json) as Notification),
        total: counts.rows[0]?.total ?? 0,
        unread: counts.rows[0]?.unread ?? 0,
        page,
        pageSize,
      };
    },

    /** Marks one of the user's notifications read; 404 when it is not theirs. */
    async markRead(user: CurrentUser, id: string): Promise<Notification> {
      const { rows } = await sql<{ json: string }>`
        with n as (
          update user_notifications set read_at = coalesce(read_at, now())
          where id = ${id}::uuid and user_id = ${user.id}::uuid
          returning *
        )
        select ${NOTIFICATION_JSON} as json from n`.execute(db);
      if (!rows[0]) throw new HttpError(404, NOTIFICATION_MESSAGES.notFound);
      return JSON.parse(rows[0].json) as Notification;
    },

    /** Marks every notification of the user read. */
    async markAllRead(user: CurrentUser): Promise<{ unread: number }> {
      await db
        .updateTable('user_notifications')
        .set({ read_at: sql`now()` })
        .where('user_id', '=', user.id)
        .where('read_at', 'is', null)
        .execute();
      return { unread: 0 };
    },

    /** The calls on the user's own desk still owed a call back, newest first (the messages). */
    owed: (user: CurrentUser): Promise<OwedCalls> => owedCallsOf(db, user),

    /** Drops notifications older than NOTIFICATION_LIMITS.keepDays (the event log's pruning). */
    async prune(): Promise<void> {
      await sql`delete from user_notifications
        where created_at < now() - make_interval(days => ${NOTIFICATION_LIMITS.keepDays}::int)`.execute(db);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** What a change outside the phone sheet needs to notify: the store and the event log. */
export interface NoticeSink {
  events: EventBus;
  notifications: NotificationsService;
}

/**
 * The CTEs that store "a call was logged for you" with a new call (`c`, its logger `l`) in the
 * call's own statement, for the desk's user when someone else logged it (or the phone system
 * did): `nt`, then its event row for `ev` (ord 2).
 */
export function callLoggedSql(
  byUserId: string,
  byPhoneSystem: boolean,
): {
  cte: RawBuilder<unknown>;
  eventRow: RawBuilder<unknown>;
} {
  return {
    // The desk's owner and whoever covers the desk now (desk-rule.ts); a coverer's names the desk.
    cte: sql`nt as (
      insert into user_notifications (id, company_id, user_id, kind, data)
      select gen_random_uuid(), c.company_id, r.user_id, 'call.logged',
        json_strip_nulls(json_build_object(
          'name', case when c.contact_name = '' then c.phone_raw else c.contact_name end,
          'by', ${fullName('l')}, 'callId', c.id,
          'desk', case when r.user_id <> c.desk_user_id then ${fullName('d')} end))
      from ${NEW_CALL_WITH_NAMES}
      cross join lateral ${reachedBySql(sql`c.company_id`, sql`c.desk_user_id`)} r (user_id)
      where r.user_id <> ${byUserId}::uuid or ${byPhoneSystem}::boolean
      returning *
    )`,
    // One event per notification (the desk's user, and whoever covers the desk), after the call's.
    eventRow: sql`select 1 + row_number() over (order by n.id), 'notification.created'::text,
      ${NOTIFICATION_EVENT_JSON} from nt n`,
  };
}
