import { sql, type Kysely } from 'kysely';
import type { PsDB } from '../phonesheet/db';
import { visible } from '../phonesheet/calls/rows';
import { desksOfSql } from '../../access/desk-rule';

/**
 * The calls on the user's own desk or a desk they cover now (`c` is the calls table): the digest and
 * the calendar feed show a user the same desks.
 */
export function onUsersDesks(userId: string, companyId: string) {
  return () => sql<boolean>`c.desk_user_id in ${desksOfSql(companyId, userId)}`;
}

/** What the digest and the feed show of a call and its desk's owner (`d`). */
export const OWED_CALL_COLUMNS = [
  'c.id',
  'c.contact_name',
  'c.contact_company',
  'c.phone_e164',
  'c.extension',
  'c.notes',
  'c.priority',
  'c.occurred_at',
  'c.desk_user_id',
  'd.first_name',
  'd.last_name',
] as const;

/**
 * The calls a user owes at `now`: open status, on their own desk or a desk they cover, not
 * deleted, not hidden by an import. The morning digest lists them; the calendar feed
 * (services/calendar) shows them as events. Joined: the status `s` and the desk's owner `d`.
 */
export function owedCallsQuery(db: Kysely<PsDB>, userId: string, companyId: string, now: Date) {
  return db
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
