// The calls on the user's desks (onUsersDesks) and the calls a user owes (owedCallsQuery) are
// read by calls-repository.ts.
export { onUsersDesks, owedCallsQuery } from '../../repositories/calls-repository';

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
