import { spawnSync } from 'node:child_process';
import { describeWhen } from './describe-when';

/** The Redis the suite's Redis tests use (TEST_REDIS_URL, else REDIS_URL, else the local one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether a TCP connection to TEST_REDIS_URL opens within a second (asked once, before jest collects tests). */
function redisReachable(): boolean {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  const probe = `require('net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname)})
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 1000 }).status === 0;
}

/** `describe` with a reachable Redis; skipped, with a printed line, without one. */
export const onRedis = (name: string, body: () => void): void =>
  describeWhen(redisReachable(), `no Redis at ${TEST_REDIS_URL}: set TEST_REDIS_URL`, name, body);
