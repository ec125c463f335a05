import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { dbNowMs } from '../../db/clock';
import { hmac, matchesHash, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { claimTicket, liveSession, refreshState } from './session-rows';
import type { CurrentUser } from '../../access/current-user';
import type { SessionSignals } from '../live/session-signals';

/**
 * What a sign-in (or a refresh) hands out (docs/security.md, "Sessions and tokens"): a short
 * access token for the Authorization header, kept in the page's memory, and the refresh token
 * that goes in an HttpOnly cookie and renews it until the session's absolute end.
 */
export interface IssuedTokens {
  /** `<sessionId>.<nonce>.<expires>.<hmac>`, valid `expiresIn` seconds while the session lives. */
  accessToken: string;
  expiresIn: number;
  /** `<sessionId>.<generation>.<mac>`: rotated on every use; only its hash is stored. */
  refreshToken: string;
  /** The session's absolute end: the cookie lives until then, and no refresh goes beyond. */
  sessionExpiresAt: Date;
}

/** A refresh's outcome: new tokens, or refused (unknown, expired, ended, or reused: the session ended). */
export type RefreshOutcome = { kind: 'ok'; tokens: IssuedTokens } | { kind: 'refused' } | { kind: 'reused' };

export interface AuthService {
  /** Opens a session row (absolute lifetime SESSION_TTL) and returns its first tokens. */
  issue(db: Kysely<DB> | Transaction<DB>, user: { id: string; companyId: string }): Promise<IssuedTokens>;
  /** The session behind an Authorization header value (raw or "Bearer …" access token), or null. */
  authenticate(header: string | undefined): Promise<CurrentUser | null>;
  /**
   * Rotates a refresh token: the current one gets the next (and a new access token); the one
   * before it, within REFRESH_GRACE_SECONDS of its rotation, gets the current one again; any
   * older one ends the session (reuse detection).
   */
  refresh(refreshToken: string | undefined): Promise<RefreshOutcome>;
  /**
   * Exchanges a bearer token of the earlier 12-hour kind (`<sessionId>.<secret>.<hmac>`, kept
   * in localStorage by earlier versions) once for this session's refresh and access tokens; the
   * old token stops working. Null when it is not valid (or was exchanged already).
   */
  exchangeLegacy(header: string | undefined): Promise<IssuedTokens | null>;
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

export { REFRESH_GRACE_SECONDS } from './session-rows';

export interface AuthTimes {
  /** Access token lifetime (ACCESS_TOKEN_TTL, at most 900). */
  accessTtlSeconds: number;
  /** Absolute session lifetime (SESSION_TTL). */
  sessionTtlSeconds: number;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The tokens' signatures (SESSION_SECRET) and the tokens of a session. */
function tokenMaker(secret: string, times: AuthTimes) {
  const sign = (payload: string) => hmac(secret, payload);
  // A refresh token is derived, not stored: the row keeps its generation and the hash of the
  // current one, so a copy of the database alone cannot renew anything.
  const refreshMac = (sessionId: string, generation: number) => sign(`refresh:${sessionId}:${generation}`);
  const refreshTokenOf = (sessionId: string, generation: number) =>
    `${sessionId}.${generation}.${refreshMac(sessionId, generation)}`;

  function accessToken(sessionId: string): string {
    const expires = Math.floor(dbNowMs() / 1000) + times.accessTtlSeconds;
    const payload = `${sessionId}.${randomToken(9)}.${expires}`;
    return `${payload}.${sign(`access:${payload}`)}`;
  }

  const tokensOf = (sessionId: string, generation: number, sessionExpiresAt: Date): IssuedTokens => ({
    accessToken: accessToken(sessionId),
    expiresIn: times.accessTtlSeconds,
    refreshToken: refreshTokenOf(sessionId, generation),
    sessionExpiresAt,
  });
  return { sign, refreshMac, tokensOf };
}

export function createAuthService(
  db: Kysely<DB>,
  secret: string,
  times: AuthTimes,
  signals: SessionSignals,
): AuthService {
  const { sign, refreshMac, tokensOf } = tokenMaker(secret, times);

  return {
    async issue(q, user) {
      const id = randomUUID();
      const expiresAt = new Date(dbNowMs() + times.sessionTtlSeconds * 1000);
      await q
        .insertInto('sessions')
        .values({
          id,
          company_id: user.companyId,
          user_id: user.id,
          // No long bearer token is handed out any more: a random hash nothing matches.
          secret_hash: sha256(randomToken(24)),
          expires_at: expiresAt,
          refresh_generation: 1,
          refresh_hash: sha256(refreshMac(id, 1)),
        })
        .execute();
      return tokensOf(id, 1, expiresAt);
    },

    async authenticate(header) {
      if (!header) return null;
      const token = header.replace(/^Bearer\s+/i, '').trim();
      const parts = token.split('.');
      if (parts.length !== 4) return null;
      const [id, nonce, expires, signature] = parts as [string, string, string, string];
      if (!UUID_RE.test(id) || !/^\d{1,12}$/.test(expires)) return null;
      if (!safeEqual(sign(`access:${id}.${nonce}.${expires}`), signature)) return null;
      if (Number(expires) * 1000 <= dbNowMs()) return null;
      return liveSession(db, id, null);
    },

    async refresh(refreshToken) {
      const parts = (refreshToken ?? '').split('.');
      if (parts.length !== 3) return { kind: 'refused' };
      const [id, gen, mac] = parts as [string, string, string];
      if (!UUID_RE.test(id) || !/^\d{1,9}$/.test(gen)) return { kind: 'refused' };
      const generation = Number(gen);
      // A token this server never made changes nothing (no one ends a session by guessing its id).
      if (!safeEqual(refreshMac(id, generation), mac)) return { kind: 'refused' };
      // Twice at most: a rotation lost to a concurrent one is judged again against the new state.
      for (let attempt = 0; attempt < 2; attempt++) {
        const row = await refreshState(db, id);
        if (!row || !row.live || row.refresh_hash === null) return { kind: 'refused' };
        const current = row.refresh_generation;
        if (generation === current && matchesHash(mac, row.refresh_hash)) {
          const next = current + 1;
          const rotated = await db
            .updateTable('sessions')
            .set({
              refresh_generation: next,
              refresh_hash: sha256(refreshMac(id, next)),
              refreshed_at: sql`now()`,
            })
            .where('id', '=', id)
            .where('refresh_generation', '=', current)
            .where('revoked_at', 'is', null)
            .returning('id')
            .executeTakeFirst();
          if (!rotated) continue;
          if (!(await liveSession(db, id, null))) return { kind: 'refused' };
          return { kind: 'ok', tokens: tokensOf(id, next, row.expires_at) };
        }
        if (generation === current - 1 && row.inGrace) {
          if (!(await liveSession(db, id, null))) return { kind: 'refused' };
          return { kind: 'ok', tokens: tokensOf(id, current, row.expires_at) };
        }
        if (generation < current) {
          // An old token came back: whoever holds the newer one may be a thief, or the thief
          // is the one presenting this: both lose the session (OAuth 2.0 browser-based apps).
          const tell = await signals.endSessions(db, { sessionId: id }, 'token-reused');
          tell();
          return { kind: 'reused' };
        }
        return { kind: 'refused' };
      }
      return { kind: 'refused' };
    },

    async exchangeLegacy(header) {
      const token = (header ?? '').replace(/^Bearer\s+/i, '').trim();
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [id, sessionSecret, signature] = parts as [string, string, string];
      if (!UUID_RE.test(id) || !safeEqual(sign(`${id}.${sessionSecret}`), signature)) return null;
      if (!(await liveSession(db, id, sessionSecret))) return null;
      const state = await refreshState(db, id);
      if (!state) return null;
      const next = state.refresh_generation + 1;
      // One exchange: the old secret's hash is replaced in the same statement that checks it.
      const row = await db
        .updateTable('sessions')
        .set({
          secret_hash: sha256(randomToken(24)),
          refresh_generation: next,
          refresh_hash: sha256(refreshMac(id, next)),
          refreshed_at: null,
        })
        .where('id', '=', id)
        .where('secret_hash', '=', sha256(sessionSecret))
        .where('refresh_generation', '=', state.refresh_generation)
        .where('revoked_at', 'is', null)
        .returning(['refresh_generation', 'expires_at'])
        .executeTakeFirst();
      if (!row) return null;
      return tokensOf(id, row.refresh_generation, row.expires_at);
    },

    issueUrlTicket(user, path, ttlSeconds) {
      const expires = Math.floor(dbNowMs() / 1000) + ttlSeconds;
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
      const user = await liveSession(db, id, null);
      if (!user || !(await claimTicket(db, signature, expiresAt))) return null;
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
