import type { QueryExecutorProvider, RawBuilder } from 'kysely';
import type { PhonesheetEvent } from '@phonesheet/shared/contracts';

// The event bus's contract: what services and streams use. Its parts: the log
// (events-log.ts), the in-process delivery (events-fanout.ts), and a bus for each database,
// PGlite (events-local-bus.ts) and PostgreSQL (events-pg-bus.ts).

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

/** How long the log keeps an event for a reconnecting stream. */
export const REPLAY_WINDOW_MS = 10 * 60_000;
/** A stream further behind than this many events reloads instead. */
export const REPLAY_MAX_EVENTS = 5000;
