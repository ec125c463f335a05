import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { WasmModule } from './buffers';

/**
 * What the dialect asks of the embedded engine. PGlite runs PostgreSQL's WASM build
 * synchronously in the thread that calls it, and its promises resolve as microtasks, so a
 * transaction of 5,000 statements never let the API's event loop run: every company's requests
 * waited for a whole CSV import (docs/platform.md, "PGlite in a worker thread"). The engine
 * therefore lives in a worker thread; the dialect sends it each batch of wire-protocol bytes
 * and gets back the rows, already parsed there.
 */
export interface PGliteEngine {
  /** Runs one batch of wire-protocol messages (ending with Sync). */
  batch(bytes: Uint8Array): Promise<BatchResult>;
  /** Runs a script of statements (simple protocol): the rows and count of the last. */
  exec(sqlText: string): Promise<{ rows: unknown[]; affectedRows: number }>;
  close(): Promise<void>;
}

export interface BatchResult {
  rows: Record<string, unknown>[];
  /** The count of the last command that is not a SET (INSERT 0 n, UPDATE n, …). */
  affected: number;
  /** The batch's Parse succeeded: the statement is now prepared under its name. */
  parsed: boolean;
  /** The database's error (code, detail, constraint…), as a plain object. */
  error?: DatabaseErrorFields;
}

export type DatabaseErrorFields = { message: string; code?: string } & Record<string, unknown>;

interface Field {
  name: string;
  dataTypeID: number;
}
type Message = { name: string; fields?: Array<Field | string | null>; text?: string };
type Parsers = Record<number, (text: string, oid: number) => unknown>;

/** A database error as an Error of this thread, with every field the engine gave it. */
export function databaseError(fields: DatabaseErrorFields): Error {
  return Object.assign(new Error(fields.message), fields);
}

function errorFields(err: unknown): DatabaseErrorFields {
  const e = err as Error & Record<string, unknown>;
  return { ...e, message: String(e?.message ?? err) };
}

/** Rows of a batch's messages, each value parsed by its type's parser. */
export function batchResult(messages: Message[], parsers: Parsers, defaults: Parsers): BatchResult {
  let names: string[] = [];
  let typeParsers: Array<((text: string, oid: number) => unknown) | undefined> = [];
  let oids: number[] = [];
  const rows: Record<string, unknown>[] = [];
  let affected = 0;
  let parsed = false;
  let error: DatabaseErrorFields | undefined;
  for (const m of messages) {
    if (m.name === 'rowDescription') {
      const fields = m.fields as Field[];
      names = fields.map((f) => f.name);
      oids = fields.map((f) => f.dataTypeID);
      typeParsers = oids.map((oid) => parsers[oid] ?? defaults[oid]);
    } else if (m.name === 'dataRow') {
      const values = m.fields as Array<string | null>;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) {
        const text = values[i] ?? null;
        const parse = typeParsers[i];
        row[names[i] as string] = text === null || !parse ? text : parse(text, oids[i] as number);
      }
      rows.push(row);
    } else if (m.name === 'commandComplete' && m.text !== 'SET') {
      const words = (m.text ?? '').split(' ');
      affected = Number(words[0] === 'INSERT' ? words[2] : words[1]) || 0;
    } else if (m.name === 'parseComplete') {
      parsed = true;
    } else if (m.name === 'error' && !error) {
      error = errorFields(m);
    }
  }
  return { rows, affected, parsed, ...(error ? { error } : {}) };
}

/** The engine in this thread (the worker's side, and where no worker is wanted). */
export function inThreadEngine(pg: PGlite, defaults: Parsers): PGliteEngine {
  const own = (pg as unknown as { parsers: Parsers }).parsers;
  return {
    async batch(bytes) {
      // syncToFs is a no-op for the node and memory file systems this API uses.
      const { messages } = (await pg.execProtocol(bytes, {
        syncToFs: false,
        throwOnError: false,
      })) as unknown as { messages: Message[] };
      return batchResult(messages, own, defaults);
    },
    async exec(sqlText) {
      const results = await pg.exec(sqlText);
      const last = results[results.length - 1];
      return { rows: last?.rows ?? [], affectedRows: last?.affectedRows ?? 0 };
    },
    close: () => pg.close(),
  };
}

export interface WorkerOptions {
  /** The data directory; null: in memory (tests). */
  dataDir: string | null;
  /** PGlite's binary compiled with our shared_buffers (pglite-buffers.ts); null: its own. */
  wasmModule: WasmModule | null;
}

type Request = { id: number; op: 'batch'; bytes: Uint8Array } | { id: number; op: 'exec'; sql: string };
export type WorkerRequest = Request | { id: number; op: 'close' };
export type WorkerReply =
  | { ready: true }
  | { failed: DatabaseErrorFields }
  | { id: number; result: unknown }
  | { id: number; error: DatabaseErrorFields };

/**
 * The worker's script: the compiled one next to this file, or under tsx and jest (sources in
 * TypeScript) the .ts one through tsx's CommonJS hook.
 */
function spawnWorker(options: WorkerOptions): Worker {
  const compiled = path.join(__dirname, 'worker.js');
  if (fs.existsSync(compiled)) return new Worker(compiled, { workerData: options });
  const source = path.join(__dirname, 'worker.ts');
  const tsx = require.resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`, {
    eval: true,
    workerData: options,
  });
}

/**
 * PGlite in a worker thread. The engine is returned at once, as PGlite's own constructor does;
 * its first query waits until the database is open (the dialect's init), and fails if it cannot.
 */
export function startPGliteWorker(options: WorkerOptions): PGliteEngine {
  const worker = spawnWorker(options);
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let next = 0;
  let stopped: Error | null = null;
  let closing: Promise<void> | null = null;
  let markReady!: () => void;
  let failStart!: (err: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failStart = reject;
  });
  ready.catch(() => undefined);

  // The thread keeps the process alive only while a query waits for it: a script that forgot
  // to close its database still ends, and one awaiting a query does not end under it.
  const settle = () => {
    if (pending.size === 0) worker.unref();
  };
  const stop = (err: Error) => {
    stopped ??= err;
    for (const p of pending.values()) p.reject(stopped);
    pending.clear();
  };

  worker.on('message', (reply: WorkerReply) => {
    if ('ready' in reply) {
      settle();
      markReady();
    } else if ('failed' in reply) {
      failStart(databaseError(reply.failed));
      stop(databaseError(reply.failed));
      void worker.terminate();
    } else {
      const p = pending.get(reply.id);
      pending.delete(reply.id);
      if ('error' in reply) p?.reject(databaseError(reply.error));
      else p?.resolve(reply.result);
      settle();
    }
  });
  worker.on('error', (err) => {
    failStart(err);
    stop(new Error(`the database thread failed: ${err.message}`));
  });
  worker.on('exit', (code) => {
    failStart(new Error(`the database thread exited (${code}) before it was ready`));
    stop(new Error('the database is closed'));
  });

  const call = async <T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> => {
    await ready;
    if (stopped) throw stopped;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(request.id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage(request, transfer);
    });
  };

  return {
    batch(bytes) {
      // Handed over, not copied (the dialect made these bytes for this one batch).
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const sent = own ? bytes : bytes.slice();
      return call({ id: ++next, op: 'batch', bytes: sent }, [sent.buffer as ArrayBuffer]);
    },
    exec(sqlText) {
      return call({ id: ++next, op: 'exec', sql: sqlText });
    },
    close() {
      closing ??= (async () => {
        // The worker closes PGlite (its last writes reach the files) before it is ended.
        const opened = await ready.then(
          () => true,
          () => false,
        );
        if (opened && !stopped) {
          await new Promise<void>((resolve) => {
            const id = ++next;
            worker.ref();
            pending.set(id, { resolve: () => resolve(), reject: () => resolve() });
            worker.postMessage({ id, op: 'close' } satisfies WorkerRequest);
          });
        }
        stop(new Error('the database is closed'));
        await worker.terminate();
      })();
      return closing;
    },
  };
}
