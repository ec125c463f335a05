import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../access/current-user';
import type { DB } from '../../db/schema';
import { hmac, randomToken, sha256 } from '../../lib/crypto';

/**
 * A session of the kind earlier versions opened, with its 12-hour bearer token
 * (`<sessionId>.<secret>.<hmac>`), for `user`: what a browser of an earlier version still holds
 * in localStorage, so the one-time exchange (AuthService.exchangeLegacy) can be tried end to end.
 * Development only (POST /dev/legacySession).
 */
export async function openLegacySession(
  db: Kysely<DB>,
  user: CurrentUser,
  { ttlSeconds, signingSecret }: { ttlSeconds: number; signingSecret: string },
): Promise<string> {
  const id = randomUUID();
  const secret = randomToken(24);
  await db
    .insertInto('sessions')
    .values({
      id,
      company_id: user.companyId,
      user_id: user.id,
      secret_hash: sha256(secret),
      expires_at: new Date(Date.now() + ttlSeconds * 1000),
    })
    .execute();
  return `${id}.${secret}.${hmac(signingSecret, `${id}.${secret}`)}`;
}
