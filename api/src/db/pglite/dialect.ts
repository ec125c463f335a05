import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import { GENERIC_PLAN_MARK } from '../plan-hint';
import { databaseError, type PGliteEngine } from './engine';

/** A FIFO lock: PGlite has one connection, so a transaction must own it alone. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return acquired;
  }
}

/** What the dialect takes from the PGlite module: its wire-protocol writer. */
export interface PGliteProtocol {
  serialize: {
    parse(opts: { name?: string; text: string; types?: number[] }): Uint8Array;
    bind(opts: { statement?: string; values?: Array<string | Uint8Array | null> }): Uint8Array;
    describe(opts: { type: 'S' | 'P'; name?: string }): Uint8Array;
    execute(opts: { portal?: string; rows?: number }): Uint8Array;
    close(opts: { type: 'S' | 'P'; name?: string }): Uint8Array;
    sync(): Uint8Array;
  };
}

/** The kept statements that switch the planning of the next statements (preparePlanSwitches). */
const PLAN_GENERIC = 'plan_generic';
const PLAN_CUSTOM = 'plan_custom';

/** Statements kept prepared, most recently used last: a bound on PGlite's memory. */
export const PREPARED_MAX = 256;

// A parameter as text, as node-postgres sends it (so both engines see the same values): Dates
// as ISO text (PGlite may live in another JS realm, see ../database.ts, where `instanceof Date`
// would not recognise ours), objects as JSON, arrays as array literals, bytes as they are.
function paramText(v: unknown): string | Uint8Array | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (Object.prototype.toString.call(v) === '[object Date]') return (v as Date).toISOString();
  if (ArrayBuffer.isView(v)) return v as Uint8Array;
  if (Array.isArray(v)) return arrayLiteral(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function arrayElement(x: unknown): string {
  if (x === null || x === undefined) return 'NULL';
  const text = paramText(x);
  const plain = typeof text === 'string' ? text : `\\x${Buffer.from(text as Uint8Array).toString('hex')}`;
  return `"${plain.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

// Nested arrays are walked with a stack of their own, not by recursion: a parameter may carry
// request data, and no depth of it may overflow the call stack (issue 33).
function arrayLiteral(list: unknown[]): string {
  const parts = ['{'];
  const open = [{ items: list, next: 0 }];
  for (let top = open.at(-1); top; top = open.at(-1)) {
    if (top.next === top.items.length) {
      parts.push('}');
      open.pop();
      continue;
    }
    if (top.next > 0) parts.push(',');
    const x = top.items[top.next++];
    if (Array.isArray(x)) {
      parts.push('{');
      open.push({ items: x, next: 0 });
    } else parts.push(arrayElement(x));
  }
  return parts.join('');
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * PGlite's own `query()` makes six calls into the engine per statement (parse, describe the
 * statement, bind, describe the portal, execute, sync) and parses the SQL every time. This
 * sends them as one message batch and keeps each SQL text prepared under a name, so a repeated
 * statement is bind, describe, execute and sync in one call (docs/performance.md, "The
 * dialect"). Plans are still made for each execution's values (plan_cache_mode, see the
 * driver's init), as a PostgreSQL server does for the `pg` pool's unnamed statements, except
 * for statements marked samePlanForEveryValue (plan-hint.ts).
 */
class PGliteConnection implements DatabaseConnection {
  // Shared by every holder (the driver hands out Object.create(connection)), so only mutated,
  // never reassigned.
  private readonly closing: Uint8Array[] = [];
  /** SQL text → statement name; one let go or forgotten is closed in the next batch. */
  private readonly prepared = new LRUCache<string, string>({
    max: PREPARED_MAX,
    dispose: (name, _sql, reason) => {
      if (reason !== 'set') this.closing.push(this.protocol.serialize.close({ type: 'S', name }));
    },
  });
  private readonly counter = { n: 0 };

  constructor(
    private readonly engine: PGliteEngine,
    private readonly protocol: PGliteProtocol,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query.parameters.length === 0 && query.sql.includes(';')) {
      // Scripts (migrations) carry several statements: only the simple protocol runs them.
      const last = await this.engine.exec(query.sql);
      return { rows: last.rows as R[], numAffectedRows: BigInt(last.affectedRows) };
    }
    try {
      return await this.run<R>(query);
    } catch (err) {
      // DDL changed what a kept statement returns: prepare it again, once.
      if ((err as { code?: string }).code !== '0A000' || !this.prepared.has(query.sql)) throw err;
      this.prepared.delete(query.sql);
      return this.run<R>(query);
    }
  }

  private async run<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { serialize } = this.protocol;
    // get() makes a kept statement the most recently used.
    let name = this.prepared.get(query.sql);
    // A new statement lets the least recently used go first, so its close is in this batch.
    if (name === undefined && this.prepared.size >= PREPARED_MAX) this.prepared.pop();
    const parts = this.closing.splice(0);
    if (name === undefined) {
      name = `k${++this.counter.n}`;
      parts.push(serialize.parse({ name, text: query.sql, types: [] }));
    }
    // A statement marked samePlanForEveryValue is bound under force_generic_plan, so PostgreSQL
    // plans it once and keeps the plan; the mode is set back right after it. On an error the
    // rest of the batch is skipped, and the transaction's abort undoes the SET itself.
    const generic = query.sql.endsWith(GENERIC_PLAN_MARK);
    if (generic) parts.push(serialize.bind({ statement: PLAN_GENERIC }), serialize.execute({}));
    parts.push(
      serialize.bind({ statement: name, values: query.parameters.map(paramText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    );
    if (generic) parts.push(serialize.bind({ statement: PLAN_CUSTOM }), serialize.execute({}));
    parts.push(serialize.sync());
    const result = await this.engine.batch(concat(parts));
    if (!this.prepared.has(query.sql) && result.parsed) this.prepared.set(query.sql, name);
    if (result.error) throw databaseError(result.error);
    const command = query.sql.trimStart().slice(0, 6).toUpperCase();
    const mutates = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE';
    return { rows: result.rows as R[], ...(mutates ? { numAffectedRows: BigInt(result.affected) } : {}) };
  }

  /**
   * Prepares the two SETs a statement marked samePlanForEveryValue is wrapped in; every other
   * statement is planned for its own values (force_custom_plan), as on a PostgreSQL server.
   */
  async preparePlanSwitches(): Promise<void> {
    const { serialize } = this.protocol;
    const result = await this.engine.batch(
      concat([
        serialize.parse({ name: PLAN_GENERIC, text: 'set plan_cache_mode = force_generic_plan', types: [] }),
        serialize.parse({ name: PLAN_CUSTOM, text: 'set plan_cache_mode = force_custom_plan', types: [] }),
        serialize.sync(),
      ]),
    );
    if (result.error) throw databaseError(result.error);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming');
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly releases = new Map<DatabaseConnection, () => void>();
  private readonly connection: PGliteConnection;

  constructor(
    private readonly engine: PGliteEngine,
    protocol: PGliteProtocol,
  ) {
    this.connection = new PGliteConnection(engine, protocol);
  }

  async init(): Promise<void> {
    // Kept statements are planned for each execution's values, as on a PostgreSQL server: a
    // generic plan cannot use the prefix index for `like $1`, for one. Only statements marked
    // samePlanForEveryValue (plan-hint.ts) keep one plan.
    await this.engine.exec('set plan_cache_mode = force_custom_plan');
    await this.connection.preparePlanSwitches();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.lock();
    // One logical connection object per holder so release is matched to the lock.
    const conn = Object.create(this.connection) as PGliteConnection;
    this.releases.set(conn, release);
    return conn;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const iso = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${iso}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const release = this.releases.get(conn);
    this.releases.delete(conn);
    release?.();
  }

  async destroy(): Promise<void> {
    await this.engine.close();
  }
}

/** Kysely dialect over an embedded PGlite engine (PostgreSQL SQL, one connection). */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly engine: PGliteEngine,
    private readonly protocol: PGliteProtocol,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.engine, this.protocol);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
