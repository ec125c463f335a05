import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { samePlanForEveryValue } from '../../db/plan-hint';
import { matchesHash } from '../../lib/crypto';
import type { CurrentUser } from '../../access/current-user';

// The session rows auth.ts reads, and the one-use claims of URL tickets, judged by the
// database's clock.

/**
 * The refresh token just replaced is still answered (with the current one, no new rotation)
 * this long: two tabs refreshing at once, or an answer lost on the way, do not look like theft.
 */
export const REFRESH_GRACE_SECONDS = 10;

/** The session's refresh state, its times judged by the database's clock. */
export async function refreshState(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('sessions')
    .select([
      'id',
      'refresh_generation',
      'refresh_hash',
      'expires_at',
      sql<boolean>`revoked_at is null and expires_at > now()`.as('live'),
      sql<boolean>`coalesce(refreshed_at > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS}), false)`.as(
        'inGrace',
      ),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * True for the first use of an unexpired ticket on any instance; every later use is refused.
 * Expiry and pruning by the database's clock: an instance whose clock ran ahead pruned the
 * claims of tickets still valid elsewhere, which could then be used again (issue 44).
 */
export async function claimTicket(db: Kysely<DB>, signature: string, expiresAt: Date): Promise<boolean> {
  await db
    .deleteFrom('url_ticket_uses')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  const { rows } = await sql<{ signature: string }>`
    insert into url_ticket_uses (signature, expires_at)
    select ${signature}::text, ${expiresAt}::timestamptz where ${expiresAt}::timestamptz > now()
    on conflict (signature) do nothing
    returning signature`.execute(db);
  return rows.length > 0;
}

/** The user of an unrevoked, unexpired session (its secret checked when given). */
export async function liveSession(
  db: Kysely<DB>,
  id: string,
  sessionSecret: string | null,
): Promise<CurrentUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.company_id as sessionCompanyId',
      'sessions.secret_hash',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.id as userId',
      'users.company_id as companyId',
      sql<boolean>`sessions.expires_at > now()`.as('unexpired'),
    ])
    .where('sessions.id', '=', id)
    .modifyEnd(samePlanForEveryValue)
    .executeTakeFirst();
  if (!row || row.revoked_at || !row.unexpired) return null;
  if (sessionSecret !== null && !matchesHash(sessionSecret, row.secret_hash)) return null;
  // A session belongs to one company; it never carries a user into another one.
  if (row.sessionCompanyId !== row.companyId) return null;
  return { id: row.userId, companyId: row.companyId, sessionId: row.id };
}
