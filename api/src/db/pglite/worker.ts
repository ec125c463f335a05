// The database thread (pglite-engine.ts starts it): PGlite and its WASM engine, and the
// parsing of every result, away from the thread that serves HTTP.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import {
  inThreadEngine,
  type PGliteEngine,
  type WorkerOptions,
  type WorkerReply,
  type WorkerRequest,
} from './engine';

type PGliteModule = typeof import('@electric-sql/pglite');

const port = parentPort;
if (!port) throw new Error('pglite-worker runs in a worker thread');
const options = workerData as WorkerOptions;
const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const fields = (err: unknown) => {
  const e = err as Error & Record<string, unknown>;
  return { ...e, message: String(e?.message ?? err) };
};

async function open(): Promise<PGliteEngine> {
  const entry = require.resolve('@electric-sql/pglite');
  const mod = require(entry) as PGliteModule;
  // The contrib extensions the migrations use (database.ts, requirePGlite).
  const { unaccent } = require('@electric-sql/pglite/contrib/unaccent') as { unaccent: unknown };
  const pgOptions = {
    extensions: { unaccent },
    ...(options.wasmModule ? { wasmModule: options.wasmModule } : {}),
  };
  let pg;
  if (options.dataDir === null) {
    pg = new mod.PGlite(pgOptions as never);
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    pg = new mod.PGlite(path.resolve(options.dataDir), pgOptions as never);
  }
  await pg.waitReady;
  return inThreadEngine(pg, mod.types.parsers as never);
}

// One request at a time, in the order sent (the dialect's lock already orders transactions).
let queue: Promise<unknown> = Promise.resolve();
open().then(
  (engine) => {
    port.on('message', (request: WorkerRequest) => {
      queue = queue.then(async () => {
        try {
          if (request.op === 'batch') reply({ id: request.id, result: await engine.batch(request.bytes) });
          else if (request.op === 'exec') reply({ id: request.id, result: await engine.exec(request.sql) });
          else {
            await engine.close();
            reply({ id: request.id, result: null });
            port.close();
          }
        } catch (err) {
          reply({ id: request.id, error: fields(err) });
        }
      });
    });
    reply({ ready: true });
  },
  (err) => reply({ failed: fields(err) }),
);
