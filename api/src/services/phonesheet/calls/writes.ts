// Writes of calls: create, update, delete, restore and call back, each with its change log and
// events committed together.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  PHONESHEET_LIMITS as LIM,
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  type Call,
  type CreateCallBody,
  type DuplicateHint,
  type PhonesheetEvent,
  type UpdateCallBody,
} from '@phonesheet/shared/contracts';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import { samePlanForEveryValue } from '../../../db/plan-hint';
import type { PsQ } from '../db';
import type { Logged } from '../events';
import { displayPhone } from '../phone';
import { changedFields, changesSince, conflict, recordChanges } from './changes';
import type { CallsContext } from './context';
import { CALL_JSON } from './json';
import { coveringSql, deskOpenSql, mayWorkOnDeskSql } from '../../../access/desk-rule';
import { callEvent } from './outbox';
import { callLoggedSql } from '../../notifications/service';
import { ROW_SQL, iso, visible, type Row } from './rows';
import type { CallValidation, CallValues } from './validation';
import { dbNow } from '../../../db/clock';

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
 * The desk rule (desk-rule.ts) for a change in place: an edit, a delete or a restore of a call
 * is work on its desk, so only its user, an admin, or whoever covers it now may make it
 * (403 otherwise). Asked inside the change's transaction, by the database's clock.
 */
async function mustWorkOn(q: PsQ, user: CurrentUser, call: Call): Promise<void> {
  const { rows } = await sql<{
    ok: boolean;
  }>`select ${mayWorkOnDeskSql(user, call.deskUserId)} as ok`.execute(q);
  if (!rows[0]?.ok) throw new HttpError(403, PM.cannotChange);
}

export function callWrites(ctx: CallsContext, { validate, deskProblem }: CallValidation) {
  const { db, events, statuses, country, rows, outbox, pushes, notifications, forwards } = ctx;
  const { mustLoad } = rows;
  const { withEvents, committed } = outbox;

  /**
   * Logs a call in one statement: the row, its "created" change-log entry, the stored call
   * with desk and logger names, and an earlier call with the same number within
   * duplicateWindowMinutes (the statement's snapshot does not see the new row). `guardDesk`
   * stores it only when deskReady holds, and answers null otherwise.
   */
  async function insertCall(
    q: PsQ,
    user: CurrentUser,
    v: CallValues,
    callbackOf: string | null = null,
    guardDesk = false,
    logCreated = false,
    /** The phone system's id of the call: stored once per company (null when already stored). */
    phoneCallId: string | null = null,
  ): Promise<{ call: Call; duplicateOf?: DuplicateHint; logged: Logged } | null> {
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

  /** Applies values with the optimistic check; null when the version is stale. */
  async function applyUpdate(
    q: PsQ,
    user: CurrentUser,
    current: Call,
    v: CallValues,
    version: number,
  ): Promise<Call | null> {
    const changes = changedFields(current, v);
    if (!changes.length) return current.version === version ? current : null;
    const res = await q
      .updateTable('calls')
      .set({ ...v, updated_at: dbNow(), version: sql`version + 1` })
      .where('id', '=', current.id)
      .where('company_id', '=', user.companyId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return null;
    await recordChanges(q, user, current.id, version + 1, changes);
    return mustLoad(q, user.companyId, current.id, true);
  }

  /**
   * "Your call was returned": the desk's user hears when someone else set a call of theirs to
   * the Returned status; stored in the change's transaction, logged with its events.
   */
  async function returnedNotice(
    trx: PsQ,
    user: CurrentUser,
    before: Call,
    after: Call,
  ): Promise<PhonesheetEvent[]> {
    if (!notifications || after.deskUserId === user.id || before.statusId === after.statusId) return [];
    const status = (await statuses.list(trx, user.companyId)).find((s) => s.id === after.statusId);
    if (status?.key !== 'returned') return [];
    return notifications.add(trx, user.companyId, [after.deskUserId], 'call.returned', {
      name: after.contactName || after.phoneDisplay,
      by: await notifications.nameOf(trx, user.id),
      callId: after.id,
    });
  }

  return {
    async create(
      user: CurrentUser,
      body: CreateCallBody,
    ): Promise<{ call: Call; duplicateOf?: DuplicateHint }> {
      // The fields are checked in Node (statuses come from their cache); one statement checks
      // the desk, stores the call and its change log and finds a duplicate.
      const v = await validate(db, user, body, true, true);
      const insert = (guardDesk: boolean) =>
        events.write(user.companyId, async () => {
          const stored = await insertCall(db, user, v, null, guardDesk, true);
          return { value: stored, logged: stored?.logged ?? null };
        });
      let stored = await insert(true);
      if (!stored) {
        // The desk is unknown, not the caller's to cover, or new to the plan (rare): ask which.
        const problem = await deskProblem(db, user, v.desk_user_id as string);
        if (problem === 'unknown') throw new ValidationFailed([PT['phonesheet.validation.desk']]);
        if (problem === 'forbidden') throw new HttpError(403, PM.cannotCover);
        stored = await insert(false);
      }
      const { call, duplicateOf } = stored as NonNullable<typeof stored>;
      committed(user.companyId, [callEvent(user, 'call.created', call)]);
      // Its push, e-mails and chat posts were queued with it; sent now, not awaited, so the
      // save is not slowed.
      pushes?.kick();
      forwards?.kick();
      return { call, duplicateOf };
    },

    /**
     * A call the company's phone system reports (services/phone-system): logged on the desk of
     * `desk`, by that user, with the phone system's id of the call, which the database keeps
     * unique per company (migration 017). Null when that id is already stored: the same call
     * sent again, to this instance or another. The desk's plan check is a new call's (402).
     */
    async logPhoneCall(desk: CurrentUser, body: CreateCallBody, phoneCallId: string): Promise<Call | null> {
      const v = await validate(db, desk, { ...body, deskUserId: desk.id }, true, true);
      const insert = (guardDesk: boolean) =>
        events.write(desk.companyId, async () => {
          const stored = await insertCall(db, desk, v, null, guardDesk, true, phoneCallId);
          return { value: stored, logged: stored?.logged ?? null };
        });
      let stored = await insert(true);
      if (!stored) {
        const already = await db
          .selectFrom('calls')
          .select('id')
          .where('company_id', '=', desk.companyId)
          .where('phone_call_id', '=', phoneCallId)
          .executeTakeFirst();
        if (already) return null;
        // A desk without calls yet (the plan's desk limit, 402) or a user deactivated meanwhile.
        if (await deskProblem(db, desk, desk.id))
          throw new ValidationFailed([PT['phonesheet.validation.desk']]);
        stored = await insert(false);
        if (!stored) return null; // the same call, stored by a request that ran alongside
      }
      committed(desk.companyId, [callEvent(desk, 'call.created', stored.call)]);
      // Its push and forwards (queued in the call's statement) go out now, not at the next sweep.
      pushes?.kick();
      forwards?.kick();
      return stored.call;
    },

    async update(user: CurrentUser, id: string, body: UpdateCallBody): Promise<Call> {
      const version = body.version;
      let notices: PhonesheetEvent[] = [];
      return withEvents(
        user,
        async (trx) => {
          const current = await mustLoad(trx, user.companyId, id);
          await mustWorkOn(trx, user, current);
          if (typeof version !== 'number') throw new ValidationFailed([PT['phonesheet.validation.version']]);
          if (current.version !== version)
            conflict(current, await changesSince(trx, user.companyId, id, version));
          const v = await validate(trx, user, body, false);
          const updated = await applyUpdate(trx, user, current, v, version);
          if (!updated) {
            const fresh = await mustLoad(trx, user.companyId, id);
            conflict(fresh, await changesSince(trx, user.companyId, id, version));
          }
          notices = await returnedNotice(trx, user, current, updated as Call);
          return updated;
        },
        (call) => [callEvent(user, 'call.updated', call), ...notices],
      );
    },

    async remove(user: CurrentUser, id: string): Promise<Call> {
      return withEvents(
        user,
        async (trx) => {
          const current = await mustLoad(trx, user.companyId, id);
          await mustWorkOn(trx, user, current);
          await trx
            .updateTable('calls')
            .set({ deleted_at: dbNow(), updated_at: dbNow(), version: sql`version + 1` })
            .where('id', '=', id)
            .where('company_id', '=', user.companyId)
            .execute();
          await recordChanges(trx, user, id, current.version + 1, [
            { field: 'deleted', from: null, to: null },
          ]);
          return mustLoad(trx, user.companyId, id, true);
        },
        (call) => [callEvent(user, 'call.deleted', call)],
      );
    },

    async restore(user: CurrentUser, id: string): Promise<Call> {
      return withEvents(
        user,
        async (trx) => {
          const current = await mustLoad(trx, user.companyId, id, true);
          await mustWorkOn(trx, user, current);
          if (!current.deletedAt) return current;
          await trx
            .updateTable('calls')
            .set({ deleted_at: null, updated_at: dbNow(), version: sql`version + 1` })
            .where('id', '=', id)
            .where('company_id', '=', user.companyId)
            .execute();
          await recordChanges(trx, user, id, current.version + 1, [
            { field: 'restored', from: null, to: null },
          ]);
          return mustLoad(trx, user.companyId, id);
        },
        (call) => [callEvent(user, 'call.restored', call)],
      );
    },

    /**
     * "Call back": logs the outgoing call linked to an incoming one (its status the outcome, Spoke
     * by default) and, when that outcome is a closed status, marks the original Returned.
     */
    async callBack(
      user: CurrentUser,
      id: string,
      body: { notes?: string | null; statusId?: string | null },
    ): Promise<{ call: Call; original: Call }> {
      let notices: PhonesheetEvent[] = [];
      return withEvents(
        user,
        async (trx) => {
          const original = await mustLoad(trx, user.companyId, id);
          const v = await validate(
            trx,
            user,
            {
              direction: 'out',
              contactName: original.contactName,
              contactCompany: original.contactCompany,
              phone: original.phone,
              extension: original.extension,
              deskUserId: original.deskUserId,
              priority: original.priority,
              notes: body.notes ?? '',
              statusId: body.statusId ?? null,
            },
            true,
          );
          const { call: created } = (await insertCall(trx, user, v, original.id)) as { call: Call };
          const all = await statuses.list(trx, user.companyId);
          const returned = all.find((s) => s.key === 'returned' && !s.retired);
          const currentStatus = all.find((s) => s.id === original.statusId);
          // Only a call back that closed (Spoke) returns the call: after No answer or a message
          // left the caller is still owed one (issue 43).
          const outcome = all.find((s) => s.id === created.statusId);
          let updated = original;
          if (returned && currentStatus?.open && outcome && !outcome.open) {
            updated =
              (await applyUpdate(trx, user, original, { status_id: returned.id }, original.version)) ??
              original;
          }
          notices = await returnedNotice(trx, user, original, updated);
          return { call: created, original: updated };
        },
        (result) => [
          callEvent(user, 'call.created', result.call),
          callEvent(user, 'call.updated', result.original),
          ...notices,
        ],
      );
    },
  };
}
