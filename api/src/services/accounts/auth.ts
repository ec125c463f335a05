import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { samePlanForEveryValue } from '../../db/plan-hint';
import { hmac, matchesHash, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import type { CurrentUser } from '../../plugins/app/auth/current-user';
import type { SessionSignals } from '../live/session-signals';

export interface AuthService {
  /** Opens a session row and returns its access token `<sessionId>.<secret>.<hmac>`. */
  issue(db: Kysely<DB> | Transaction<DB>, user: { id: string; companyId: string }): Promise<string>;
  /** The session behind an Authorization header value (raw or "Bearer …"), or null. */
  authenticate(header: string | undefined): Promise<CurrentUser | null>;
  /** Logout: the session ends, and its open event streams close on every instance. */
  revoke(sessionId: string): Promise<void>;
  /** A ticket for one API path (e.g. 'events'), valid `ttlSeconds`, bound to the caller's session. */
  issueUrlTicket(user: CurrentUser, path: string, ttlSeconds: number): { ticket: string; expiresAt: Date };
  /** The session behind a URL ticket, if it was issued for `path`, is unexpired and the session lives. */
  authenticateTicket(ticket: string | undefined, path: string): Promise<CurrentUser | null>;
  /**
   * Ends sessions in `q` (a transaction or not) and closes their open event streams with `reason`
   * on every instance; call the returned function once `q` has committed (session-signals.ts).
   */
  end: SessionSignals['endSessions'];
  /** What the event streams listen to (session ends, streams pushed out of a session's cap). */
  signals: SessionSignals;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createAuthService(
  db: Kysely<DB>,
  secret: string,
  ttlSeconds: number,
  signals: SessionSignals,
): AuthService {
  const sign = (payload: string) => hmac(secret, payload);

  /** True for the first use of a ticket on any instance; every later use is refused. */
  async function claimTicket(signature: string, expiresAt: Date): Promise<boolean> {
    await db.deleteFrom('url_ticket_uses').where('expires_at', '<', new Date()).execute();
    const claimed = await db
      .insertInto('url_ticket_uses')
      .values({ signature, expires_at: expiresAt })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  /** The user of an unrevoked, unexpired session (its secret checked when given). */
  async function liveSession(id: string, sessionSecret: string | null): Promise<CurrentUser | null> {
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
      ])
      .where('sessions.id', '=', id)
      .modifyEnd(samePlanForEveryValue)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return null;
    if (sessionSecret !== null && !matchesHash(sessionSecret, row.secret_hash)) return null;
    // A session belongs to one company; it never carries a user into another one.
    if (row.sessionCompanyId !== row.companyId) return null;
    return { id: row.userId, companyId: row.companyId, sessionId: row.id };
  }

  return {
    async issue(q, user) {
      const id = randomUUID();
      const sessionSecret = randomToken(24);
      await q
        .insertInto('sessions')
        .values({
          id,
          company_id: user.companyId,
          user_id: user.id,
          secret_hash: sha256(sessionSecret),
          expires_at: new Date(Date.now() + ttlSeconds * 1000),
        })
        .execute();
      const payload = `${id}.${sessionSecret}`;
      return `${payload}.${sign(payload)}`;
    },

    async authenticate(header) {
      if (!header) return null;
      const token = header.replace(/^Bearer\s+/i, '').trim();
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [id, sessionSecret, signature] = parts as [string, string, string];
      if (!UUID_RE.test(id) || !safeEqual(sign(`${id}.${sessionSecret}`), signature)) return null;
      return liveSession(id, sessionSecret);
    },

    issueUrlTicket(user, path, ttlSeconds) {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      // The nonce makes two tickets of one session, path and second different (each opens once).
      const payload = `${user.sessionId}.${expires}.${randomToken(9)}`;
      return {
        ticket: `${payload}.${sign(`ticket:${path}:${payload}`)}`,
        expiresAt: new Date(expires * 1000),
      };
    },

    async authenticateTicket(ticket, path) {
      const parts = (ticket ?? '').split('.');
      if (parts.length !== 4) return null;
      const [id, expires, nonce, signature] = parts as [string, string, string, string];
      if (!UUID_RE.test(id) || !/^\d{1,12}$/.test(expires) || !/^[\w-]{1,40}$/.test(nonce)) return null;
      if (!safeEqual(sign(`ticket:${path}:${id}.${expires}.${nonce}`), signature)) return null;
      const expiresAt = new Date(Number(expires) * 1000);
      if (expiresAt.getTime() <= Date.now()) return null;
      const user = await liveSession(id, null);
      if (!user || !(await claimTicket(signature, expiresAt))) return null;
      return user;
    },

    async revoke(sessionId) {
      const tell = await signals.endSessions(db, { sessionId }, 'logout');
      tell();
    },

    end: (q, which, reason) => signals.endSessions(q, which, reason),
    signals,
  };
}
