import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { PHONESHEET_LIMITS as LIM, type Call, type DuplicateHint } from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../../../access/current-user';
import { samePlanForEveryValue } from '../../../db/plan-hint';
import type { PsQ } from '../db';
import type { Logged } from '../events';
import { displayPhone } from '../phone';
import type { CallsContext } from './context';
import { CALL_JSON } from './json';
import { coveringSql, deskOpenSql } from '../../../access/desk-rule';
import { callLoggedSql } from '../../notifications/service';
import { ROW_SQL, iso, visible, type Row } from './rows';
import type { CallValues } from './validation';

// The statement that logs a new call (a create, a phone system's call, a call back): the row,
// its change log, its event, notification, push and forwards, and a duplicate of its number.

/**
 * The desk condition of a guarded insert: a desk open to the caller (access/desk-rule.ts: an
 * active user of the company whom the rule lets them work for) already holding calls (a new
 * desk needs the plan check first). deskProblem tells which of these failed.
 */
const deskReady = (user: CurrentUser, desk: string) => sql<boolean>`(${deskOpenSql(user, desk)}
      -- uncorrelated, so it stops at the first call (correlated, it became a semi join that
      -- read every call of the desk)
      and exists (select 1 from calls x where x.company_id = ${user.companyId}::uuid
        and x.desk_user_id = ${desk}::uuid and x.deleted_at is null and ${visible('x')}))`;

/**
 * Logs a call in one statement: the row, its "created" change-log entry, the stored call
 * with desk and logger names, and an earlier call with the same number within
 * duplicateWindowMinutes (the statement's snapshot does not see the new row). `guardDesk`
 * stores it only when deskReady holds, and answers null otherwise.
 */
export async function insertCall(
  ctx: CallsContext,
  q: PsQ,
  user: CurrentUser,
  v: CallValues,
  callbackOf: string | null = null,
  guardDesk = false,
  logCreated = false,
  /** The phone system's id of the call: stored once per company (null when already stored). */
  phoneCallId: string | null = null,
): Promise<{ call: Call; duplicateOf?: DuplicateHint; logged: Logged } | null> {
  const { events, country, rows, pushes, notifications, forwards } = ctx;
  // No time given: the database's now(), not this instance's clock (which may be off).
  const at = v.occurred_at ?? null;
  const window = sql`make_interval(mins => ${LIM.duplicateWindowMinutes})`;
  const guard = guardDesk ? deskReady(user, v.desk_user_id as string) : sql<boolean>`true`;
  // The duplicate is the number's newest call before the window's end, if it lies inside the
  // window: only the number's index answers that. Bounded on both sides, the window looked
  // cheap on the time index too (statistics never know today's calls), and a busy company
  // then read every call of the last 20 minutes on each save (docs/performance.md).
  // A create logs its event in this same statement (the event's call JSON is the database's,
  // as the sheet's: json.ts), so the call and its event commit together.
  const log = logCreated ? events.logSql(user.companyId) : null;
  const callJson = sql<string>`left(${CALL_JSON}, -1) || ',"phoneDisplay":' ||
    ${JSON.stringify(displayPhone(v.phone_e164 as string, country))}::text || '}'`;
  // The desk's user hears of a call someone else (or the phone system) logged for them, in
  // the same statement: notification row and event commit with the call.
  const notice = log && notifications ? callLoggedSql(user.id, phoneCallId !== null) : null;
  const eventCtes = log
    ? sql`${notice ? sql`, ${notice.cte}` : sql``}, ev as (
        select 1::bigint as ord, 'call.created'::text as type,
          '{"type":"call.created","call":' || ${callJson} || ',"by":"' || ${user.id}::text || '"}' as payload
        from c join users d on d.id = c.desk_user_id join users l on l.id = c.logged_by
        ${notice ? sql`union all ${notice.eventRow}` : sql``}
      ), ${log.ctes}`
    : sql``;
  // A new call's push commits with it (a call back, outgoing, has none). One the phone system
  // logged (it has the system's id) is no one's own entry: it reaches the desk's user too.
  const pushedBy = phoneCallId === null ? user.id : null;
  const pushCte = logCreated && pushes ? sql`, ${pushes.queueSql(pushedBy, callJson)}` : sql``;
  const forwardCte = logCreated && forwards ? sql`, ${forwards.queueSql(pushedBy, callJson)}` : sql``;
  const { rows: stored } = await sql<
    Row & { dup_id: string | null; dup_name: string | null; dup_at: Date | null; logged: Logged }
  >`
    with c as (
      insert into calls (id, company_id, direction, contact_name, contact_company, phone_raw, phone_e164,
        phone_digits_rev, extension, desk_user_id, status_id, priority, notes, occurred_at, follow_up_at,
        logged_by, callback_of, phone_call_id, logged_covering)
      select ${randomUUID()}::uuid, ${user.companyId}::uuid, ${v.direction as string}::text,
        ${v.contact_name ?? ''}::text, ${v.contact_company ?? ''}::text, ${v.phone_raw as string}::text,
        ${v.phone_e164 as string}::text, ${v.phone_digits_rev as string}::text, ${v.extension ?? null}::text,
        ${v.desk_user_id as string}::uuid, ${v.status_id as string}::uuid, ${v.priority ?? 'today'}::text,
        ${v.notes ?? ''}::text, coalesce(${at}::timestamptz, now()), ${v.follow_up_at ?? null}::timestamptz,
        ${user.id}::uuid, ${callbackOf}::uuid, ${phoneCallId}::text,
        ${coveringSql(user, v.desk_user_id as string)}
      where ${guard}
      ${phoneCallId === null ? sql`` : sql`on conflict (company_id, phone_call_id) where phone_call_id is not null do nothing`}
      returning *
    ), logged as (
      insert into call_changes (company_id, call_id, user_id, version, field, covering)
      select company_id, id, logged_by, 1, 'created', logged_covering from c
    )${eventCtes}${pushCte}${forwardCte}
    select ${ROW_SQL}, dup.id as dup_id, dup.contact_name as dup_name, dup.occurred_at as dup_at,
      ${log ? log.logged : sql`null`} as logged
    from c
    join users d on d.id = c.desk_user_id
    join users l on l.id = c.logged_by
    left join lateral (
      select x.id, x.contact_name, x.occurred_at from calls x
      where x.company_id = c.company_id and x.phone_e164 = c.phone_e164 and x.deleted_at is null
        and ${visible('x')}
        and x.occurred_at < c.occurred_at + ${window}
      order by x.occurred_at desc
      limit 1
    ) dup on dup.occurred_at > c.occurred_at - ${window}
    ${samePlanForEveryValue}`.execute(q);
  const row = stored[0];
  if (!row) return null;
  return {
    call: rows.toCall(row),
    logged: row.logged,
    ...(row.dup_id
      ? {
          duplicateOf: {
            id: row.dup_id,
            contactName: row.dup_name as string,
            occurredAt: iso(row.dup_at) as string,
          },
        }
      : {}),
  };
}
