import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { dbNowMs } from '../../db/clock';

/** Streams one session may hold open, on all instances together (issues 27, 33). */
export const MAX_STREAMS_PER_SESSION = 5;
/** How often an instance marks its streams as still open, and when unmarked rows are dropped. */
const HEARTBEAT_MS = 30_000;
const STALE_AFTER = sql`interval '90 seconds'`;

export interface StreamRegistry {
  /**
   * Counts a new stream in its session's cap: the newest streams of a session stay, so a stale
   * tab (or a dead instance's row) never keeps a new one out. `live` is false when the session
   * has ended meanwhile (the stream must close); `pushedOut` names the session's streams past
   * the cap (each instance closes those it holds: on PostgreSQL it is also told by NOTIFY).
   */
  claim(streamId: string, sessionId: string): Promise<{ live: boolean; pushedOut: string[] }>;
  release(streamId: string): void;
  /** Shutdown: this instance's streams are released at once. */
  close(): Promise<void>;
}

/** The session is neither revoked nor expired (in `q`, locked for the claim when asked). */
async function sessionLive(q: Kysely<DB>, sessionId: string, lock: boolean): Promise<boolean> {
  let query = q.selectFrom('sessions').select(['revoked_at', 'expires_at']).where('id', '=', sessionId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return !!row && !row.revoked_at && row.expires_at.getTime() > dbNowMs();
}

/**
 * PGlite: one instance, so the count is kept in memory. The session is read after the stream
 * is counted: a revocation committed later reaches the stream through the session signals.
 */
export function createMemoryRegistry(db: Kysely<DB>): StreamRegistry {
  const bySession = new Map<string, string[]>();
  const sessionOf = new Map<string, string>();
  const forget = (streamId: string) => {
    const sessionId = sessionOf.get(streamId);
    if (!sessionId) return;
    sessionOf.delete(streamId);
    const ids = bySession.get(sessionId) ?? [];
    const at = ids.indexOf(streamId);
    if (at >= 0) ids.splice(at, 1);
    if (!ids.length) bySession.delete(sessionId);
  };
  return {
    async claim(streamId, sessionId) {
      const ids = bySession.get(sessionId) ?? [];
      bySession.set(sessionId, ids);
      ids.push(streamId);
      sessionOf.set(streamId, sessionId);
      const pushedOut = ids.slice(0, Math.max(0, ids.length - MAX_STREAMS_PER_SESSION));
      pushedOut.forEach(forget);
      return { live: await sessionLive(db, sessionId, false), pushedOut };
    },
    release: forget,
    async close() {
      bySession.clear();
      sessionOf.clear();
    },
  };
}

/**
 * PostgreSQL: every instance's streams in live_streams (migrations/014). A claim locks the
 * session's row, so two instances opening streams of one session at once count one after the
 * other; the streams pushed out are deleted and announced on the session signals channel.
 */
export function createPgRegistry(opts: {
  db: Kysely<DB>;
  channel: string;
  onError: (err: unknown) => void;
}): StreamRegistry {
  const { db, channel, onError } = opts;
  const instanceId = randomUUID();
  let closed = false;
  const heartbeat = setInterval(() => {
    void (async () => {
      await db
        .updateTable('live_streams')
        .set({ seen_at: sql`now()` })
        .where('instance_id', '=', instanceId)
        .execute();
      // Rows no instance refreshes any more: that instance died.
      await db
        .deleteFrom('live_streams')
        .where('seen_at', '<', sql<Date>`now() - ${STALE_AFTER}`)
        .execute();
    })().catch(onError);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    claim: (streamId, sessionId) =>
      db.transaction().execute(async (trx) => {
        if (!(await sessionLive(trx, sessionId, true))) return { live: false, pushedOut: [] };
        await trx
          .insertInto('live_streams')
          .values({ id: streamId, session_id: sessionId, instance_id: instanceId })
          .execute();
        const { rows } = await sql<{ id: string }>`
          with out as (
            delete from live_streams where id in (
              select id from live_streams where session_id = ${sessionId}
              order by opened_at desc, id desc offset ${MAX_STREAMS_PER_SESSION}
            ) returning id
          )
          select id, pg_notify(${channel}, 'stream too-many-streams ' || id::text) from out`.execute(trx);
        return { live: true, pushedOut: rows.map((r) => r.id) };
      }),
    release(streamId) {
      if (closed) return;
      db.deleteFrom('live_streams').where('id', '=', streamId).execute().catch(onError);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      await db.deleteFrom('live_streams').where('instance_id', '=', instanceId).execute().catch(onError);
    },
  };
}
