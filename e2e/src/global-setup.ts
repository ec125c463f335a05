import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { SHARED_BROWSER_ENV, STATE_DIR_ENV, launchChromium } from './browser';

// One Chromium for the whole run (each file connects to it, browser.ts launch()), and a folder
// for what files share (company.ts sharedCompany()). The test files read both from the
// environment, which jest hands on to them.
export default async function globalSetup(): Promise<void> {
  const browser = await launchChromium();
  process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint();
  process.env[STATE_DIR_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-e2e-state-'));
  (globalThis as { e2eBrowser?: Browser }).e2eBrowser = browser;
}
