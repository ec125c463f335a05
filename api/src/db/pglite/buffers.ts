import fs from 'node:fs';
import path from 'node:path';

/** A compiled WASM module and its compiler (the API's TypeScript lib has no WebAssembly types). */
export type WasmModule = object;
export interface WasmCompiler {
  compile(bytes: Uint8Array): Promise<WasmModule>;
}

const DEFAULT_ARGUMENT = 'shared_buffers=128MB';

/**
 * Ours, unless PGLITE_SHARED_BUFFERS_MB says otherwise. On the 1M-call benchmark database it
 * keeps the API below 200 MB; only deep filtered history pages sorted by name read more pages
 * than fit, and are ≈ 3× slower (docs/performance.md, "PGlite's memory").
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;
/** The literal has room for three digits. */
export const MAX_PGLITE_SHARED_BUFFERS_MB = 999;

/** A size PGlite cannot be given is refused before its thread starts. */
export function checkSharedBuffersMb(megabytes: number): void {
  if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > MAX_PGLITE_SHARED_BUFFERS_MB) {
    throw new RangeError(`shared_buffers must be 1–${MAX_PGLITE_SHARED_BUFFERS_MB} MB (got ${megabytes})`);
  }
}

/**
 * PGlite 0.3 starts PostgreSQL with `shared_buffers=128MB` written into its WASM binary (the
 * data directory's postgresql.conf and ALTER SYSTEM are not read: pg_settings says "command
 * line"), and the engine allocates those buffers when it opens, so every API process on PGlite
 * held ≈ 120 MB more than its data needs. This compiles PGlite's own binary with that one
 * start-up argument replaced. shared_buffers may change between starts of a PostgreSQL data
 * directory, so nothing on disk depends on it. `null`: use PGlite's binary as it is (128 MB
 * asked for, or a PGlite upgrade moved the literal: then PGlite's own default applies).
 */
export function pgliteWasmWithSharedBuffers(
  pgliteEntry: string,
  megabytes: number,
  /** The WebAssembly of PGlite's own realm: it checks `instanceof WebAssembly.Module`. */
  webAssembly: WasmCompiler,
): Promise<WasmModule> | null {
  checkSharedBuffersMb(megabytes);
  if (megabytes === 128) return null;
  const binary = fs.readFileSync(path.join(path.dirname(pgliteEntry), 'pglite.wasm'));
  // The literal is a NUL-terminated C string; the new one (never longer) is padded with NULs.
  const literal = Buffer.from(`${DEFAULT_ARGUMENT}\0`);
  const at = binary.indexOf(literal);
  if (at < 0 || binary.indexOf(literal, at + 1) >= 0) return null;
  const replacement = Buffer.alloc(literal.length);
  replacement.write(`shared_buffers=${megabytes}MB`);
  replacement.copy(binary, at);
  return webAssembly.compile(binary);
}
