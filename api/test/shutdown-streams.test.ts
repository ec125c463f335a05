import http from 'node:http';
import net from 'node:net';
import { DIALECT } from './helpers/test-app';
import { request, serverData, signUp, startServer, type ServerProcess } from './helpers/server-process';

// A clean restart (issue 27), on the real server (src/server.ts) in its own process: on SIGTERM
// the port refuses new connections at once, open event streams get stream.closed "restart" and
// end, requests in flight are answered (Connection: close), idle keep-alive connections close
// without a reset, and the process exits 0 within 3 s.
let PORT = 0;
let BASE = '';
jest.setTimeout(120_000);

const json = (method: string, url: string, body?: unknown, token?: string) =>
  request(BASE, method, url, body, token);

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
  const data = await serverData('sigterm');
  // The request log tells when the slow requests have reached the server.
  let logins = 0;
  let onLogin = () => undefined as void;
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      data,
      env: { LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000', RATE_LIMIT_PER_EMAIL: '1000' },
      onLine: (line) => {
        if (line.includes('"incoming request"') && line.includes('/api/v1/auth/login')) {
          logins += 1;
          onLogin();
        }
      },
    });
    PORT = server.port;
    BASE = server.base;
    let exitedAt = 0;
    const exited = server.exited.then(({ code }) => {
      exitedAt = Date.now();
      return code;
    });
    const token = await signUp(BASE, 'Restart Co');
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
    server?.kill('SIGKILL');
    await server?.exited;
    await data.remove();
  }
});
