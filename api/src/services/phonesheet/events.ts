import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import { sql, type Kysely, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { PhonesheetEvent } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { GENERIC_PLAN_MARK } from '../../db/plan-hint';
import { dbNowMs } from '../../db/clock';

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

/** What a change's statement returns of the events it logged: JSON [[id, data], ...], or null. */
export type Logged = string | null;

/**
 * The transactional outbox: a change and its events commit together, or neither does. The
 * change logs its events in its own statement (`logSql`) or transaction (`log`), and `write`
 * runs it; once it has committed, its events reach every open stream of the company, on every
 * API instance, from what was logged. So an answered write always has its event in the log.
 */
export interface EventBus {
  /**
   * SQL that logs, in the statement of a change, the events of the CTE `ev` (ord, type,
   * payload text) that precedes it: `ctes` to follow `ev`, `logged` a column to select and
   * return to `write`. Each event takes the company's next id (its counter row stays locked
   * until the change commits, so ids commit in order); on PostgreSQL the NOTIFY is sent in the
   * same statement, and PostgreSQL delivers it only at commit.
   */
  logSql(companyId: string): { ctes: RawBuilder<unknown>; logged: RawBuilder<Logged> };
  /** Logs the events in `q`'s transaction, one statement: the change's last, before its commit. */
  log(q: QueryExecutorProvider, companyId: string, events: PhonesheetEvent[]): Promise<Logged>;
  /**
   * Runs a change that logs its events (`logSql` or `log`) and resolves to its value once it
   * has committed; its events are then delivered. On PGlite changes run one at a time, each
   * delivered before the next starts: streams get a company's ids in order.
   */
  write<T>(companyId: string, change: () => Promise<{ value: T; logged: Logged }>): Promise<T>;
  subscribe(companyId: string, listener: Listener): () => void;
  /** Every event of every company this instance delivers (caches); not a stream, not counted. */
  observe(observer: (companyId: string, event: PhonesheetEvent) => void): () => void;
  /** False while events may be missed (the listener is lost and not yet back). */
  live(): boolean;
  /**
   * How many times the listener came back after a loss: events committed meanwhile were never
   * delivered here, so what an instance kept from events before must not be trusted after.
   */
  generation(): number;
  /** Called with false when the listener is lost, true when it listens again. */
  onLiveChange(notify: (live: boolean) => void): () => void;
  /**
   * True once this instance has delivered every event the company committed before the call,
   * so what it keeps between requests (sheets, counts, statuses) holds every committed write,
   * whichever instance took it; false when that could not be shown within CAUGHT_UP_WAIT_MS:
   * the caller then reads the database instead of its caches (read your writes, issue 33).
   */
  caughtUp(companyId: string): Promise<boolean>;
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

/** How long a read waits for this instance to hear events already committed elsewhere. */
export const CAUGHT_UP_WAIT_MS = 1000;

/** The LISTEN connection's retries after a loss: doubling from the first to the most. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 5000;

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
/**
 * The CTEs that log the events of `ev` (ord, type, payload): the company's next ids (the counter
 * row stays locked until the change commits, so ids commit in order; no row, no lock, when
 * there is no event) and the rows of company_events, each with its NOTIFY on PostgreSQL
 * (`channel`), sent in id order and delivered by PostgreSQL only at commit.
 */
function logSql(companyId: string, channel: string | null) {
  // Payload: "<company> <id> <event JSON>", or "<company> <id>" when too long for NOTIFY.
  const room = NOTIFY_MAX_BYTES - companyId.length - 22;
  const notify =
    channel === null
      ? sql``
      : sql`, pg_notify(${channel}::text, ${companyId}::text || ' ' || id ||
          case when octet_length(payload::text) <= ${room}::int then ' ' || payload::text else '' end)`;
  return {
    ctes: sql`ev_n as (
      insert into company_event_counters (company_id, last_id)
      select ${companyId}::uuid, count(*) from ev having count(*) > 0
      on conflict (company_id) do update set last_id = company_event_counters.last_id + excluded.last_id
      returning last_id
    ), ev_e as (
      insert into company_events (company_id, id, type, payload)
      select ${companyId}::uuid, ev_n.last_id - k.n + ev.ord, ev.type, ev.payload::json
      from ev_n cross join (select count(*) as n from ev) k cross join ev
      order by ev.ord
      returning id, payload::text as data ${notify}
    )`,
    logged: sql<Logged>`(select json_agg(json_build_array(id::text, data) order by id)::text from ev_e)`,
  };
}

/** `log` of both buses: the events as one JSON parameter, in one statement. */
async function logEvents(
  q: QueryExecutorProvider,
  log: { ctes: RawBuilder<unknown>; logged: RawBuilder<Logged> },
  events: PhonesheetEvent[],
): Promise<Logged> {
  const rows = JSON.stringify(events.map((e) => [e.type, JSON.stringify(e)]));
  const { rows: out } = await sql<{ logged: Logged }>`
    with ev as (
      select x.ord, x.e->>0 as type, x.e->>1 as payload
      from json_array_elements(${rows}::json) with ordinality as x(e, ord)
    ), ${log.ctes}
    select ${log.logged} as logged ${sql.raw(GENERIC_PLAN_MARK)}`.execute(q);
  return out[0]?.logged ?? null;
}

/** The events a change logged, as the streams get them. */
const loggedEvents = (logged: Logged): LiveEvent[] =>
  logged === null
    ? []
    : (JSON.parse(logged) as Array<[string, string]>).map(([id, data]) => ({
        id,
        event: JSON.parse(data) as PhonesheetEvent,
        data,
      }));

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
function createLog(db: Kysely<DB>, onError: (err: unknown) => void, pruneAlso?: () => Promise<unknown>) {
  const prune = () =>
    Promise.all([
      db
        .deleteFrom('company_events')
        .where('created_at', '<', new Date(dbNowMs() - REPLAY_WINDOW_MS))
        .execute()
        .catch(onError),
      pruneAlso?.().catch(onError),
    ]);
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

/**
 * PGlite (one process): a change and its events commit, then what it logged is delivered
 * in-process. Changes that log events run one after another, each delivered before the next
 * starts (the one connection serves one transaction at a time anyway), so ids reach the
 * streams in the order they committed.
 */
export function createLocalBus(opts: {
  db: Kysely<DB>;
  onError?: (err: unknown) => void;
  /** Other rows kept for a while, pruned on the log's timer (users' notifications). */
  pruneAlso?: () => Promise<unknown>;
}): EventBus {
  const onError = opts.onError ?? (() => undefined);
  const fanout = createFanout();
  const log = createLog(opts.db, onError, opts.pruneAlso);
  let writing: Promise<unknown> = Promise.resolve();
  return {
    logSql: (companyId) => logSql(companyId, null),
    log: (q, companyId, events) => logEvents(q, logSql(companyId, null), events),
    write(companyId, change) {
      const done = writing.then(async () => {
        const { value, logged } = await change();
        // Committed: a listener's failure is not the writer's.
        try {
          for (const live of loggedEvents(logged)) fanout.deliver(companyId, live);
        } catch (err) {
          onError(err);
        }
        return value;
      });
      writing = done.catch(() => undefined);
      return done;
    },
    observe: fanout.observe,
    subscribe: fanout.subscribe,
    listenerCount: fanout.listenerCount,
    since: log.since,
    live: () => true,
    generation: () => 0,
    onLiveChange: () => () => undefined,
    // One process: a change is delivered here before its writer is answered.
    caughtUp: async () => true,
    async close() {
      log.stop();
      fanout.close();
    },
  };
}

/**
 * PostgreSQL fan-out: every instance LISTENs on one channel; a change logs its events and
 * NOTIFYs them in its own transaction, PostgreSQL delivers the NOTIFYs at commit, and each
 * instance (the writer's too) delivers what it hears to its own streams, in commit order,
 * which is id order within a company.
 */
export async function createPgBus(opts: {
  connectionString: string;
  schema?: string;
  db: Kysely<DB>;
  onError?: (err: unknown) => void;
  /** A second channel heard on the same connection: session ends for the streams (session-signals.ts). */
  signals?: { channel: string | null; hear(payload: string): void };
  /** Other rows kept for a while, pruned on the log's timer (users' notifications). */
  pruneAlso?: () => Promise<unknown>;
}): Promise<EventBus> {
  const onError = opts.onError ?? (() => undefined);
  const fanout = createFanout();
  const log = createLog(opts.db, onError, opts.pruneAlso);
  const channel = `phonesheet_events${opts.schema ? `_${opts.schema}` : ''}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  const clientOptions = {
    connectionString: opts.connectionString,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  };
  // The LISTEN connection. When PostgreSQL drops it (a restart, a failover, a terminated
  // backend) the instance is not live: its streams are told to reconnect (they replay what
  // they missed from the log, here or elsewhere), and it listens again with backoff.
  let listener: Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = RELISTEN_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Reconnections so far: what this instance kept from events before one may miss some. */
  let generation = 0;
  const liveChanges = new Set<(live: boolean) => void>();
  const resynced = new Map<string, number>();
  const setListening = (live: boolean) => {
    if (listening === live) return;
    listening = live;
    for (const notify of liveChanges) notify(live);
  };
  const lost = (client: Client, err?: unknown) => {
    if (listener !== client) return;
    listener = null;
    if (err) onError(err);
    void client.end().catch(() => undefined);
    setListening(false);
    if (closed) return;
    retryTimer = setTimeout(() => void listen().catch(() => undefined), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RELISTEN_MAX_MS);
  };
  const listen = async () => {
    const client = new Client(clientOptions);
    listener = client;
    client.on('error', (e) => lost(client, e));
    client.on('end', () => lost(client));
    client.on('notification', (msg) => heardNotification(msg));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      if (signals) await client.query(`listen ${signals.channel}`);
    } catch (err) {
      lost(client, err);
      throw err;
    }
    if (listener !== client || closed) return;
    retryMs = RELISTEN_FIRST_MS;
    if (generation++ > 0) heard.clear();
    setListening(true);
  };
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
    heardUpTo(companyId, BigInt(id));
  };

  // Read your writes: the newest event id delivered here, per company, and the reads waiting for
  // one. A company not heard since the listener started is settled by a barrier: this instance's
  // own NOTIFY, sent after reading the company's last id; PostgreSQL delivers NOTIFYs in commit
  // order, so once the barrier is heard every event committed before it has been delivered.
  const heard = new Map<string, bigint>();
  const barriers = new Map<string, () => void>();
  const barrierTag = `sync:${randomUUID()}:`;
  const signals = opts.signals?.channel ? opts.signals : null;
  let barrierSeq = 0;
  const heardUpTo = (companyId: string, id: bigint) => {
    if (id > (heard.get(companyId) ?? 0n)) heard.set(companyId, id);
  };
  const barrier = async (): Promise<boolean> => {
    const token = `${barrierTag}${++barrierSeq}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      barriers.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), CAUGHT_UP_WAIT_MS);
    });
    try {
      await sql`select pg_notify(${channel}::text, ${token}::text)`.execute(opts.db);
      return await arrived;
    } finally {
      clearTimeout(timer);
      barriers.delete(token);
    }
  };

  const heardNotification = (msg: { channel: string; payload?: string }) => {
    if (signals && msg.channel === signals.channel && msg.payload) return signals.hear(msg.payload);
    if (msg.channel !== channel || !msg.payload) return;
    const payload = msg.payload;
    // A barrier (ours or another instance's) waits for the deliveries before it.
    if (payload.startsWith('sync:')) {
      delivering = delivering.then(() => barriers.get(payload)?.()).catch(onError);
      return;
    }
    delivering = delivering.then(() => hear(payload)).catch(onError);
  };
  await listen().catch((err) => {
    closed = true;
    clearTimeout(retryTimer);
    throw err;
  });
  return {
    logSql: (companyId) => logSql(companyId, channel),
    log: (q, companyId, events) => logEvents(q, logSql(companyId, channel), events),
    // The NOTIFYs went out with the commit: the listener delivers them, here as everywhere.
    write: async (_companyId, change) => (await change()).value,
    subscribe: fanout.subscribe,
    observe: fanout.observe,
    listenerCount: fanout.listenerCount,
    since: log.since,
    live: () => listening,
    generation: () => Math.max(0, generation - 1),
    onLiveChange(notify) {
      liveChanges.add(notify);
      return () => liveChanges.delete(notify);
    },
    async caughtUp(companyId) {
      if (!listening) return false;
      // Back after a loss: what the caller kept may lack events that were never heard, so the
      // first read of each company reads the database again.
      if (generation > 1 && resynced.get(companyId) !== generation) {
        resynced.set(companyId, generation);
        return false;
      }
      const row = await opts.db
        .selectFrom('company_event_counters')
        .select(sql<string>`last_id::text`.as('last_id'))
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      const committed = BigInt(row?.last_id ?? '0');
      if (committed === 0n || (heard.get(companyId) ?? 0n) >= committed) return true;
      if (!(await barrier())) return false;
      heardUpTo(companyId, committed);
      return true;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      liveChanges.clear();
      listening = false;
      log.stop();
      fanout.close();
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
