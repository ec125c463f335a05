import { sql, type RawBuilder } from 'kysely';
import { reachedBySql } from '../../access/desk-rule';
import { NEW_CALL_WITH_NAMES } from '../../repositories/calls-insert-repository';
import { JOIN_ACTIVE_MAIL_USER } from '../../repositories/users-repository';

// A new call's forwards (migrations/031_call_forwarding.sql, call_forwards), queued by the
// statement that inserts the call as `c`, so they commit exactly when the call does.

/**
 * Statement part (a CTE) queuing the forwards of the incoming call just inserted by `c`
 * (`callJson`: its JSON text): an e-mail to each user it reaches now (the desk's user and who
 * covers the desk: desk-rule.ts) who turned e-mail per call on, except the one who logged it
 * (`by`; null for the phone system); and a post to the desk's and the company's chat webhooks.
 */
export const queueCallForwardsSql = (by: string | null, callJson: RawBuilder<string>) => sql`fwd_q as (
    insert into call_forwards (company_id, call_id, user_id, webhook_id, call)
    select c.company_id, c.id, r.user_id, r.webhook_id, (${callJson})::jsonb
    from ${NEW_CALL_WITH_NAMES}
    cross join lateral (
      select m.user_id, null::uuid as webhook_id from call_mail_settings m
      ${JOIN_ACTIVE_MAIL_USER}
      where m.enabled and m.company_id = c.company_id
        and m.user_id in ${reachedBySql(sql`c.company_id`, sql`c.desk_user_id`)}
        and m.user_id is distinct from ${by}::uuid
      union all
      select null::uuid, w.id from chat_webhooks w
      where w.company_id = c.company_id and (w.desk_user_id is null or w.desk_user_id = c.desk_user_id)
    ) r
    where c.direction = 'in'
    on conflict do nothing
  )`;
