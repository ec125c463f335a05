import fs from 'node:fs';
import type { Browser } from 'puppeteer-core';
import { SHARED_BROWSER_ENV, STATE_DIR_ENV } from './browser';

export default async function globalTeardown(): Promise<void> {
  const browsers = (globalThis as { e2eBrowsers?: Browser[] }).e2eBrowsers ?? [];
  await Promise.all(browsers.map((b) => b.close()));
  const dir = process.env[STATE_DIR_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  delete process.env[SHARED_BROWSER_ENV];
  delete process.env[STATE_DIR_ENV];
}
