// How the browser suite and the benchmarks start Debian's Chromium, written once. CommonJS with
// its types in chromium.d.cts, like sign-up.cjs, for the e2e files and the .mjs benchmarks alike.
'use strict';

const fs = require('node:fs');

/**
 * Headless Chromium as root on a machine whose only network is loopback and the registries: no
 * sandbox (root), no GPU, and none of the background connections (updates, sync, QUIC probes)
 * that the closed network refuses, many at a time.
 */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** PUPPETEER_EXECUTABLE_PATH, else Debian's chromium; throws with the fix when there is none. */
function chromiumPath() {
  const candidates = [
    process.env.PUPPETEER_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found)
    throw new Error('Chromium not found: install Debian package chromium or set PUPPETEER_EXECUTABLE_PATH');
  return found;
}

module.exports = { CHROMIUM_FLAGS, chromiumPath };
