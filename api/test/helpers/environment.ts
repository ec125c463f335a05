import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PGLITE_SHARED_BUFFERS_MB,
  pgliteWasmWithSharedBuffers,
  type WasmCompiler,
} from '../../src/db/pglite/buffers';

// The API suite's jest environment: node's, plus PGlite's binary compiled once per jest process
// and kept. V8 shares compiled WebAssembly between modules of the same bytes while one of them
// lives, so each test file's database reuses the optimised code the earlier files' work made
// instead of compiling it again (≈ 3.7 s of CPU per file that opens PGlite). Nothing else
// changes: every file still compiles, instantiates and opens its own database.

// The environment jest itself uses for 'node' (a dependency of jest, not of this package).
type EnvironmentClass = new (...args: never[]) => { setup(): Promise<void> };
const NodeEnvironment = require(
  require.resolve('jest-environment-node', { paths: [require.resolve('jest')] }),
).TestEnvironment as EnvironmentClass;

/** This jest process's compiled binary (kept alive for the process: never collected). */
let kept: Promise<unknown> | null = null;

function keepPGliteBinary(): Promise<unknown> {
  const entry = require.resolve('@electric-sql/pglite', { paths: [path.join(__dirname, '..', '..')] });
  if (!fs.existsSync(path.join(path.dirname(entry), 'pglite.wasm'))) return Promise.resolve(null);
  // The bytes the API compiles by default (db/pglite/buffers.ts), so V8 finds them the same.
  const { WebAssembly } = globalThis as unknown as { WebAssembly: WasmCompiler };
  return (
    pgliteWasmWithSharedBuffers(entry, DEFAULT_PGLITE_SHARED_BUFFERS_MB, WebAssembly) ?? Promise.resolve(null)
  );
}

export default class ApiEnvironment extends NodeEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    kept ??= keepPGliteBinary().catch(() => null);
    await kept;
  }
}
