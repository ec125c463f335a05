#!/usr/bin/env node
// Serves one app's production build (host or remote) the way a CDN in front of it would:
// SPA fallback, long-lived hashed assets, never-cached entry files, precompressed brotli and gzip,
// CORS for the other origins, /config.js from the environment, and /api proxied to the API.
// Every answer carries the security headers of build/security-headers.mjs; index.html gets a
// Content-Security-Policy with a nonce of its own, templated into the page per answer.
import http from 'node:http';
import proxyaddr from '@fastify/proxy-addr';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import {
  NONCE_PLACEHOLDER,
  commonHeaders,
  contentSecurityPolicy,
  newNonce,
  remoteOrigins,
} from './security-headers.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    // Serve this file as /remotes.json instead of the build's own (a second stack on other ports).
    'remotes-json': { type: 'string' },
    // A remote's published versions (scripts/remotes/store.mjs), served at /versions/<version>/.
    versions: { type: 'string' },
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

/** The remotes.json this server answers (the host's; a remote's build has none). */
function remotesJsonFile() {
  return values['remotes-json'] ? path.resolve(values['remotes-json']) : path.join(root, 'remotes.json');
}

/**
 * The CSP of an HTML answer. remotes.json is read at each answer: a deployment may change it
 * (a remote moved to another origin) without restarting this server.
 */
function pagePolicy(nonce) {
  let remotes = [];
  try {
    remotes = remoteOrigins(fs.readFileSync(remotesJsonFile(), 'utf8'));
  } catch {
    // no remotes.json: a remote's own page loads nothing from another origin
  }
  return contentSecurityPolicy({
    nonce,
    remotes,
    apiBaseUrl: process.env.PUBLIC_API_BASE_URL ?? '/api/v1',
    stripe: Boolean(process.env.STRIPE_PUBLISHABLE_KEY),
  });
}

function proxy(req, res) {
  const headers = { ...req.headers, host: apiUrl.host, ...forwardingHeaders(req) };
  // RFC 7239's header and X-Real-IP are not read by the API; a client's copy does not travel on.
  delete headers.forwarded;
  delete headers['x-real-ip'];
  const upstream = http.request(
    { hostname: apiUrl.hostname, port: apiUrl.port, path: req.url, method: req.method, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...commonHeaders(req), ...answer.headers });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { ...commonHeaders(req), 'content-type': 'application/json' });
    res.end(JSON.stringify({ msg: 'The API is not reachable' }));
  });
  req.pipe(upstream);
}

/** `immutable`: a file of a published version, which never changes (its manifest included). */
function send(req, res, file, { immutable = false } = {}) {
  const name = path.basename(file);
  const ext = path.extname(file);
  const headers = {
    ...commonHeaders(req),
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'access-control-allow-origin': '*',
    'cache-control': NEVER_CACHE.has(name) && !immutable ? 'no-store' : 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
  };
  if (ext === '.html') return sendPage(req, res, file, headers);
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

/**
 * An HTML page with a nonce of its own in its CSP and in its markup (build/index.html), so it is
 * templated and compressed per answer instead of sent from the build's precompressed copies
 * (≈ 2 KB: brotli at quality 5 takes well under a millisecond).
 */
function sendPage(req, res, file, headers) {
  const nonce = newNonce();
  headers['content-security-policy'] = pagePolicy(nonce);
  headers['x-frame-options'] = 'DENY';
  headers['referrer-policy'] = 'strict-origin-when-cross-origin';
  let body = Buffer.from(fs.readFileSync(file, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce));
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    headers['content-encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepted)) {
    body = zlib.gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function notFound(req, res) {
  res.writeHead(404, {
    ...commonHeaders(req),
    'content-type': 'text/plain; charset=utf-8',
    'access-control-allow-origin': '*',
  });
  res.end('Not found');
}

/** A file of a published version: /versions/<version>/<file>, never a page (no SPA fallback). */
function sendVersion(req, res, pathname) {
  const versions = path.resolve(values.versions);
  const wanted = path.normalize(path.join(versions, decodeURIComponent(pathname.slice('/versions'.length))));
  const inside = path.relative(versions, wanted);
  // Only files inside a version's folder: nothing above the store, nothing beside the versions.
  if (
    inside.startsWith('..') ||
    !inside.includes(path.sep) ||
    !fs.existsSync(wanted) ||
    !fs.statSync(wanted).isFile()
  )
    return notFound(req, res);
  return send(req, res, wanted, { immutable: true });
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/')) return proxy(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...commonHeaders(req),
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
    });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...commonHeaders(req), allow: 'GET, HEAD, OPTIONS' });
    return res.end();
  }
  if (url.pathname === '/config.js') {
    res.writeHead(200, { ...commonHeaders(req), 'content-type': TYPES['.js'], 'cache-control': 'no-store' });
    return res.end(runtimeConfig());
  }
  if (url.pathname === '/remotes.json' && values['remotes-json'])
    return send(req, res, path.resolve(values['remotes-json']));
  if (url.pathname.startsWith('/versions/') && values.versions) return sendVersion(req, res, url.pathname);
  const wanted = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
  if (!wanted.startsWith(root)) {
    res.writeHead(400, commonHeaders(req));
    return res.end();
  }
  if (fs.existsSync(wanted) && fs.statSync(wanted).isFile()) return send(req, res, wanted);
  // Paths with an extension are files that do not exist; the rest are client-side routes.
  if (path.extname(url.pathname)) {
    res.writeHead(404, {
      ...commonHeaders(req),
      'content-type': 'text/plain; charset=utf-8',
      'access-control-allow-origin': '*',
    });
    return res.end('Not found');
  }
  return send(req, res, path.join(root, 'index.html'));
});

server.listen(port, values.host, () => {
  // The port it got (--port 0: any free one, as the unit test asks).
  const actual = server.address().port;
  console.log(`serving ${path.relative(process.cwd(), root) || '.'} on http://${values.host}:${actual}`);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
