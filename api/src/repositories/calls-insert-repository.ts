// The SQL that adds calls (tables calls and call_changes): a call logged in one statement with
// its change log and whatever the service logs with it (event, notification, push, forwards),
// and an import job's rows. As plain functions over an executor, as calls-repository.ts.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { PHONESHEET_LIMITS as LIM } from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../access/current-user';
import { coveringSql, deskOpenSql } from '../access/desk-rule';
import { samePlanForEveryValue } from '../db/plan-hint';
import { visible } from './calls-repository';

/** Any executor (Kysely or a transaction) of a table set that has the phone sheet's tables. */
type Q<D> = Kysely<D>;

/** Column values of a call, as checked (services/phonesheet/calls/validation.ts): only those given. */
export type CallValues = {
  direction?: 'in' | 'out';
  contact_name?: string;
  contact_company?: string;
  phone_raw?: string;
  phone_e164?: string;
  phone_digits_rev?: string;
  extension?: string | null;
  desk_user_id?: string;
  status_id?: string;
  priority?: 'asap' | 'today' | 'whenever';
  notes?: string;
  occurred_at?: Date;
  follow_up_at?: Date | null;
};

/**
 * The desk condition of a guarded insert: a desk open to the caller (access/desk-rule.ts: an
 * active user of the company whom the rule lets them work for) already holding calls (a new
 * desk needs the plan check first). deskProblem tells which of these failed.
 */
export const deskReadySql = (
  user: Pick<CurrentUser, 'id' | 'companyId'>,
  desk: string,
) => sql<boolean>`(${deskOpenSql(user, desk)}
      -- uncorrelated, so it stops at the first call (correlated, it became a semi join that
      -- read every call of the desk)
      and exists (select 1 from calls x where x.company_id = ${user.companyId}::uuid
        and x.desk_user_id = ${desk}::uuid and x.deleted_at is null and ${visible('x')}))`;

/**
 * Statement part: the call a statement just inserted (its CTE `c`) with its desk's user `d`
 * and its logger `l`, whose names the call's JSON reads (the event's, push's and forwards' CTEs).
 */
export const NEW_CALL_WITH_NAMES = sql`c join users d on d.id = c.desk_user_id join users l on l.id = c.logged_by`;

/** What insertCallRow writes besides the call and its "created" entry (insert-call.ts). */
export interface CallInsertParts<L> {
  /** The desk condition (deskReadySql), or true. */
  guard: RawBuilder<boolean>;
  /** The CTEs that follow the change log's (its event, push and forwards), each after a comma. */
  ctes: RawBuilder<unknown>;
  /** The call's columns to return (services/phonesheet/calls/rows.ts, ROW_SQL). */
  rowSql: RawBuilder<unknown>;
  /** The column of the events the statement logged (events.ts, logSql), or null. */
  logged: RawBuilder<L> | null;
}

/**
 * Inserts a call in one statement: the row, its "created" change-log entry, `parts.ctes`, the
 * stored call (`rowSql`, with desk and logger names), and an earlier call with the same number
 * within duplicateWindowMinutes (the statement's snapshot does not see the new row). No row
 * when `parts.guard` fails, or when the phone system's call (`phoneCallId`) is already stored.
 */
export async function insertCallRow<R, L>(
  q: QueryExecutorProvider,
  user: Pick<CurrentUser, 'id' | 'companyId'>,
  v: CallValues,
  callbackOf: string | null,
  phoneCallId: string | null,
  { guard, ctes, rowSql, logged }: CallInsertParts<L>,
) {
  // No time given: the database's now(), not this instance's clock (which may be off).
  const at = v.occurred_at ?? null;
  const window = sql`make_interval(mins => ${LIM.duplicateWindowMinutes})`;
  // The duplicate is the number's newest call before the window's end, if it lies inside the
  // window: only the number's index answers that. Bounded on both sides, the window looked
  // cheap on the time index too (statistics never know today's calls), and a busy company
  // then read every call of the last 20 minutes on each save (docs/performance.md).
  const { rows } = await sql<
    R & { dup_id: string | null; dup_name: string | null; dup_at: Date | null; logged: L }
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
    )${ctes}
    select ${rowSql}, dup.id as dup_id, dup.contact_name as dup_name, dup.occurred_at as dup_at,
      ${logged ?? sql`null`} as logged
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
  return rows[0];
}

/** A checked import row (services/phonesheet/calls/import-rows.ts), as insertImportedCalls stores it. */
export type ImportValues = {
  direction: 'in' | 'out';
  contact_name?: string;
  contact_company?: string;
  phone_raw: string;
  phone_e164: string;
  phone_digits_rev: string;
  extension?: string | null;
  status_id: string;
  priority?: 'asap' | 'today' | 'whenever';
  notes?: string;
  /** Null: the row gave no time; it is stored at the database's now(). */
  occurred_at: Date | null;
};

/**
 * Stores checked import rows in one statement, tagged with their job (hidden from every
 * read until the job shows them, migration 009), with their "created" change-log entries.
 */
export async function insertImportedCalls<D>(
  q: Q<D>,
  user: Pick<CurrentUser, 'id' | 'companyId'>,
  jobId: string,
  rows: ImportValues[],
): Promise<void> {
  if (!rows.length) return;
  const values = rows.map(
    (v) =>
      sql`(${randomUUID()}::uuid, ${v.direction}::text, ${v.contact_name ?? ''}::text, ${v.contact_company ?? ''}::text,
      ${v.phone_raw}::text, ${v.phone_e164}::text, ${v.phone_digits_rev}::text, ${v.extension ?? null}::text,
      ${v.status_id}::uuid, ${v.priority ?? 'today'}::text, ${v.notes ?? ''}::text, ${v.occurred_at ?? null}::timestamptz)`,
  );
  await sql`
    with c as (
      insert into calls (id, company_id, direction, contact_name, contact_company, phone_raw, phone_e164,
        phone_digits_rev, extension, desk_user_id, status_id, priority, notes, occurred_at, logged_by,
        import_job_id)
      select r.id, ${user.companyId}::uuid, r.direction, r.contact_name, r.contact_company, r.phone_raw,
        r.phone_e164, r.phone_digits_rev, r.extension, ${user.id}::uuid, r.status_id, r.priority, r.notes,
        coalesce(r.occurred_at, now()), ${user.id}::uuid, ${jobId}::uuid
      from (values ${sql.join(values)}) as r(id, direction, contact_name, contact_company, phone_raw,
        phone_e164, phone_digits_rev, extension, status_id, priority, notes, occurred_at)
      returning id
    )
    insert into call_changes (company_id, call_id, user_id, version, field)
    select ${user.companyId}::uuid, c.id, ${user.id}::uuid, 1, 'created' from c`.execute(q);
}
