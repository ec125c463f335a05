// The calls' SQL (tables calls and call_changes), as plain functions over an executor: the
// database or the transaction a service runs in (any table set that has the phone sheet's).
// The rules are in services/phonesheet/calls/; the desk rule's SQL is access/desk-rule.ts. New
// calls are added by calls-insert-repository.ts, the history searched by calls-search-repository.ts.
import { sql, type Kysely, type QueryExecutorProvider, type UpdateObject } from 'kysely';
import type { CurrentUser } from '../access/current-user';
import { coversAnyDeskSql, coveringSql, desksOfSql } from '../access/desk-rule';
import { dbNow } from '../db/clock';
import type { PsDB } from '../services/phonesheet/db';

/** Any executor (Kysely or a transaction) of a table set that has the phone sheet's tables. */
type Q<D> = Kysely<D>;
const ps = <D>(q: Q<D>) => q as unknown as Kysely<PsDB>;

/**
 * A call a read may see: not stored by an import job that still hides its rows (running,
 * or being rolled back; migration 009). The few hiding jobs are read once per statement (a
 * hashed subplan), and only for calls an import stored.
 */
export const visible = (alias: string) =>
  sql<boolean>`(${sql.ref(`${alias}.import_job_id`)} is null or ${sql.ref(`${alias}.import_job_id`)} not in (select j.id from call_imports j where j.hides_rows))`;

/**
 * The calls on the user's own desk or a desk they cover now (`c` is the calls table): the
 * digest and the calendar feed show a user the same desks.
 */
export function onUsersDesks(userId: string, companyId: string) {
  return () => sql<boolean>`c.desk_user_id in ${desksOfSql(companyId, userId)}`;
}

/** Every read of calls starts here: one company's calls (`c`) with their desk (`d`) and logger (`l`). */
export function scopedCalls<D>(q: Q<D>, companyId: string) {
  return ps(q)
    .selectFrom('calls as c')
    .innerJoin('users as d', 'd.id', 'c.desk_user_id')
    .innerJoin('users as l', 'l.id', 'c.logged_by')
    .where('c.company_id', '=', companyId)
    .where(visible('c'));
}

/** One company's calls (`c`) with their desk's user (`d`), hidden ones included (the calendar). */
export function callsWithDesk<D>(q: Q<D>, companyId: string) {
  return ps(q)
    .selectFrom('calls as c')
    .innerJoin('users as d', 'd.id', 'c.desk_user_id')
    .where('c.company_id', '=', companyId);
}

/**
 * The calls a user owes at `now`: open status, on their own desk or a desk they cover, not
 * deleted, not hidden by an import. Joined: the status `s` and the desk's owner `d`.
 */
export function owedCallsQuery<D>(q: Q<D>, userId: string, companyId: string, now: Date) {
  return ps(q)
    .selectFrom('calls as c')
    .innerJoin('call_statuses as s', 's.id', 'c.status_id')
    .innerJoin('users as d', 'd.id', 'c.desk_user_id')
    .where('c.company_id', '=', companyId)
    .where('c.deleted_at', 'is', null)
    .where('s.is_open', '=', true)
    .where('c.occurred_at', '<=', now)
    .where(onUsersDesks(userId, companyId))
    .where(visible('c'));
}

/** The ids of one company's calls, with the desk's user (`d`) joined when a sort needs it. */
export function callIdsQuery<D>(q: Q<D>, companyId: string, { withDesk }: { withDesk: boolean }) {
  const callsOnly = ps(q).selectFrom('calls as c').where('c.company_id', '=', companyId);
  return (withDesk ? callsOnly.innerJoin('users as d', 'd.id', 'c.desk_user_id') : callsOnly).select('c.id');
}

/** True when some call of the company (deleted ones included) has this status. */
export async function callWithStatus<D>(q: Q<D>, companyId: string, statusId: string): Promise<boolean> {
  return !!(await ps(q)
    .selectFrom('calls')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status_id', '=', statusId)
    .limit(1)
    .executeTakeFirst());
}

/** True when the company's phone system's call of this id is already stored. */
export async function callOfPhoneSystem<D>(
  q: Q<D>,
  companyId: string,
  phoneCallId: string,
): Promise<boolean> {
  return !!(await ps(q)
    .selectFrom('calls')
    .select('id')
    .where('company_id', '=', companyId)
    .where('phone_call_id', '=', phoneCallId)
    .executeTakeFirst());
}

/** SQL: the call exists and is not deleted (callNotDeleted, inside another statement). */
export const callLiveSql = (id: string) =>
  sql<boolean>`exists (select 1 from calls c where c.id = ${id} and c.deleted_at is null)`;

/** The user owns a desk with calls, or covers someone's desk now (the digest's "has a desk"). */
export async function hasDesk<D>(q: Q<D>, user: Pick<CurrentUser, 'id' | 'companyId'>): Promise<boolean> {
  const row = await sql<{ yes: boolean }>`select (
      exists (select 1 from calls c where c.company_id = ${user.companyId}
              and c.desk_user_id = ${user.id} and c.deleted_at is null)
      or ${coversAnyDeskSql(user.companyId, user.id)}
    ) as yes`.execute(q);
  return Boolean(row.rows[0]?.yes);
}

/** When the company's oldest call (not deleted) happened; null without calls. */
export async function oldestCallAt(q: QueryExecutorProvider, companyId: string): Promise<Date | null> {
  const { rows } = await sql<{ oldest: Date | null }>`
    select min(occurred_at) as oldest from calls
    where company_id = ${companyId} and deleted_at is null`.execute(q);
  return rows[0]?.oldest ?? null;
}

/** A call's desk and whether it is deleted. */
export function findCallDesk<D>(q: Q<D>, companyId: string, id: string) {
  return ps(q)
    .selectFrom('calls')
    .select(['desk_user_id', 'deleted_at'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** True when the call exists and is not deleted. */
export async function callNotDeleted<D>(q: Q<D>, id: string): Promise<boolean> {
  return !!(await ps(q)
    .selectFrom('calls')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst());
}

/** The name and company last written for this number on the company's sheet, if any. */
export function findKnownContact<D>(q: Q<D>, companyId: string, e164: string) {
  return ps(q)
    .selectFrom('calls as c')
    .select(['c.contact_name', 'c.contact_company'])
    .where('c.company_id', '=', companyId)
    .where('c.phone_e164', '=', e164)
    .where('c.deleted_at', 'is', null)
    .where('c.contact_name', '!=', '')
    .where(visible('c'))
    .orderBy('c.occurred_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Changes a call and counts a new version (updated_at by the database's clock); with
 * `version`, only while the call is still at it. True when the call was changed.
 */
export async function updateCallRow<D>(
  q: Q<D>,
  where: { companyId: string; id: string; version?: number },
  values: UpdateObject<PsDB, 'calls'>,
): Promise<boolean> {
  let query = ps(q)
    .updateTable('calls')
    .set({ ...values, updated_at: dbNow(), version: sql`version + 1` })
    .where('id', '=', where.id)
    .where('company_id', '=', where.companyId);
  if (where.version !== undefined) query = query.where('version', '=', where.version);
  const res = await query.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** True when the user logged a call, has calls on their desk, or changed one. */
export async function userHasCalls<D>(q: Q<D>, companyId: string, userId: string): Promise<boolean> {
  const used = await ps(q)
    .selectFrom('calls')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('desk_user_id', '=', userId), eb('logged_by', '=', userId)]))
    .limit(1)
    .executeTakeFirst();
  if (used) return true;
  return !!(await ps(q)
    .selectFrom('call_changes')
    .select('id')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst());
}

/** One field's change, as the change log keeps it. */
export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/**
 * Adds a call's change-log entries for `version`; marked "covering" when made by someone
 * covering the call's desk now (not its owner).
 */
export async function insertCallChanges<D>(
  q: Q<D>,
  user: Pick<CurrentUser, 'id' | 'companyId'>,
  callId: string,
  version: number,
  changes: FieldChange[],
): Promise<void> {
  const covering = sql<boolean>`(select ${coveringSql(user, sql`c.desk_user_id`)}
    from calls c where c.id = ${callId}::uuid)`;
  await ps(q)
    .insertInto('call_changes')
    .values(
      changes.map((c) => ({
        company_id: user.companyId,
        call_id: callId,
        user_id: user.id,
        version,
        field: c.field,
        from_value: c.from,
        to_value: c.to,
        covering,
      })),
    )
    .execute();
}

/** A call's change-log entries after `afterVersion`, oldest first, with who made them. */
export function findCallChangesSince<D>(q: Q<D>, companyId: string, callId: string, afterVersion: number) {
  return ps(q)
    .selectFrom('call_changes as ch')
    .innerJoin('users as u', 'u.id', 'ch.user_id')
    .select([
      'ch.field',
      'ch.from_value',
      'ch.to_value',
      'ch.user_id',
      'u.first_name',
      'u.last_name',
      'ch.changed_at',
      'ch.version',
      'ch.covering',
    ])
    .where('ch.company_id', '=', companyId)
    .where('ch.call_id', '=', callId)
    .where('ch.version', '>', afterVersion)
    .orderBy('ch.id', 'asc')
    .execute();
}
