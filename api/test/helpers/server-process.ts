import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { signUp as signUpAdmin } from '../../../scripts/testkit/sign-up.cjs';
import { TEST_DATABASE_URL } from './test-app';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// The real server (src/server.ts) in a process of its own, for tests that signal or kill it
// (shutdown, crash safety): one process (tsx as a loader, not a wrapper), so a signal reaches
// the server itself.

/**
 * A port nothing listens on now. `TEST_SERVER_PORTS=4180-4189` keeps the spawned servers in a
 * range of their own (a machine shared with other runs); otherwise the system picks one.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_SERVER_PORTS ?? '');
  const probe = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address() as net.AddressInfo;
        server.close(() => resolve(got));
      });
    });
  if (!range) return (await probe(0)) as number;
  const [from, to] = [Number(range[1]), Number(range[2])];
  const first = from + Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i++) {
    const port = await probe(from + ((first - from + i) % (to - from + 1)));
    if (port) return port;
  }
  throw new Error(`no free port in ${range[0]}`);
}

/**
 * The data a server process runs on, kept across its restarts: a PGlite directory, and on
 * TEST_DATABASE_URL a schema of its own (parallel suites never share tables).
 */
export interface ServerData {
  dataDir: string;
  /** '' for PGlite (DATA_DIR/pglite), else the server with search_path set to the schema. */
  databaseUrl: string;
  schema: string | null;
  /** Runs SQL on the schema (PostgreSQL only; a PGlite directory belongs to its server). */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  remove(): Promise<void>;
}

/**
 * serverData on PostgreSQL, reached through a TCP proxy the test cuts, stalls and restores:
 * `proxied` is the data to start the server on, `data` the same database reached directly.
 */
export async function serverDataBehindProxy(
  prefix: string,
): Promise<{ data: ServerData; proxied: ServerData; proxy: TcpProxy }> {
  const data = await serverData(prefix);
  const target = new URL(data.databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(data.databaseUrl);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  return { data, proxied: { ...data, databaseUrl: viaProxy.toString() }, proxy };
}

export async function serverData(prefix: string): Promise<ServerData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `phonesheet-${prefix}-`));
  const schema = TEST_DATABASE_URL ? `${prefix.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}` : null;
  const onServer = async <T>(text: string, values?: unknown[]) => {
    const c = new Client({
      connectionString: TEST_DATABASE_URL,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    await c.connect();
    try {
      return (await c.query(text, values as never[])).rows as T[];
    } finally {
      await c.end();
    }
  };
  let databaseUrl = '';
  if (TEST_DATABASE_URL && schema) {
    await onServer(`create schema ${schema}`);
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    schema,
    async query(text, values) {
      if (!schema) throw new Error('SQL from the test runs on PostgreSQL only');
      return onServer(text, values);
    },
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (schema) await onServer(`drop schema ${schema} cascade`);
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port>/api/v1 */
  base: string;
  /** The exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal unless the process has already ended. */
  kill(signal: NodeJS.Signals): void;
}

export interface ServerOptions {
  data: Pick<ServerData, 'dataDir' | 'databaseUrl'>;
  port?: number;
  /** More environment (LOG_LEVEL, PGLITE_THREAD...). */
  env?: Record<string, string>;
  /** Each line the server logs on stdout (with LOG_LEVEL=info, one per request). */
  onLine?: (line: string) => void;
  /** How long start-up may take (tsx compiling, PGlite's WASM, migrations) on a busy machine. */
  startMs?: number;
}

/** Starts src/server.ts and resolves once /health answers 200; a server that dies first throws. */
export async function startServer({
  data,
  port,
  env = {},
  onLine,
  startMs = 90_000,
}: ServerOptions): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const base = `http://127.0.0.1:${p}/api/v1`;
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(__dirname, '..', '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(p),
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl,
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_PER_EMAIL: '1000',
      PASSWORD_SCRYPT_LOG_N: '14',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  // The server logs to stdout (pino): its last lines say why it stopped at start (a port
  // taken meanwhile by another process of a shared machine, say) when stderr is empty.
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-2000);
    if (!onLine) return;
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  // The last of it says why a server did not start (kept short: a server may log a lot);
  // TEST_SERVER_STDERR=1 shows all of it.
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (process.env.TEST_SERVER_STDERR) process.stderr.write(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    port: p,
    base,
    exited,
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
  let ended = false;
  void exited.then(() => (ended = true));
  for (const deadline = Date.now() + startMs; Date.now() < deadline && !ended;) {
    try {
      if ((await fetch(`${base}/health`)).ok) return server;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Read before the kill: once it has ended, `ended` is true whichever way it went.
  const how = ended
    ? ` (it exited: code ${child.exitCode}, signal ${child.signalCode})`
    : ` in ${Math.round(startMs / 1000)} s (killed)`;
  server.kill('SIGKILL');
  await exited;
  throw new Error(`server did not start${how}:\n${stderr}${stdout ? `\nstdout: ${stdout}` : ''}`);
}

/** A JSON request to a server process: status and parsed body. */
export async function request(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Registers an admin with a company of its own, verifies with the mailed code, signs in: the token. */
export async function signUp(base: string, companyName: string): Promise<string> {
  const email = `${companyName.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(3).toString('hex')}@example.com`;
  return (await signUpAdmin({ api: base, email, password: 'correct horse', companyName })).token;
}
