import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import type { Call, PhonesheetEvent } from '@phonesheet/shared/contracts';

export type Listener = (event: PhonesheetEvent) => void;

export interface EventBus {
  /** Sends to every open stream of the company, on every API instance. */
  publish(companyId: string, event: PhonesheetEvent): Promise<void>;
  subscribe(companyId: string, listener: Listener): () => void;
  /** Every event of every company this instance delivers (caches); not a stream, not counted. */
  observe(observer: (companyId: string, event: PhonesheetEvent) => void): () => void;
  /** False once events may have been missed (a lost listener): caches built on them stop. */
  live(): boolean;
  /** Open streams on this instance (tests, health). */
  listenerCount(companyId: string): number;
  close(): Promise<void>;
}

// NOTIFY payloads are limited to 8000 bytes; a call with long notes may not fit, so the
// payload then carries the id only and receivers reload it (see plugins/app/phonesheet.ts).
const NOTIFY_MAX_BYTES = 7500;

interface Wire {
  companyId: string;
  event: PhonesheetEvent | { type: 'call.ref'; refType: PhonesheetEvent['type']; callId: string; by: string };
}

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const observers = new Set<(companyId: string, event: PhonesheetEvent) => void>();
  return {
    async publish(companyId, event) {
      for (const observe of observers) observe(companyId, event);
      emitter.emit(companyId, event);
    },
    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
    subscribe(companyId, listener) {
      emitter.on(companyId, listener);
      return () => emitter.off(companyId, listener);
    },
    listenerCount: (companyId) => emitter.listenerCount(companyId),
    live: () => true,
    async close() {
      emitter.removeAllListeners();
      observers.clear();
    },
  };
}

/**
 * PostgreSQL fan-out: every instance LISTENs on one channel; publish only NOTIFYs, and each
 * instance (the sender too) delivers what it hears to its own streams.
 */
export async function createPgBus(opts: {
  connectionString: string;
  schema?: string;
  reload: (companyId: string, callId: string) => Promise<Call | null>;
  onError?: (err: unknown) => void;
}): Promise<EventBus> {
  const local = createLocalBus();
  const channel = `phonesheet_events${opts.schema ? `_${opts.schema}` : ''}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  const listener = new Client({ connectionString: opts.connectionString });
  const notifier = new Client({ connectionString: opts.connectionString });
  await listener.connect();
  await notifier.connect();
  // Nothing reconnects the listener: once it is gone, NOTIFYs are lost for this instance.
  let listening = true;
  listener.on('error', (e) => {
    listening = false;
    opts.onError?.(e);
  });
  listener.on('end', () => {
    listening = false;
  });
  notifier.on('error', (e) => opts.onError?.(e));
  listener.on('notification', (msg) => {
    if (msg.channel !== channel || !msg.payload) return;
    void (async () => {
      const wire = JSON.parse(msg.payload as string) as Wire;
      if (wire.event.type === 'call.ref') {
        const call = await opts.reload(wire.companyId, wire.event.callId);
        if (!call) return;
        await local.publish(wire.companyId, {
          type: wire.event.refType,
          call,
          by: wire.event.by,
        } as PhonesheetEvent);
      } else {
        await local.publish(wire.companyId, wire.event);
      }
    })().catch((e) => opts.onError?.(e));
  });
  await listener.query(`listen ${channel}`);
  // One query at a time on the notifier connection (pg queues them, but that is deprecated).
  let queue: Promise<unknown> = Promise.resolve();
  return {
    async publish(companyId, event) {
      let payload = JSON.stringify({ companyId, event } satisfies Wire);
      if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES && 'call' in event) {
        payload = JSON.stringify({
          companyId,
          event: { type: 'call.ref', refType: event.type, callId: event.call.id, by: event.by },
        } satisfies Wire);
      }
      const sent = queue.then(() => notifier.query('select pg_notify($1, $2)', [channel, payload]));
      queue = sent.catch(() => undefined);
      await sent;
    },
    subscribe: local.subscribe,
    observe: local.observe,
    listenerCount: local.listenerCount,
    live: () => listening,
    async close() {
      listening = false;
      await local.close();
      await Promise.allSettled([listener.end(), notifier.end()]);
    },
  };
}
