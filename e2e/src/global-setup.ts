import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { SHARED_BROWSER_ENV, STATE_DIR_ENV, launchChromium } from './browser';

// One Chromium per jest worker for the whole run (each file connects to its worker's, browser.ts
// launch()): files running side by side never close or focus each other's pages. And a folder
// for what files share (company.ts sharedCompany()). The test files read both from the
// environment, which jest hands on to them.
export default async function globalSetup(globalConfig: { maxWorkers?: number }): Promise<void> {
  const browsers = await Promise.all(
    Array.from({ length: Math.max(1, globalConfig.maxWorkers ?? 1) }, () => launchChromium()),
  );
  process.env[SHARED_BROWSER_ENV] = browsers.map((b) => b.wsEndpoint()).join(' ');
  process.env[STATE_DIR_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-e2e-state-'));
  (globalThis as { e2eBrowsers?: Browser[] }).e2eBrowsers = browsers;
}
