import { randomUUID } from 'node:crypto';
import { Client, type ClientConfig } from 'pg';
import { sql, type Kysely } from 'kysely';
import type { PhonesheetEvent } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { CAUGHT_UP_WAIT_MS, type EventBus } from './events';
import { createFanout } from './events-fanout';
import { createLog, logEvents, logSql } from './events-log';

/** The LISTEN connection's retries after a loss: doubling from the first to the most. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 5000;

type Fanout = ReturnType<typeof createFanout>;
type Notification = { channel: string; payload?: string };

/**
 * The LISTEN connection. When PostgreSQL drops it (a restart, a failover, a terminated
 * backend) the instance is not live: its streams are told to reconnect (they replay what
 * they missed from the log, here or elsewhere), and it listens again with backoff.
 */
function createListener(opts: {
  clientOptions: ClientConfig;
  channels: string[];
  onNotification: (msg: Notification) => void;
  /** Listening again after a loss: events committed meanwhile were not heard here. */
  onRelisten: () => void;
  onError: (err: unknown) => void;
}) {
  const { onError } = opts;
  let listener: Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = RELISTEN_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Connections so far: what this instance kept from events before one may miss some. */
  let generation = 0;
  const liveChanges = new Set<(live: boolean) => void>();
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
    const client = new Client(opts.clientOptions);
    listener = client;
    client.on('error', (e) => lost(client, e));
    client.on('end', () => lost(client));
    client.on('notification', (msg) => opts.onNotification(msg));
    try {
      await client.connect();
      for (const channel of opts.channels) await client.query(`listen ${channel}`);
    } catch (err) {
      lost(client, err);
      throw err;
    }
    if (listener !== client || closed) return;
    retryMs = RELISTEN_FIRST_MS;
    if (generation++ > 0) opts.onRelisten();
    setListening(true);
  };
  return {
    listen,
    live: () => listening,
    /** Connections made so far (1 once listening, +1 for each return after a loss). */
    connections: () => generation,
    onLiveChange(notify: (live: boolean) => void) {
      liveChanges.add(notify);
      return () => liveChanges.delete(notify);
    },
    /** No more retries; the connection, if any, is ended. */
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      liveChanges.clear();
      listening = false;
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * What the listener hears of the events channel, delivered in order, and read your writes: the
 * newest event id delivered here, per company, and the reads waiting for one. A company not heard
 * since the listener started is settled by a barrier: this instance's own NOTIFY, sent after
 * reading the company's last id; PostgreSQL delivers NOTIFYs in commit order, so once the
 * barrier is heard every event committed before it has been delivered.
 */
function createHearing(db: Kysely<DB>, channel: string, fanout: Fanout, onError: (err: unknown) => void) {
  const heard = new Map<string, bigint>();
  const barriers = new Map<string, () => void>();
  const barrierTag = `sync:${randomUUID()}:`;
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
      await sql`select pg_notify(${channel}::text, ${token}::text)`.execute(db);
      return await arrived;
    } finally {
      clearTimeout(timer);
      barriers.delete(token);
    }
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
      const row = await db
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
  return {
    /** A payload of the events channel. */
    hear(payload: string) {
      // A barrier (ours or another instance's) waits for the deliveries before it.
      if (payload.startsWith('sync:')) {
        delivering = delivering.then(() => barriers.get(payload)?.()).catch(onError);
        return;
      }
      delivering = delivering.then(() => hear(payload)).catch(onError);
    },
    /** After a loss: what was heard before says nothing of what was missed. */
    forget: () => heard.clear(),
    /** True once every event the company committed before the call was delivered here. */
    async upToDate(companyId: string): Promise<boolean> {
      const row = await db
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
  const signals = opts.signals?.channel ? opts.signals : null;
  const hearing = createHearing(opts.db, channel, fanout, onError);
  const listener = createListener({
    clientOptions: {
      connectionString: opts.connectionString,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    },
    channels: signals ? [channel, signals.channel as string] : [channel],
    onNotification(msg) {
      if (signals && msg.channel === signals.channel && msg.payload) return signals.hear(msg.payload);
      if (msg.channel !== channel || !msg.payload) return;
      hearing.hear(msg.payload);
    },
    onRelisten: hearing.forget,
    onError,
  });
  /** The connection each company's cache was last read again for (caughtUp). */
  const resynced = new Map<string, number>();
  await listener.listen().catch(async (err) => {
    await listener.close();
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
    live: listener.live,
    generation: () => Math.max(0, listener.connections() - 1),
    onLiveChange: listener.onLiveChange,
    async caughtUp(companyId) {
      if (!listener.live()) return false;
      // Back after a loss: what the caller kept may lack events that were never heard, so the
      // first read of each company reads the database again.
      const generation = listener.connections();
      if (generation > 1 && resynced.get(companyId) !== generation) {
        resynced.set(companyId, generation);
        return false;
      }
      return hearing.upToDate(companyId);
    },
    async close() {
      log.stop();
      fanout.close();
      await listener.close();
    },
  };
}
