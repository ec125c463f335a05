// The static servers' security headers (docs/security.md, "Headers and the
// Content-Security-Policy"): each test starts build/serve-static.mjs on a throwaway build and
// reads its answers as a browser would.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve-static.mjs');
const PAGE =
  '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><style nonce="__CSP_NONCE__"></style>' +
  '<script nonce="__CSP_NONCE__"></script><div id="root"></div>';

let dir;
const servers = [];

/** A build folder like an app's dist: index.html (with the nonce placeholders), a chunk, remotes.json. */
function makeBuild() {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-test-'));
  fs.writeFileSync(path.join(build, 'index.html'), PAGE);
  fs.writeFileSync(path.join(build, 'main.0123abcd.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(build, 'remotes.json'),
    JSON.stringify({
      auth: 'http://localhost:3001/mf-manifest.json',
      billing: 'https://billing.example.com/v2/mf-manifest.json',
    }),
  );
  return build;
}

/** Starts a server on a free port with `env`; answers its base URL. */
async function start(args = [], env = {}) {
  const child = spawn(process.execPath, [SERVER, '--dir', dir, '--port', '0', ...args], {
    env: { ...process.env, PUBLIC_API_BASE_URL: '', STRIPE_PUBLISHABLE_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  // An empty variable counts as unset, as a deployment's blank line would.
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /on (http:\/\/[^\s]+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`serve-static exited (${code})`)));
  });
}

/** The policy as { directive: [sources] }. */
function directives(header) {
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

let base;
before(async () => {
  dir = makeBuild();
  base = await start();
});
after(() => {
  for (const child of servers) child.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a page gets a CSP: scripts from itself and the remotes of its remotes.json only, no plug-ins, no base, no framing', async () => {
  const res = await fetch(`${base}/dashboards/PhoneSheet`);
  assert.equal(res.status, 200);
  const csp = directives(res.headers.get('content-security-policy') ?? '');
  const nonce = /nonce="([^"]+)"/.exec(await res.text())[1];
  assert.deepEqual(csp['script-src'], [
    "'self'",
    `'nonce-${nonce}'`,
    'http://localhost:3001',
    'https://billing.example.com',
  ]);
  assert.deepEqual(csp['style-src-elem'], ["'self'", `'nonce-${nonce}'`]);
  assert.deepEqual(csp['connect-src'], ["'self'", 'http://localhost:3001', 'https://billing.example.com']);
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['base-uri'], ["'none'"]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['frame-src'], ["'none'"]);
  assert.deepEqual(csp['worker-src'], ["'self'"]);
  assert.deepEqual(csp['manifest-src'], ["'self'"]);
  const all = Object.values(csp).flat();
  for (const loose of ["'unsafe-eval'", '*', 'http:', 'https:']) assert.ok(!all.includes(loose), loose);
  assert.ok(!csp['script-src'].includes("'unsafe-inline'"));
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(res.headers.get('cache-control'), 'no-store');
});

test('each page answer has a nonce of its own, written into the page wherever it asks for one', async () => {
  const pages = await Promise.all([1, 2].map(() => fetch(`${base}/`).then(async (r) => [r, await r.text()])));
  const nonces = pages.map(([res, html]) => {
    const inPage = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
    assert.equal(inPage.length, 3);
    assert.equal(new Set(inPage).size, 1);
    assert.ok(!html.includes('__CSP_NONCE__'));
    assert.ok(res.headers.get('content-security-policy').includes(`'nonce-${inPage[0]}'`));
    assert.ok(Buffer.from(inPage[0], 'base64').length >= 16);
    return inPage[0];
  });
  assert.notEqual(nonces[0], nonces[1]);
});

test('the page is still sent compressed when the browser accepts it', async () => {
  const res = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(res.headers.get('content-encoding'), 'br');
  assert.match(await res.text(), /<div id="root">/);
});

test('a remotes.json changed under a running server changes the next page’s policy', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
  fs.writeFileSync(file, JSON.stringify({ auth: 'http://localhost:3031/mf-manifest.json' }));
  const url = await start(['--remotes-json', file]);
  const before = directives((await fetch(`${url}/`)).headers.get('content-security-policy'));
  assert.deepEqual(before['script-src'].slice(2), ['http://localhost:3031']);
  fs.writeFileSync(file, JSON.stringify({ auth: 'https://auth.example.net/mf-manifest.json' }));
  const after = directives((await fetch(`${url}/`)).headers.get('content-security-policy'));
  assert.deepEqual(after['script-src'].slice(2), ['https://auth.example.net']);
});

test('an API on another origin and Stripe’s card field are allowed only when configured', async () => {
  const url = await start([], {
    PUBLIC_API_BASE_URL: 'https://api.example.com/api/v1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  });
  const csp = directives((await fetch(`${url}/`)).headers.get('content-security-policy'));
  assert.ok(csp['connect-src'].includes('https://api.example.com'));
  assert.ok(csp['connect-src'].includes('https://api.stripe.com'));
  assert.ok(csp['script-src'].includes('https://js.stripe.com'));
  assert.deepEqual(csp['frame-src'], [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
  ]);
});

test('nosniff on config.js, a chunk, a 404, a 405 and the proxy’s 502', async () => {
  // API_URL of the spawned server is unset: the proxy's default :4000 may be up on a developer's
  // machine, so its answer is only checked when it is the 502.
  const answers = {
    config: await fetch(`${base}/config.js`),
    chunk: await fetch(`${base}/main.0123abcd.js`),
    missing: await fetch(`${base}/nothing-here.js`),
    post: await fetch(`${base}/`, { method: 'POST' }),
  };
  assert.equal(answers.missing.status, 404);
  assert.equal(answers.post.status, 405);
  for (const [name, res] of Object.entries(answers))
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', name);
  const unreachable = await start([], { API_URL: 'http://127.0.0.1:9' });
  const proxied = await fetch(`${unreachable}/api/v1/health`);
  assert.equal(proxied.status, 502);
  assert.equal(proxied.headers.get('x-content-type-options'), 'nosniff');
});

test('HSTS only when the browser came over https (a TLS-terminating proxy says so)', async () => {
  const plain = await fetch(`${base}/`);
  assert.equal(plain.headers.get('strict-transport-security'), null);
  for (const route of ['/', '/config.js', '/nothing-here.js']) {
    const res = await fetch(`${base}${route}`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(res.headers.get('strict-transport-security'), 'max-age=31536000', route);
  }
  const viaHttp = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'http, https' } });
  assert.equal(viaHttp.headers.get('strict-transport-security'), null);
});

test('a remote serves its published versions at /versions/<version>/, cached for good, and nothing beside them', async () => {
  const versions = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-versions-'));
  fs.mkdirSync(path.join(versions, '1.0.0+abc'));
  fs.writeFileSync(path.join(versions, '1.0.0+abc', 'mf-manifest.json'), '{"name":"billing"}');
  fs.writeFileSync(path.join(versions, 'secret.txt'), 'not a version');
  try {
    const remote = await start(['--versions', versions]);
    const manifest = await fetch(`${remote}/versions/1.0.0+abc/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(await manifest.text(), '{"name":"billing"}');
    // A version never changes, its manifest included; the build's own manifest is asked again each time.
    assert.equal(manifest.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    for (const missing of [
      '/versions/2.0.0+def/mf-manifest.json',
      '/versions/1.0.0+abc/',
      '/versions/secret.txt',
      '/versions/..%2f..%2fetc%2fpasswd',
    ])
      assert.equal((await fetch(`${remote}${missing}`)).status, 404, missing);
  } finally {
    fs.rmSync(versions, { recursive: true, force: true });
  }
});
