import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { StreamClosedReason } from '@phonesheet/shared/contracts';
import type { EventBus, LiveEvent, Replay } from '../phonesheet/events';
import type { SessionSignals } from './session-signals';
import type { StreamRegistry } from './stream-registry';

export { MAX_STREAMS_PER_SESSION } from './stream-registry';
const HEARTBEAT_MS = 25_000;
/**
 * Events heard within this long go out to each stream as one write: the cost of fan-out is
 * per socket write (a system call each), not per byte (docs/performance.md, "Live events").
 */
export const FLUSH_MS = 25;
/** A stream whose client reads nothing while this much waits is closed; it will replay. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * The last frame a stream gets before the server closes it, and why (StreamClosedReason):
 * - 'too-many-streams': the session opened another stream, here or on another instance; the
 *   client should not fight back (it reconnects only when the user comes back to that tab);
 * - 'restart': the server is going away; reconnect now, to this or another instance;
 * - 'token-renewed': the session was swapped for a new token; reconnect with that one;
 * - a session end ('logout', 'password-changed', …): the session is over; sign in again.
 */
export type { StreamClosedReason };
const closedFrame = (reason: StreamClosedReason) => `event: stream.closed\ndata: {"reason":"${reason}"}\n\n`;
const frame = (id: string, type: string, data: string) => `id: ${id}\nevent: ${type}\ndata: ${data}\n\n`;

/** A frame to send; `userId` when only that user's streams get it (a notification). */
interface Item {
  id: bigint;
  frame: Buffer;
  userId?: string;
}

/** Whether a stream of `userId` gets the item: everyone's events, and the user's own. */
const forUser = (item: Item, userId: string) => item.userId === undefined || item.userId === userId;

/** The user a logged event is for (a notification), read from its stored JSON; else everyone's. */
function ownerOf(type: string, data: string): string | undefined {
  if (type !== 'notification.created') return undefined;
  try {
    return (JSON.parse(data) as { userId?: string }).userId ?? '';
  } catch {
    return '';
  }
}

interface Stream {
  id: string;
  raw: ServerResponse;
  sessionId: string;
  userId: string;
  /** Live events heard while the replay is read; null once the stream is live. */
  held: Item[] | null;
  /** The last id this stream was sent: another instance's NOTIFY may come after the replay. */
  after: bigint;
  end(reason?: StreamClosedReason): void;
}

interface Company {
  streams: Set<Stream>;
  unsubscribe: () => void;
  /** Frames heard since the last flush, and the id of the last. */
  queue: Item[];
  timer: NodeJS.Timeout | null;
}

export interface StreamHub {
  /**
   * Streams the company's events on `raw` (headers already written): what came after
   * `lastEventId` first, from the log, then live, without a gap or a duplicate.
   */
  open(opts: {
    companyId: string;
    sessionId: string;
    /** The stream's user: the only one whose notifications it gets. */
    userId: string;
    raw: ServerResponse;
    lastEventId: string | null;
  }): Promise<void>;
  /** Open streams of the company on this instance. */
  count(companyId: string): number;
  /** Every stream gets `stream.closed` with the reason and ends (shutdown). */
  closeAll(reason: StreamClosedReason): Promise<void>;
}

// Every stream gets the same bytes, written once per flush: no work per stream but the write.
function flush(company: Company) {
  company.timer = null;
  const items = company.queue;
  company.queue = [];
  if (!items.length) return;
  const chunk = items.length === 1 ? items[0]!.frame : Buffer.concat(items.map((i) => i.frame));
  const first = items[0]!.id;
  const last = items[items.length - 1]!.id;
  // A user's notification goes to that user's streams only: those batches are cut per stream.
  const personal = items.some((i) => i.userId !== undefined);
  for (const s of company.streams) {
    if (s.held) s.held.push(...items);
    else if (s.raw.writableLength > MAX_BUFFERED_BYTES) s.raw.destroy();
    else if (s.after < first && !personal) {
      s.raw.write(chunk);
      s.after = last;
    } else if (s.after < last) {
      // Only just replayed (what it already has is left out), or others' notifications.
      const mine = items.filter((i) => i.id > s.after && forUser(i, s.userId));
      if (mine.length) s.raw.write(Buffer.concat(mine.map((i) => i.frame)));
      s.after = last;
    }
  }
}

/** What a stream is sent first: the events it missed (its user's only), or a reset. */
function replayText(replay: Replay, userId: string): string {
  if ('reset' in replay)
    return frame(replay.lastId, 'stream.reset', JSON.stringify({ reason: replay.reset }));
  const out = replay.events
    .filter((e) => {
      const owner = ownerOf(e.type, e.data);
      return owner === undefined || owner === userId;
    })
    .map((e) => frame(e.id, e.type, e.data))
    .join('');
  return out + frame(replay.lastId, 'stream.open', JSON.stringify({ replayed: replay.events.length }));
}

export function createStreamHub(opts: {
  bus: EventBus;
  /** Counts each session's streams, across instances on PostgreSQL (stream-registry.ts). */
  registry: StreamRegistry;
  /** Ended sessions and streams pushed out of a session's cap, told by any instance. */
  signals: SessionSignals;
  onError?: (err: unknown) => void;
}): StreamHub {
  const { bus, registry } = opts;
  const onError = opts.onError ?? (() => undefined);
  const companies = new Map<string, Company>();
  const bySession = new Map<string, Set<Stream>>();
  const byId = new Map<string, Stream>();
  const stopSignals = opts.signals.subscribe((signal) => {
    if (signal.target === 'stream') byId.get(signal.id)?.end(signal.reason);
    else for (const s of [...(bySession.get(signal.id) ?? [])]) s.end(signal.reason);
  });

  const join = (companyId: string, stream: Stream) => {
    let company = companies.get(companyId);
    if (!company) {
      const c: Company = { streams: new Set(), unsubscribe: () => undefined, queue: [], timer: null };
      c.unsubscribe = bus.subscribe(companyId, (live: LiveEvent) => {
        const item: Item = {
          id: BigInt(live.id),
          frame: Buffer.from(frame(live.id, live.event.type, live.data)),
        };
        if (live.event.type === 'notification.created') item.userId = live.event.userId;
        c.queue.push(item);
        c.timer ??= setTimeout(flush, FLUSH_MS, c);
      });
      companies.set(companyId, c);
      company = c;
    }
    company.streams.add(stream);
    return company;
  };

  const leave = (companyId: string, stream: Stream) => {
    const company = companies.get(companyId);
    if (!company || !company.streams.delete(stream) || company.streams.size) return;
    if (company.timer) clearTimeout(company.timer);
    company.unsubscribe();
    companies.delete(companyId);
  };

  // The instance lost its listener (events/LISTEN): no stream here would hear anything, so each
  // is told to reconnect and replays what it missed from the log, here once it listens again or
  // on another instance.
  const stopLive = bus.onLiveChange((live) => {
    if (live) return;
    for (const c of [...companies.values()]) {
      flush(c);
      for (const s of [...c.streams]) s.end('restart');
    }
  });

  const heartbeat = setInterval(() => {
    for (const c of companies.values()) for (const s of c.streams) if (!s.held) s.raw.write(`: ping\n\n`);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    async open({ companyId, sessionId, userId, raw, lastEventId }) {
      let ended = false;
      const stream: Stream = {
        id: randomUUID(),
        raw,
        sessionId,
        userId,
        held: [],
        after: 0n,
        end(reason) {
          if (!ended) {
            ended = true;
            leave(companyId, stream);
            byId.delete(stream.id);
            const ends = bySession.get(sessionId);
            ends?.delete(stream);
            if (ends && !ends.size) bySession.delete(sessionId);
            registry.release(stream.id);
          }
          if (!raw.writableEnded) {
            if (reason) raw.write(closedFrame(reason));
            raw.end();
          }
        },
      };
      // Listening before reading the log: an event committed meanwhile is held, not lost. Known
      // by session before the claim: a session ended from now on closes this stream too.
      const company = join(companyId, stream);
      byId.set(stream.id, stream);
      const mine = bySession.get(sessionId) ?? new Set();
      bySession.set(sessionId, mine);
      mine.add(stream);
      raw.on('close', () => stream.end());

      let out: string;
      let last: bigint;
      let deaf = true;
      try {
        const claim = await registry.claim(stream.id, sessionId);
        for (const id of claim.pushedOut) byId.get(id)?.end('too-many-streams');
        // Ended while the claim ran: its row (if any) goes again, and it is not sent anything.
        if (ended) registry.release(stream.id);
        // The session ended between its ticket and this claim: nothing to resume with.
        if (!claim.live) stream.end();
        if (ended) return;
        // Whether the instance listens is taken before the replay is read: a listener back only
        // while it was read never heard what committed between the two, so it counts as deaf.
        deaf = !bus.live();
        const replay = await bus.since(companyId, lastEventId);
        last = BigInt(replay.lastId);
        out = replayText(replay, userId);
      } catch (err) {
        onError(err);
        stream.end('restart');
        return;
      }
      if (!company.streams.has(stream) || raw.writableEnded) return;
      // Not listening (now, or when the replay was read): the replay is all it gets here, then
      // it is told to reconnect.
      deaf ||= !bus.live();
      // Held events the replay or the start already covered are dropped; the rest follow.
      const held = stream.held ?? [];
      stream.held = null;
      const rest = held.filter((h) => h.id > last && forUser(h, userId));
      stream.after = rest.length ? rest[rest.length - 1]!.id : last;
      raw.write(rest.length ? Buffer.concat([Buffer.from(out), ...rest.map((h) => h.frame)]) : out);
      if (deaf) stream.end('restart');
    },
    count: (companyId) => companies.get(companyId)?.streams.size ?? 0,
    async closeAll(reason) {
      stopSignals();
      stopLive();
      // One release for the instance's streams, not one per stream.
      const released = registry.close();
      for (const c of [...companies.values()]) {
        flush(c);
        for (const s of [...c.streams]) s.end(reason);
      }
      await released;
    },
  };
}
