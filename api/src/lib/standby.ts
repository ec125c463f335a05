import http from 'node:http';
import { ACCOUNT_MESSAGES as M } from '@phonesheet/shared/contracts';
import type { AppConfig } from '../config';
import { RETRY_AFTER_SECONDS } from '../db/unavailable';

// The instance's port from the moment it starts (issue 44): while the database cannot be
// reached at start, the app waits for it (plugins/app/db.ts), and this answers every request
// in the meantime: /health 503 `starting`, anything else 503 with Retry-After, so a balancer
// and a client see an instance that is coming, not a refused connection nor an exit. Once the
// app is ready this server closes and the app listens on the port (server.ts): between the two,
// a few milliseconds, a new connection is refused.

const json = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
};

/** The answer of an instance that is not ready yet. */
export function startingHandler(dialect: 'pglite' | 'postgres') {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    req.resume();
    const path = (req.url ?? '').split('?')[0];
    if (path === '/api/v1/health')
      return json(res, 503, {
        data: { status: 'starting', database: { dialect, ok: false, latencyMs: 0 }, liveEvents: false },
      });
    return json(res, 503, { msg: M.unavailable }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  };
}

/** An HTTP server giving the starting answer to every request, until the app takes the port. */
export function standbyServer(config: Pick<AppConfig, 'databaseUrl'>) {
  const server = http.createServer(startingHandler(config.databaseUrl ? 'postgres' : 'pglite'));
  return {
    listen: (port: number, host: string) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port, host }, resolve);
      }),
    /** Frees the port for the app: keep-alive connections (a probe's) end too. */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
