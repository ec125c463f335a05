import fs from 'node:fs';
import path from 'node:path';
import NodeModule from 'node:module';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool, types } from 'pg';
import type { AppConfig } from '../config';
import type { DB } from './schema';
import type { Upkeep } from './pglite/upkeep';
import { PGliteDialect, type PGliteProtocol } from './pglite/dialect';
import {
  checkSharedBuffersMb,
  DEFAULT_PGLITE_SHARED_BUFFERS_MB,
  pgliteWasmWithSharedBuffers,
  type WasmCompiler,
  type WasmModule,
} from './pglite/buffers';
import { inThreadEngine, startPGliteWorker, type PGliteEngine } from './pglite/engine';

export type DialectName = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** PGlite's VACUUM (ANALYZE) after writes (set by the db plugin; none on a PostgreSQL server). */
  upkeep?: Upkeep | null;
  /** Measures this process's clock against the database's now, warning when off (set by the db plugin; db/clock.ts). */
  checkClock?: () => Promise<number>;
  /**
   * Runs `work` on a connection without the statement timeouts (migrations: an index on a big
   * table may take minutes); on PGlite, the one database.
   */
  unbounded<T>(work: (db: Kysely<DB>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// int8 (count(*)) as number on the server, like PGlite does for small values.
types.setTypeParser(20, (v) => Number(v));

/** The timeouts when DATABASE_CONNECT_TIMEOUT_MS and the others are not given (config-schema.ts). */
export const DEFAULT_DATABASE_TIMEOUTS = {
  connectMs: 3000,
  statementMs: 10_000,
  idleInTransactionMs: 10_000,
};

/** How much longer than the server's statement_timeout the API waits for an answer itself. */
const READ_GRACE_MS = 1000;

export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'inMemoryDatabase'> &
    Partial<Pick<AppConfig, 'pgliteSharedBuffersMb' | 'pgliteThread' | 'databaseTimeouts'>>,
  hooks: { onConnectionLost?: (err: Error) => void } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const t = config.databaseTimeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
      // A server that is away: a connection (or a free pool client) not had within this fails.
      connectionTimeoutMillis: t.connectMs,
      // A slow statement: the server cancels it (57014) and a transaction left idle ends (25P03).
      statement_timeout: t.statementMs,
      idle_in_transaction_session_timeout: t.idleInTransactionMs,
      // A frozen server cancels nothing: the API stops waiting itself, a little later.
      query_timeout: t.statementMs + READ_GRACE_MS,
      keepAlive: true,
    });
    // A client whose answer never came is out of step with its server: it is closed, so the
    // pool drops it on release instead of handing it to the next request.
    pool.on('connect', (client) => {
      // A client checked out (a transaction between two statements) has no pool listener: its
      // connection ending emitted 'error' unheard, an uncaught exception that ended the process
      // (bench/database-faults.mjs, writes during an outage). Its next statement fails anyway
      // ("not queryable": 503), so the event itself needs no more than a listener.
      client.on('error', () => undefined);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise)
          result.catch((err: Error) => {
            if (err?.message === 'Query read timeout') void client.end().catch(() => undefined);
          });
        return result;
      };
    });
    // An idle client whose backend ends (a failover, idle_session_timeout, pg_terminate_backend)
    // emits 'error' on the pool; unheard, that is an uncaught exception. The pool has already
    // dropped that client, and the next query opens a new one: log it and serve on.
    pool.on('error', (err) => hooks.onConnectionLost?.(err));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const unbounded = async <T>(work: (db: Kysely<DB>) => Promise<T>) => {
      const one = new Pool({
        connectionString: config.databaseUrl,
        max: 1,
        ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
        connectionTimeoutMillis: t.connectMs,
      });
      one.on('error', (err) => hooks.onConnectionLost?.(err));
      one.on('connect', (client) => client.on('error', () => undefined));
      const kdb = new Kysely<DB>({ dialect: new PostgresDialect({ pool: one }) });
      try {
        return await work(kdb);
      } finally {
        await kdb.destroy();
      }
    };
    return { db, dialect: 'postgres', unbounded, close: () => db.destroy() };
  }
  const megabytes = config.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB;
  checkSharedBuffersMb(megabytes);
  // The engine runs in its own thread (pglite-engine.ts); this one only writes the protocol.
  const mod = requirePGlite();
  const dataDir = config.inMemoryDatabase ? null : path.join(config.dataDir, 'pglite');
  const engine =
    config.pgliteThread === 'worker'
      ? startPGliteWorker({ dataDir, wasmModule: await compiledWasm(mod.entry, megabytes) })
      : await startPGliteHere(mod, dataDir, megabytes);
  const protocol = { serialize: mod.protocol.serialize } as unknown as PGliteProtocol;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(engine, protocol) });
  return { db, dialect: 'pglite', unbounded: (work) => work(db), close: () => db.destroy() };
}

/**
 * PGlite's binary with our shared_buffers, compiled once per process (TurboFan only, under
 * --no-liftoff: seconds) and handed to each database thread, which may use a compiled module.
 */
const compiled = new Map<number, Promise<WasmModule | null>>();
function compiledWasm(entry: string, megabytes: number): Promise<WasmModule | null> {
  let module = compiled.get(megabytes);
  if (!module) {
    module = Promise.resolve(pgliteWasmWithSharedBuffers(entry, megabytes, webAssemblyOfThisThread()));
    module.catch(() => compiled.delete(megabytes));
    compiled.set(megabytes, module);
  }
  return module;
}

/**
 * PGlite in the API's own thread (PGLITE_THREAD=main; the API's default is worker): no hop per query, but its
 * WASM work holds the event loop (docs/platform.md, "PGlite in a worker thread").
 */
async function startPGliteHere(
  mod: ReturnType<typeof requirePGlite>,
  dataDir: string | null,
  megabytes: number,
): Promise<PGliteEngine> {
  const { PGlite } = mod;
  const wasmModule = await pgliteWasmWithSharedBuffers(mod.entry, megabytes, webAssemblyOf(PGlite));
  const options = { extensions: mod.extensions, ...(wasmModule ? { wasmModule } : {}) } as never;
  let pg;
  if (dataDir === null) {
    pg = new PGlite(options);
  } else {
    fs.mkdirSync(dataDir, { recursive: true });
    pg = new PGlite(dataDir, options);
  }
  await pg.waitReady;
  return inThreadEngine(pg, mod.types.parsers as never);
}

/** The WebAssembly global of the realm `fn` was made in (under jest, not this module's). */
function webAssemblyOf(fn: unknown): WasmCompiler {
  const RealmFunction = (fn as { constructor: FunctionConstructor }).constructor;
  return new RealmFunction('return WebAssembly')() as WasmCompiler;
}

/** Node's WebAssembly (under jest too: the module is cloned into the worker either way). */
function webAssemblyOfThisThread(): WasmCompiler {
  return (globalThis as unknown as { WebAssembly: WasmCompiler }).WebAssembly;
}

type PGliteModule = typeof import('@electric-sql/pglite');

/** PGlite's contrib extensions the migrations use (026: unaccent). */
export type PGliteExtensions = { unaccent: unknown };

/**
 * PGlite's WASM loader calls dynamic import(), which jest's VM cannot host (it needs
 * --experimental-vm-modules). Under jest we load it with node's own loader, outside the VM;
 * everywhere else it is a plain require. The extensions come with it: an extension's files are
 * in its bundle, not in the data directory, so every start names them again.
 */
export function requirePGlite(): PGliteModule & { entry: string; extensions: PGliteExtensions } {
  const entry = require.resolve('@electric-sql/pglite');
  const unaccentId = '@electric-sql/pglite/contrib/unaccent';
  if (!process.env.JEST_WORKER_ID) {
    const { unaccent } = require(unaccentId) as { unaccent: unknown };
    return { ...(require(entry) as PGliteModule), entry, extensions: { unaccent } };
  }
  const loader = NodeModule as unknown as {
    _load(request: string, parent: unknown, isMain: boolean): unknown;
    _nodeModulePaths(dir: string): string[];
  };
  const parent = { id: __filename, filename: __filename, paths: loader._nodeModulePaths(__dirname) };
  const { unaccent } = loader._load(unaccentId, parent, false) as { unaccent: unknown };
  return {
    ...(loader._load('@electric-sql/pglite', parent, false) as PGliteModule),
    entry,
    extensions: { unaccent },
  };
}

/** Round trip to the database, for /health. */
export async function pingDatabase(db: Kysely<DB>): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await sql`select 1`.execute(db);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch {
    return { ok: false, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  }
}

/** How long /health waits for its round trip before answering from what it knows. */
export const HEALTH_PING_WAIT_MS = 1000;

/**
 * /health's view of the database, answered within HEALTH_PING_WAIT_MS even when the server is
 * frozen: one round trip at a time (probes of a hung server do not pile up on the pool); one
 * still running after the wait counts as down, and so does the last one that failed.
 */
export function createDatabaseProbe(db: Kysely<DB>, waitMs = HEALTH_PING_WAIT_MS) {
  let running: Promise<{ ok: boolean; latencyMs: number }> | null = null;
  return async (): Promise<{ ok: boolean; latencyMs: number }> => {
    running ??= pingDatabase(db).finally(() => (running = null));
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<{ ok: boolean; latencyMs: number }>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, latencyMs: waitMs }), waitMs);
    });
    try {
      return await Promise.race([running, waited]);
    } finally {
      clearTimeout(timer);
    }
  };
}
