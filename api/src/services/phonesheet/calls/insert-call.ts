import { sql } from 'kysely';
import type { Call, DuplicateHint } from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../../../access/current-user';
import type { PsQ } from '../db';
import type { Logged } from '../events';
import { displayPhone } from '../phone';
import type { CallsContext } from './context';
import { CALL_JSON } from './json';
import { callLoggedSql } from '../../notifications/service';
import { ROW_SQL, iso, type Row } from './rows';
import type { CallValues } from './validation';
import {
  deskReadySql,
  insertCallRow,
  NEW_CALL_WITH_NAMES,
} from '../../../repositories/calls-insert-repository';

// The statement that logs a new call (a create, a phone system's call, a call back): the row,
// its change log, its event, notification, push and forwards, and a duplicate of its number.

/**
 * Logs a call in one statement: the row, its "created" change-log entry, the stored call
 * with desk and logger names, and an earlier call with the same number within
 * duplicateWindowMinutes (the statement's snapshot does not see the new row). `guardDesk`
 * stores it only when deskReadySql (the calls repository) holds, and answers null otherwise.
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
  const guard = guardDesk ? deskReadySql(user, v.desk_user_id as string) : sql<boolean>`true`;
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
        from ${NEW_CALL_WITH_NAMES}
        ${notice ? sql`union all ${notice.eventRow}` : sql``}
      ), ${log.ctes}`
    : sql``;
  // A new call's push commits with it (a call back, outgoing, has none). One the phone system
  // logged (it has the system's id) is no one's own entry: it reaches the desk's user too.
  const pushedBy = phoneCallId === null ? user.id : null;
  const pushCte = logCreated && pushes ? sql`, ${pushes.queueSql(pushedBy, callJson)}` : sql``;
  const forwardCte = logCreated && forwards ? sql`, ${forwards.queueSql(pushedBy, callJson)}` : sql``;
  const row = await insertCallRow<Row, Logged>(q, user, v, callbackOf, phoneCallId, {
    guard,
    ctes: sql`${eventCtes}${pushCte}${forwardCte}`,
    rowSql: ROW_SQL,
    logged: log ? log.logged : null,
  });
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
