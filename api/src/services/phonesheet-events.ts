import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { PhonesheetEvent } from '@phonesheet/shared/contracts';
import type { DB } from '../db/schema';
import { GENERIC_PLAN_MARK } from '../db/plan-hint';

/** An event as the streams get it: its company's id for it, and its JSON text. */
export interface LiveEvent {
  /** The company's event id, a decimal string (bigint). */
  id: string;
  event: PhonesheetEvent;
  /** JSON.stringify(event), made once where the event was published. */
  data: string;
}

/** An event kept in the log (company_events), as a stream replays it. */
export interface StoredEvent {
  id: string;
  type: string;
  data: string;
}

export type Listener = (event: LiveEvent) => void;

/** What a reconnecting stream missed, or why it cannot be told. */
export type Replay =
  { lastId: string; events: StoredEvent[] } | { reset: 'too-old' | 'unknown'; lastId: string };

export interface EventBus {
  /**
   * Logs the event under the company's next id, then sends it to every open stream of the
   * company, on every API instance. Resolves to the id.
   */
  publish(companyId: string, event: PhonesheetEvent): Promise<string>;
  subscribe(companyId: string, listener: Listener): () => void;
  /** Every event of every company this instance delivers (caches); not a stream, not counted. */
  observe(observer: (companyId: string, event: PhonesheetEvent) => void): () => void;
  /** False once events may have been missed (a lost listener): caches built on them stop. */
  live(): boolean;
  /**
   * The company's logged events after `afterId`, oldest first (none when `afterId` is null), with
   * its latest id; a reset when `afterId` is newer than any (another database) or its successor
   * was already pruned.
   */
  since(companyId: string, afterId: string | null): Promise<Replay>;
  /** Open streams on this instance (tests, health). */
  listenerCount(companyId: string): number;
  close(): Promise<void>;
}

/** How long the log keeps an event for a reconnecting stream. */
export const REPLAY_WINDOW_MS = 10 * 60_000;
/** A stream further behind than this many events reloads instead. */
export const REPLAY_MAX_EVENTS = 5000;
const PRUNE_EVERY_MS = 60_000;

// NOTIFY payloads are limited to 8000 bytes; a call with long notes may not fit, so the
// payload then carries the company and id only and receivers read the event from the log.
const NOTIFY_MAX_BYTES = 7500;

// The next id of the company (the counter row stays locked until the statement commits, so
// ids commit in order) and the logged event, in one statement. $1 company, $2 type, $3 JSON.
const LOG_INSERT = `
  with n as (
    insert into company_event_counters (company_id, last_id) values ($1, 1)
    on conflict (company_id) do update set last_id = company_event_counters.last_id + 1
    returning last_id
  ), e as (
    insert into company_events (company_id, id, type, payload)
    select $1, last_id, $2, $3::json from n
    returning id::text as id
  )`;

/** The in-process half both buses share: listeners by company, observers of everything. */
function createFanout() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const observers = new Set<(companyId: string, event: PhonesheetEvent) => void>();
  return {
    deliver(companyId: string, live: LiveEvent) {
      for (const observe of observers) observe(companyId, live.event);
      emitter.emit(companyId, live);
    },
    observe(observer: (companyId: string, event: PhonesheetEvent) => void) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    subscribe(companyId: string, listener: Listener) {
      emitter.on(companyId, listener);
      return () => emitter.off(companyId, listener);
    },
    listenerCount: (companyId: string) => emitter.listenerCount(companyId),
    close() {
      emitter.removeAllListeners();
      observers.clear();
    },
  };
}

/** The replay of `since`, and the log's pruning, on the app's database. */
function createLog(db: Kysely<DB>, onError: (err: unknown) => void) {
  const prune = () =>
    db
      .deleteFrom('company_events')
      .where('created_at', '<', new Date(Date.now() - REPLAY_WINDOW_MS))
      .execute()
      .catch(onError);
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  return {
    prune,
    stop: () => clearInterval(timer),
    async since(companyId: string, afterId: string | null): Promise<Replay> {
      const counter = await db
        .selectFrom('company_event_counters')
        .select(sql<string>`last_id::text`.as('last_id'))
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      const lastId = counter?.last_id ?? '0';
      if (afterId === null) return { lastId, events: [] };
      const after = BigInt(afterId);
      if (after > BigInt(lastId)) return { reset: 'unknown', lastId };
      if (after === BigInt(lastId)) return { lastId, events: [] };
      const rows = await db
        .selectFrom('company_events')
        .select([sql<string>`id::text`.as('id'), 'type', sql<string>`payload::text`.as('data')])
        .where('company_id', '=', companyId)
        .where('id', '>', afterId)
        .orderBy('company_events.id')
        .limit(REPLAY_MAX_EVENTS + 1)
        .execute();
      // The event right after the client's must still be there, or some were pruned.
      if (!rows.length || BigInt(rows[0]!.id) !== after + 1n || rows.length > REPLAY_MAX_EVENTS)
        return { reset: 'too-old', lastId };
      const newest = rows[rows.length - 1]!.id;
      return { lastId: BigInt(newest) > BigInt(lastId) ? newest : lastId, events: rows };
    },
  };
}

/** PGlite (one process): the event is logged, then delivered in-process. */
export function createLocalBus(opts: { db: Kysely<DB>; onError?: (err: unknown) => void }): EventBus {
  const fanout = createFanout();
  const log = createLog(opts.db, opts.onError ?? (() => undefined));
  return {
    async publish(companyId, event) {
      const data = JSON.stringify(event);
      const { rows } = await opts.db.executeQuery<{ id: string }>(
        CompiledQuery.raw(`${LOG_INSERT} select id from e ${GENERIC_PLAN_MARK}`, [
          companyId,
          event.type,
          data,
        ]),
      );
      const id = rows[0]!.id;
      // The one connection runs statements in order, so ids resolve here in order too.
      fanout.deliver(companyId, { id, event, data });
      return id;
    },
    observe: fanout.observe,
    subscribe: fanout.subscribe,
    listenerCount: fanout.listenerCount,
    since: log.since,
    live: () => true,
    async close() {
      log.stop();
      fanout.close();
    },
  };
}

/**
 * PostgreSQL fan-out: every instance LISTENs on one channel; publish logs the event and
 * NOTIFYs in one statement, and each instance (the sender too) delivers what it hears to its
 * own streams, in commit order, which is id order within a company.
 */
export async function createPgBus(opts: {
  connectionString: string;
  schema?: string;
  db: Kysely<DB>;
  onError?: (err: unknown) => void;
}): Promise<EventBus> {
  const onError = opts.onError ?? (() => undefined);
  const fanout = createFanout();
  const log = createLog(opts.db, onError);
  const channel = `phonesheet_events${opts.schema ? `_${opts.schema}` : ''}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  const clientOptions = {
    connectionString: opts.connectionString,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  };
  const listener = new Client(clientOptions);
  const notifier = new Client(clientOptions);
  await listener.connect();
  await notifier.connect();
  // Nothing reconnects the listener: once it is gone, NOTIFYs are lost for this instance.
  let listening = true;
  listener.on('error', (e) => {
    listening = false;
    onError(e);
  });
  listener.on('end', () => {
    listening = false;
  });
  notifier.on('error', onError);
  // Payload: "<company> <id> <event JSON>", or "<company> <id>" when the event is read from the
  // log. Handled one after another, so an event read from the log is not overtaken.
  let delivering: Promise<unknown> = Promise.resolve();
  const hear = async (payload: string) => {
    const a = payload.indexOf(' ');
    const b = payload.indexOf(' ', a + 1);
    const companyId = payload.slice(0, a);
    const id = b < 0 ? payload.slice(a + 1) : payload.slice(a + 1, b);
    let data = b < 0 ? null : payload.slice(b + 1);
    if (data === null) {
      const row = await opts.db
        .selectFrom('company_events')
        .select(sql<string>`payload::text`.as('data'))
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return;
      data = row.data;
    }
    fanout.deliver(companyId, { id, event: JSON.parse(data) as PhonesheetEvent, data });
  };
  listener.on('notification', (msg) => {
    if (msg.channel !== channel || !msg.payload) return;
    const payload = msg.payload;
    delivering = delivering.then(() => hear(payload)).catch(onError);
  });
  await listener.query(`listen ${channel}`);
  // One query at a time on the notifier connection (pg queues them, but that is deprecated).
  let queue: Promise<unknown> = Promise.resolve();
  return {
    async publish(companyId, event) {
      const data = JSON.stringify(event);
      const whole = Buffer.byteLength(data) + companyId.length + 22 <= NOTIFY_MAX_BYTES;
      const text = `${LOG_INSERT} select id, pg_notify($4, $1 || ' ' || id${whole ? ` || ' ' || $3` : ''}) from e`;
      const sent = queue.then(() =>
        notifier.query<{ id: string }>(text, [companyId, event.type, data, channel]),
      );
      queue = sent.catch(() => undefined);
      return (await sent).rows[0]!.id;
    },
    subscribe: fanout.subscribe,
    observe: fanout.observe,
    listenerCount: fanout.listenerCount,
    since: log.since,
    live: () => listening,
    async close() {
      listening = false;
      log.stop();
      fanout.close();
      await Promise.allSettled([listener.end(), notifier.end()]);
    },
  };
}
