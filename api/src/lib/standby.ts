import http from 'node:http';
import { ACCOUNT_MESSAGES as M } from '@phonesheet/shared/contracts';
import type { AppConfig } from '../config';
import { RETRY_AFTER_SECONDS } from '../db/unavailable';

// The instance's port from the moment it starts (issue 44): while the database cannot be
// reached at start, the app waits for it (plugins/app/db.ts), and this answers every request
// in the meantime: /health 503 `starting`, anything else 503 with Retry-After, so a balancer
// and a client see an instance that is coming, not a refused connection nor an exit. Once the
// app is ready, the same server hands each request to fastify (serverFactory in server.ts).

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

export type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * An HTTP server whose request handler can be swapped: the starting answer first, then
 * fastify's. Fastify gets it through `serverFactory` and applies its timeouts to it.
 */
export function switchableServer(config: Pick<AppConfig, 'databaseUrl'>) {
  let handler: RequestHandler = startingHandler(config.databaseUrl ? 'postgres' : 'pglite');
  let fastifyHandler: RequestHandler | null = null;
  const server = http.createServer((req, res) => handler(req, res));
  return {
    server,
    /** buildApp's serverFactory: fastify's handler, kept until `activate`, and its timeouts. */
    factory: (onRequest: RequestHandler, options: { keepAliveTimeout?: number; requestTimeout?: number }) => {
      fastifyHandler = onRequest;
      if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout) server.requestTimeout = options.requestTimeout;
      return server;
    },
    /** The app is ready: fastify answers every request from now on. */
    activate() {
      if (!fastifyHandler) throw new Error('the app was not built on this server');
      handler = fastifyHandler;
    },
  };
}
