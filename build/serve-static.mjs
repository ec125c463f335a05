#!/usr/bin/env node
// Serves one app's production build (host or remote) the way a CDN in front of it would:
// SPA fallback, long-lived hashed assets, never-cached entry files, precompressed brotli and gzip,
// CORS for the other origins, /config.js from the environment, and /api proxied to the API.
import http from 'node:http';
import proxyaddr from '@fastify/proxy-addr';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    // Serve this file as /remotes.json instead of the build's own (a second stack on other ports).
    'remotes-json': { type: 'string' },
  },
});
const root = path.resolve(values.dir);
const port = Number(values.port);
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:4000');
const trusted = trustOf(process.env.STATIC_TRUST_PROXY);

/**
 * Which hops in front of this server may say who the client is (STATIC_TRUST_PROXY, read as the
 * API reads TRUST_PROXY): unset or false, none (this server is the edge); true, every hop; a
 * hop count; or addresses/CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal).
 */
function trustOf(value) {
  if (value === undefined || value === '' || value === 'false') return () => false;
  if (value === 'true') return () => true;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return proxyaddr.compile(value.split(',').map((v) => v.trim()));
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
// Files whose name does not change between builds: a browser must always ask again.
const NEVER_CACHE = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  // A remote's entry under its fixed name (a build from before the name carried its content
  // hash); the hashed remoteEntry.[contenthash:8].js is immutable like any chunk.
  'remoteEntry.js',
  // A remote's own page loads the federation runtime under this fixed name (build/webpack.app.js).
  'federation-runtime.js',
  'config.js',
  // The service worker and the app manifest: a new deployment must reach every browser.
  'sw.js',
  'manifest.webmanifest',
]);

function runtimeConfig() {
  const config = {
    apiBaseUrl: process.env.PUBLIC_API_BASE_URL ?? '/api/v1',
    lockAfterMinutes: Number(process.env.LOCK_AFTER_MINUTES ?? 15),
    // Billing's card field: Stripe's CardElement with this key, the sandbox card form without.
    ...(process.env.STRIPE_PUBLISHABLE_KEY
      ? { stripePublishableKey: process.env.STRIPE_PUBLISHABLE_KEY }
      : {}),
  };
  return `window.__PHONESHEET_CONFIG__ = ${JSON.stringify(config)};\n`;
}

/**
 * The client as the API should see it. The API trusts forwarding headers from this server
 * (TRUST_PROXY, loopback by default), so they are set here from what this server knows, never
 * passed on from the client: X-Forwarded-For is one address, the client's (the peer's own
 * address, or the one a trusted hop in front of it named); the scheme and host are the peer's
 * request's, or a trusted hop's.
 */
function forwardingHeaders(req) {
  const peerTrusted = trusted(req.socket.remoteAddress ?? '', 0);
  // The trusted hop's own value is the last (as the API reads them).
  const last = (name) =>
    String(req.headers[name] ?? '')
      .split(',')
      .pop()
      .trim();
  return {
    'x-forwarded-for': proxyaddr(req, trusted),
    'x-forwarded-proto': (peerTrusted && last('x-forwarded-proto')) || 'http',
    'x-forwarded-host': (peerTrusted && last('x-forwarded-host')) || req.headers.host || '',
  };
}

function proxy(req, res) {
  const headers = { ...req.headers, host: apiUrl.host, ...forwardingHeaders(req) };
  // RFC 7239's header and X-Real-IP are not read by the API; a client's copy does not travel on.
  delete headers.forwarded;
  delete headers['x-real-ip'];
  const upstream = http.request(
    { hostname: apiUrl.hostname, port: apiUrl.port, path: req.url, method: req.method, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ msg: 'The API is not reachable' }));
  });
  req.pipe(upstream);
}

function send(req, res, file) {
  const name = path.basename(file);
  const ext = path.extname(file);
  const headers = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    'cache-control': NEVER_CACHE.has(name) ? 'no-store' : 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
  };
  if (ext === '.html') {
    headers['x-frame-options'] = 'DENY';
    headers['referrer-policy'] = 'strict-origin-when-cross-origin';
  }
  // The build's precompressed copy the browser accepts: brotli first (smaller), then gzip.
  let body = file;
  const accepted = req.headers['accept-encoding'] ?? '';
  for (const [token, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (new RegExp(`\\b${token}\\b`).test(accepted) && fs.existsSync(`${file}${suffix}`)) {
      body = `${file}${suffix}`;
      headers['content-encoding'] = token;
      break;
    }
  }
  headers['content-length'] = fs.statSync(body).size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(body).pipe(res);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/')) return proxy(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405);
    return res.end();
  }
  if (url.pathname === '/config.js') {
    res.writeHead(200, { 'content-type': TYPES['.js'], 'cache-control': 'no-store' });
    return res.end(runtimeConfig());
  }
  if (url.pathname === '/remotes.json' && values['remotes-json'])
    return send(req, res, path.resolve(values['remotes-json']));
  const wanted = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
  if (!wanted.startsWith(root)) {
    res.writeHead(400);
    return res.end();
  }
  if (fs.existsSync(wanted) && fs.statSync(wanted).isFile()) return send(req, res, wanted);
  // Paths with an extension are files that do not exist; the rest are client-side routes.
  if (path.extname(url.pathname)) {
    res.writeHead(404, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
    return res.end('Not found');
  }
  return send(req, res, path.join(root, 'index.html'));
});

server.listen(port, values.host, () => {
  console.log(`serving ${path.relative(process.cwd(), root) || '.'} on http://${values.host}:${port}`);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
