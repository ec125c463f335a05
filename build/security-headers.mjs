// The security headers of the static servers (build/serve-static.mjs; docs/security.md,
// "Headers and the Content-Security-Policy"). Plain functions of their inputs, so the unit test
// (build/serve-static.test.mjs) and the server build the same policy.
import crypto from 'node:crypto';

/** Where index.html carries the response's nonce (build/index.html); replaced per answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** One year; no includeSubDomains or preload: other hosts of the deployer's domain are not ours to bind. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Stripe.js and its card field, only when the card form is Stripe's (STRIPE_PUBLISHABLE_KEY):
 * the origins Stripe's integration security guide lists for Elements (not measured here: the
 * tests never reach Stripe).
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** A fresh nonce: 128 random bits, base64 (CSP3 asks for at least 128). */
export function newNonce() {
  return crypto.randomBytes(16).toString('base64');
}

/**
 * The origins of the remotes a remotes.json names ({ auth: 'http://…/mf-manifest.json', … }):
 * the host loads their entries and chunks as scripts and fetches their manifests. A value that
 * is not an absolute http(s) URL names no origin (the page cannot load it either).
 */
export function remoteOrigins(remotesJsonText) {
  let remotes;
  try {
    remotes = JSON.parse(remotesJsonText);
  } catch {
    return [];
  }
  if (!remotes || typeof remotes !== 'object') return [];
  const origins = new Set();
  for (const value of Object.values(remotes)) {
    try {
      const url = new URL(String(value));
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not a URL
    }
  }
  return [...origins];
}

/** The API's origin when PUBLIC_API_BASE_URL is absolute; none when it is a path ('self' covers it). */
export function apiOrigin(apiBaseUrl) {
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of an HTML answer.
 * @param {object} o
 * @param {string} o.nonce       this answer's nonce (its inline <style>, the theme bootstrap, runtime <style>s)
 * @param {string[]} o.remotes   the remote origins of the remotes.json served beside the page
 * @param {string} o.apiBaseUrl  PUBLIC_API_BASE_URL (default '/api/v1')
 * @param {boolean} o.stripe     whether the billing card field is Stripe's
 */
export function contentSecurityPolicy({ nonce, remotes, apiBaseUrl, stripe }) {
  const api = apiOrigin(apiBaseUrl);
  const nonceSource = `'nonce-${nonce}'`;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonceSource, ...remotes, ...(stripe ? STRIPE.script : [])],
    // <style> elements: the page's own (with the nonce) and those its scripts create
    // (build/style-nonce.js gives them the nonce); never one that came in markup.
    'style-src-elem': ["'self'", nonceSource],
    // style="" attributes: antd's text areas, wave effect and motion set them through
    // setAttribute (measured: docs/security.md). They cannot run code or read the page.
    'style-src-attr': ["'unsafe-inline'"],
    // Images of the remotes' builds, the icon and small pictures inlined as data: URLs, the
    // demos' avatars drawn from blobs.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // The API (same origin by default), the remotes' manifests and chunks fetched by the
    // service worker, Stripe's API when its card field is used.
    'connect-src': ["'self'", ...(api ? [api] : []), ...remotes, ...(stripe ? STRIPE.connect : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Whether the browser reached us over https: a TLS socket, or a proxy in front saying so in
 * X-Forwarded-Proto (its first value: the hop the browser spoke to). The header is believed from
 * any peer: a browser ignores Strict-Transport-Security received over plain http (RFC 6797
 * §8.1), so a client that forges it gains nothing, and a TLS-terminating load balancer or CDN is
 * rarely on loopback.
 */
export function cameOverHttps(req) {
  if (req.socket?.encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = String(Array.isArray(forwarded) ? forwarded[0] : (forwarded ?? ''))
    .split(',')[0]
    .trim()
    .toLowerCase();
  return first === 'https';
}

/** The headers every answer carries, whatever its status: nosniff, and HSTS over https. */
export function commonHeaders(req) {
  return {
    'x-content-type-options': 'nosniff',
    ...(cameOverHttps(req) ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
