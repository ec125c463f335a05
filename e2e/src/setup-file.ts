import { testEnded, testStarted } from './browser';

// Each test file: what a test opened is closed when it ends (browser.ts, testEnded).
beforeEach(testStarted);
afterEach(testEnded);
