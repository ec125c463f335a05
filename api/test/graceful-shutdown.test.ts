import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// SIGTERM lets requests already in flight finish before the process exits (DESIGN.md §4):
// the real server (src/server.ts), on its own embedded database, under a burst of sign-ins
// (each costs one scrypt, so several are still running when the signal arrives).
const PORT = 4600 + Math.floor(Math.random() * 300);
const BASE = `http://127.0.0.1:${PORT}/api/v1`;

async function waitUp(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

test('SIGTERM answers every in-flight request, then exits 0', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-sigterm-'));
  // One process (tsx as a loader, not a wrapper), so the signal reaches the server itself.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      // Its request log tells the test when every request of the burst has reached the server.
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_PER_EMAIL: '1000',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let received = 0;
  let onReceived = () => undefined as void;
  let buffered = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines)
      if (line.includes('"incoming request"') && line.includes('/api/v1/auth/login')) {
        received += 1;
        onReceived();
      }
  });
  const allReceived = (n: number) =>
    new Promise<void>((resolve) => {
      onReceived = () => received >= n && resolve();
      onReceived();
    });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    await waitUp(Date.now() + 60_000);
    const burst = Array.from({ length: 8 }, () =>
      fetch(`${BASE}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password 1' }),
      }).then((r) => r.status),
    );
    // Once the server has read all eight (several still hashing), the signal arrives. Waiting
    // for that, not a fixed pause, keeps a busy machine from turning it into a connect race.
    await allReceived(8);
    server.kill('SIGTERM');
    // Each request gets a real answer, never a reset connection: the ones already running
    // finish (401).
    const statuses = await Promise.all(burst);
    expect(statuses).toEqual(Array(8).fill(401));
    expect(await exited).toBe(0);
    // And the server no longer accepts new work.
    await expect(fetch(`${BASE}/health`)).rejects.toThrow();
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
