import { serverData, startServer, type ServerProcess } from './helpers/server-process';

// SIGTERM lets requests already in flight finish before the process exits:
// the real server (src/server.ts), on its own database (PGlite, or a PostgreSQL schema),
// under a burst of sign-ins (each costs one scrypt, so several are still running when the
// signal arrives).
test('SIGTERM answers every in-flight request, then exits 0', async () => {
  const data = await serverData('sigterm');
  // The request log tells the test when every request of the burst has reached the server.
  let received = 0;
  let onReceived = () => undefined as void;
  const allReceived = (n: number) =>
    new Promise<void>((resolve) => {
      onReceived = () => received >= n && resolve();
      onReceived();
    });
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      data,
      env: { LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000', RATE_LIMIT_PER_EMAIL: '1000' },
      onLine: (line) => {
        if (line.includes('"incoming request"') && line.includes('/api/v1/auth/login')) {
          received += 1;
          onReceived();
        }
      },
    });
    const BASE = server.base;
    const burst = Array.from({ length: 8 }, () =>
      fetch(`${BASE}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password 1' }),
      }).then((r) => r.status),
    );
    // Once the server has read all eight (several still hashing), the signal arrives. Waiting
    // for that, not a fixed pause, keeps a busy machine from turning it into a connect race.
    await allReceived(8);
    server.kill('SIGTERM');
    // Each request gets a real answer, never a reset connection: the ones already running
    // finish (401).
    const statuses = await Promise.all(burst);
    expect(statuses).toEqual(Array(8).fill(401));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // And the server no longer accepts new work.
    await expect(fetch(`${BASE}/health`)).rejects.toThrow();
  } finally {
    server?.kill('SIGKILL');
    await server?.exited;
    await data.remove();
  }
}, 90_000);
