import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DIALECT, TEST_DATABASE_URL } from './helpers/test-app';

// A clean restart (issue 27), on the real server (src/server.ts) in its own process: on SIGTERM
// the port refuses new connections at once, open event streams get stream.closed "restart" and
// end, requests in flight are answered (Connection: close), idle keep-alive connections close
// without a reset, and the process exits 0 within 3 s.
let PORT = 0;
let BASE = '';
jest.setTimeout(120_000);

/** A port nothing listens on now (another test's server on a guessed one would answer for it). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function waitUp(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function json(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

async function signedIn(): Promise<string> {
  const email = `sigterm.${Date.now()}@example.com`;
  const password = 'correct horse';
  await json('POST', '/auth/registerAdmin', {
    firstName: 'Sig',
    lastName: 'Term',
    email,
    password,
    confirmPassword: password,
    companyName: 'Restart Co',
  });
  for (let i = 0; i < 100; i++) {
    const mail = (await json('GET', '/dev/mailbox')).body.data.find((m: { to: string }) => m.to === email);
    if (mail) {
      await json('POST', '/auth/verifyCode', { email, code: /\b(\d{6})\b/.exec(mail.text)![1] });
      return (await json('POST', '/auth/login', { email, password })).body.data.accessToken as string;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no code mailed');
}

/** An open event stream: everything it received, and when it ended (and how). */
async function stream(token: string) {
  const { ticket } = (await json('POST', '/auth/urlTicket', { path: 'events' }, token)).body.data;
  return new Promise<{ text: () => string; ended: Promise<string> }>((resolve, reject) => {
    let text = '';
    let end!: (how: string) => void;
    const ended = new Promise<string>((r) => (end = r));
    http
      .get(`${BASE}/events?ticket=${encodeURIComponent(ticket)}`, { agent: false }, (res) => {
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => end('end'));
        res.on('error', (e) => end((e as NodeJS.ErrnoException).code ?? 'error'));
        resolve({ text: () => text, ended });
      })
      .on('error', reject);
  });
}

/** Whether a new TCP connection to the port is refused. */
const refused = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(false)));
    socket.on('error', (e) => resolve((e as NodeJS.ErrnoException).code === 'ECONNREFUSED'));
  });

test(`SIGTERM with streams open: a last event, answered requests, no resets, exit within 3 s (${DIALECT})`, async () => {
  PORT = await freePort();
  BASE = `http://127.0.0.1:${PORT}/api/v1`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-restart-'));
  let databaseUrl = '';
  const schema = `sigterm_${Date.now()}`;
  if (TEST_DATABASE_URL) {
    const c = new Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_PER_EMAIL: '1000',
    },
    stdio: ['ignore', 'pipe', process.env.SHUTDOWN_TEST_STDERR ? 'inherit' : 'ignore'],
  });
  // The request log tells when the slow requests have reached the server.
  let logins = 0;
  let onLogin = () => undefined as void;
  let buffered = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines)
      if (line.includes('"incoming request"') && line.includes('/api/v1/auth/login')) {
        logins += 1;
        onLogin();
      }
  });
  let exitedAt = 0;
  const exited = new Promise<number | null>((resolve) =>
    server.once('exit', (code) => {
      exitedAt = Date.now();
      resolve(code);
    }),
  );
  try {
    await waitUp(Date.now() + 90_000);
    const token = await signedIn();
    const streams = [await stream(token), await stream(token)];

    // A keep-alive client with one connection left idle after its answer.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const socketErrors: string[] = [];
    const idleClosed = new Promise<void>((resolve) => {
      http
        .get(`${BASE}/health`, { agent }, (res) => {
          res.resume();
          res.socket.on('close', () => resolve());
        })
        .on('socket', (s) =>
          s.on('error', (e) => socketErrors.push((e as NodeJS.ErrnoException).code ?? 'error')),
        );
    });
    await new Promise((r) => setTimeout(r, 200));

    // Slow requests in flight on keep-alive connections (each login costs one scrypt).
    const before = logins;
    const inFlight = Array.from(
      { length: 4 },
      () =>
        new Promise<{ status: number; connection?: string }>((resolve, reject) => {
          const req = http.request(
            `${BASE}/auth/login`,
            { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
            (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
              );
            },
          );
          req.on('error', (e) => {
            socketErrors.push((e as NodeJS.ErrnoException).code ?? 'error');
            reject(e);
          });
          req.end(JSON.stringify({ email: 'nobody@example.com', password: 'wrong password 1' }));
        }),
    );
    await new Promise<void>((resolve) => {
      onLogin = () => logins - before >= 4 && resolve();
      onLogin();
    });

    const signalled = Date.now();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    // New connections are refused at once, while the requests in flight are still answered.
    expect(await refused()).toBe(true);

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    // Those answered after the signal say so: their connections end, with no idle wait. (One
    // may have been answered just before the signal arrived.)
    expect(answers.filter((a) => a.connection === 'close').length).toBeGreaterThan(0);
    for (const s of streams) {
      expect(await s.ended).toBe('end');
      expect(s.text()).toMatch(/event: stream\.closed\ndata: \{"reason":"restart"\}\n\n$/);
    }
    await idleClosed;
    expect(socketErrors).toEqual([]);

    expect(await exited).toBe(0);
    expect(exitedAt - signalled).toBeLessThan(3000);
    agent.destroy();
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (TEST_DATABASE_URL) {
      const c = new Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    }
  }
});
