#!/usr/bin/env node
// The password step of a sign-in (scrypt verify) before and after issue 42, in one run:
// the old hashes (N=2^14, r=8, p=1, "scrypt$salt$key") against today's default (N=2^17, OWASP),
// one at a time (median of ROUNDS), then a burst as wide as libuv's pool (4 by default) to show
// what concurrent sign-ins cost. Uses the API's own crypto module: build it first
// (`corepack pnpm --filter @phonesheet/api build`). Usage: node bench/password-hash.mjs [rounds]
import { createRequire } from 'node:module';
import { randomBytes, scryptSync } from 'node:crypto';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const { hashPassword, verifyPassword, SCRYPT_DEFAULT_LOG_N } = require(
  path.join(ROOT, 'api/dist/lib/crypto.js'),
);

const ROUNDS = Number(process.argv[2] ?? 9);
const POOL = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
const PASSWORD = 'violet tractor 1987';

function legacyHash(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(fn) {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function measure(label, stored) {
  if (!(await verifyPassword(PASSWORD, stored))) throw new Error(`${label}: the hash does not verify`);
  const one = [];
  for (let i = 0; i < ROUNDS; i++) one.push(await timed(() => verifyPassword(PASSWORD, stored)));
  const burst = [];
  for (let i = 0; i < 3; i++)
    burst.push(
      await timed(() => Promise.all(Array.from({ length: POOL }, () => verifyPassword(PASSWORD, stored)))),
    );
  return { label, medianMs: median(one), burstMs: median(burst) };
}

const before = await measure('before: N=2^14 (scrypt$salt$key)', legacyHash(PASSWORD));
const after = await measure(
  `after: N=2^${SCRYPT_DEFAULT_LOG_N} (scrypt$ln=17,r=8,p=1$…)`,
  await hashPassword(PASSWORD),
);
for (const r of [before, after])
  console.log(
    `${r.label.padEnd(44)} one sign-in ${r.medianMs.toFixed(0).padStart(5)} ms (median of ${ROUNDS}), ` +
      `${POOL} at once ${r.burstMs.toFixed(0).padStart(5)} ms`,
  );
console.log(
  `ratio after/before: one ${(after.medianMs / before.medianMs).toFixed(1)}×, ` +
    `${POOL} at once ${(after.burstMs / before.burstMs).toFixed(1)}×`,
);
