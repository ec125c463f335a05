import { EventEmitter } from 'node:events';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { SessionEndReason, StreamClosedReason } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { dbNow } from '../../db/clock';

/** One order to the open event streams: those of a session, or one stream, close with a reason. */
export interface StreamSignal {
  target: 'session' | 'stream';
  id: string;
  reason: StreamClosedReason;
}

/** The sessions a revocation ends: one, or a user's (but `except`). */
export type WhichSessions = { sessionId: string } | { userId: string; except?: string | null };

type Q = Kysely<DB> | Transaction<DB>;

export interface SessionSignals {
  /** The PostgreSQL channel every instance LISTENs on (the events bus's connection), or null on PGlite. */
  channel: string | null;
  /**
   * Revokes the sessions `which` selects, in `q` (their push subscriptions go), and has their open streams closed with
   * `reason` on every instance. On PostgreSQL a NOTIFY per session goes out when `q` commits;
   * on PGlite (one instance) the returned function tells the streams: call it after the commit.
   */
  endSessions(q: Q, which: WhichSessions, reason: SessionEndReason | 'token-renewed'): Promise<() => void>;
  /** A payload heard on the channel (any instance's, this one's too). */
  hear(payload: string): void;
  /** Tells this instance's listeners directly (PGlite; streams of this instance). */
  deliver(signal: StreamSignal): void;
  subscribe(listener: (signal: StreamSignal) => void): () => void;
}

/** "<target> <reason> <id>", the NOTIFY payload; built in SQL as well (see endSessions). */
export const signalPayload = (s: StreamSignal) => `${s.target} ${s.reason} ${s.id}`;

function parse(payload: string): StreamSignal | null {
  const [target, reason, id] = payload.split(' ');
  if ((target !== 'session' && target !== 'stream') || !reason || !id) return null;
  return { target, reason: reason as StreamClosedReason, id };
}

/** `schema`: a PostgreSQL schema shared by several instances (tests) gets its own channel. */
export function signalsChannel(schema: string | undefined): string {
  return `phonesheet_sessions${schema ? `_${schema}` : ''}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
}

export function createSessionSignals(opts: { postgres: boolean; schema?: string }): SessionSignals {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const channel = opts.postgres ? signalsChannel(opts.schema) : null;
  const deliver = (signal: StreamSignal) => emitter.emit('signal', signal);
  return {
    channel,
    async endSessions(q, which, reason) {
      let update = q.updateTable('sessions').set({ revoked_at: dbNow() }).where('revoked_at', 'is', null);
      if ('sessionId' in which) update = update.where('id', '=', which.sessionId);
      else {
        update = update.where('user_id', '=', which.userId);
        if (which.except) update = update.where('id', '!=', which.except);
      }
      const ended = update.returning('id');
      if (channel) {
        // NOTIFY is transactional: the streams hear of it once the revocation is committed.
        // The sessions' push subscriptions end with them (docs/integrations.md).
        await q
          .with('ended', () => ended)
          .with('unsubscribed', (w) =>
            w.deleteFrom('push_subscriptions').where('session_id', 'in', w.selectFrom('ended').select('id')),
          )
          .selectFrom('ended')
          .select(sql<string>`pg_notify(${channel}, ${`session ${reason} `} || ended.id::text)`.as('sent'))
          .execute();
        return () => undefined;
      }
      const ids = (await ended.execute()).map((r) => r.id);
      if (ids.length) await q.deleteFrom('push_subscriptions').where('session_id', 'in', ids).execute();
      return () => ids.forEach((id) => deliver({ target: 'session', id, reason }));
    },
    hear(payload) {
      const signal = parse(payload);
      if (signal) deliver(signal);
    },
    deliver,
    subscribe(listener) {
      emitter.on('signal', listener);
      return () => emitter.off('signal', listener);
    },
  };
}
