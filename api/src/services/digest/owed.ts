import type { Kysely } from 'kysely';
import type { PsDB } from '../phonesheet/db';
import { visible } from '../phonesheet/calls/service';

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
    .where((eb) =>
      eb.or([
        eb('c.desk_user_id', '=', userId),
        eb(
          'c.desk_user_id',
          'in',
          eb
            .selectFrom('desk_covers as k')
            .select('k.desk_user_id')
            .where('k.company_id', '=', companyId)
            .where('k.user_id', '=', userId),
        ),
      ]),
    )
    .where(visible('c'));
}
