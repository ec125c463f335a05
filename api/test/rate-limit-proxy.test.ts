import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@phonesheet/shared/contracts';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { signUp } from '../../scripts/testkit/sign-up.cjs';
import {
  freePort,
  serverData,
  startServer,
  type ServerData,
  type ServerProcess,
} from './helpers/server-process';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/test-app';

// Issue 42, part 2: in `npm start`'s layout every browser reaches the API through a static
// server's /api proxy (build/serve-static.mjs). The per-IP limit must count each client, not
// the proxy: a real static server in front of a real API, and clients on several addresses
// of this machine (Linux answers on all of 127.0.0.0/8; a client binds one as its source).
jest.setTimeout(180_000);

const ROOT = path.join(__dirname, '..', '..');
const LIMIT = 5;
const PASSWORD = 'correct horse';

/** This machine's own address outside loopback: a client that reaches the API directly. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

interface Answer {
  status: number;
  body: { msg?: string };
}

/** A JSON POST to host:port from the source address `from`, with extra headers. */
function post(
  host: string,
  port: number,
  url: string,
  body: unknown,
  from: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host,
        port,
        path: url,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (c: Buffer) => (data += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : {} }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** build/serve-static.mjs on a free port, proxying /api to `apiUrl`. */
async function startStatic(apiUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonesheet-static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  const child: ChildProcess = spawn(
    process.execPath,
    ['build/serve-static.mjs', '--dir', dir, '--port', String(port)],
    { cwd: ROOT, env: { ...process.env, API_URL: apiUrl, ...env }, stdio: 'ignore' },
  );
  for (const deadline = Date.now() + 30_000; ;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the static server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('the per-IP limit behind the static servers’ proxy (npm start’s layout)', () => {
  let data: ServerData;
  let api: ServerProcess;
  let proxy: Awaited<ReturnType<typeof startStatic>>;
  let owner: string;
  let ownerToken: string;

  beforeAll(async () => {
    data = await serverData('rate-proxy');
    // Default TRUST_PROXY. On every interface, so that a client can also call it directly.
    api = await startServer({
      data,
      env: {
        RATE_LIMIT_MAX: String(LIMIT),
        RATE_LIMIT_PER_EMAIL: '1000',
        HOST: outsideAddress ? '0.0.0.0' : '127.0.0.1',
      },
    });
    proxy = await startStatic(`http://127.0.0.1:${api.port}`);
    owner = uniqueEmail('owner');
    ({ token: ownerToken } = await signUp({
      api: api.base,
      email: owner,
      password: PASSWORD,
      companyName: 'Proxy Co',
    }));
  });
  afterAll(async () => {
    await proxy?.stop();
    api?.kill('SIGTERM');
    await api?.exited;
    await data?.remove();
  });

  const login = (from: string, email: string, password: string, headers?: Record<string, string>) =>
    post('127.0.0.1', proxy.port, '/api/v1/auth/login', { email, password }, from, headers);

  it("one client's failed logins use up its own budget: another client's correct password still gets 200", async () => {
    const attacker = [];
    for (let i = 0; i <= LIMIT; i++) attacker.push(await login('127.0.0.2', uniqueEmail(), 'wrong password'));
    expect(attacker.map((a) => a.status)).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    expect(attacker[LIMIT]!.body).toEqual({ msg: ACCOUNT_MESSAGES.tooManyRequests });
    // A forged X-Forwarded-For does not buy the attacker a fresh budget: the proxy, the edge,
    // replaces it with the address it sees.
    const forged = await login('127.0.0.2', uniqueEmail(), 'wrong password', {
      'x-forwarded-for': '198.51.100.7',
    });
    expect(forged.status).toBe(429);
    // Someone else, on another address, signs in.
    const other = await login('127.0.0.3', owner, PASSWORD);
    expect(other.status).toBe(200);
  });

  // The same headers give the API its public scheme and host: Twilio signs the URL it called,
  // here the static server's, which the API now sees through X-Forwarded-Host.
  it('a Twilio callback through the proxy is checked against the URL Twilio called', async () => {
    const token = '0123456789abcdef0123456789abcdef';
    const saved = await fetch(`${api.base}/phone-system/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: ownerToken },
      body: JSON.stringify({ twilioAccountSid: `AC${'a1'.repeat(16)}`, twilioAuthToken: token }),
    });
    expect(saved.status).toBe(200);
    const { twilioPath } = ((await saved.json()) as { data: { twilioPath: string } }).data;
    const params = {
      AccountSid: `AC${'a1'.repeat(16)}`,
      CallSid: `CA${'0f'.repeat(16)}`,
      CallStatus: 'no-answer',
      CallDuration: '0',
      Direction: 'inbound',
      From: '+12125550199',
      To: '+12125550100',
      Timestamp: new Date().toUTCString().replace('GMT', '+0000'),
    };
    const called = `http://127.0.0.1:${proxy.port}/api/v1${twilioPath}`;
    const res = await fetch(called, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': getExpectedTwilioSignature(token, called, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    expect(res.status).toBe(201);
  });

  it('behind a balancer the static server trusts (STATIC_TRUST_PROXY), the client it names is counted', async () => {
    const behind = await startStatic(`http://127.0.0.1:${api.port}`, { STATIC_TRUST_PROXY: '127.0.0.4' });
    try {
      const via = (from: string, client: string) =>
        post(
          '127.0.0.1',
          behind.port,
          '/api/v1/auth/login',
          { email: uniqueEmail(), password: 'wrong' },
          from,
          {
            'x-forwarded-for': client,
          },
        );
      // The balancer (127.0.0.4) names each client: one uses up its budget, the next has its own.
      const first = [];
      for (let i = 0; i <= LIMIT; i++) first.push((await via('127.0.0.4', '198.51.100.20')).status);
      expect(first).toEqual([...Array<number>(LIMIT).fill(401), 429]);
      expect((await via('127.0.0.4', '198.51.100.21')).status).toBe(401);
      // A hop it does not trust (127.0.0.5) is the client itself, whatever it claims.
      const untrusted = [];
      for (let i = 0; i <= LIMIT; i++)
        untrusted.push((await via('127.0.0.5', `198.51.100.${30 + i}`)).status);
      expect(untrusted).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    } finally {
      await behind.stop();
    }
  });

  (outsideAddress ? it : it.skip)(
    'a client calling the API directly is counted by its own address, whatever X-Forwarded-For it sends',
    async () => {
      const from = outsideAddress!;
      const answers = [];
      for (let i = 0; i <= LIMIT; i++)
        answers.push(
          await post(
            from,
            api.port,
            '/api/v1/auth/login',
            { email: uniqueEmail(), password: 'wrong password' },
            from,
            { 'x-forwarded-for': `198.51.100.${10 + i}` },
          ),
        );
      expect(answers.map((a) => a.status)).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    },
  );
});

// Behind a load balancer (README, "Configuration"): TRUST_PROXY names its hops, and only the
// entry that the trusted hop added counts; what a client wrote before it does not.
describe('TRUST_PROXY behind a load balancer', () => {
  const failedLogins = async (t: TestApp, forwardedFor: (i: number) => string) => {
    const codes = [];
    for (let i = 0; i <= 3; i++)
      codes.push(
        (
          await t.request({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { email: uniqueEmail(), password: 'wrong password' },
            headers: { 'x-forwarded-for': forwardedFor(i) },
          })
        ).statusCode,
      );
    return codes;
  };

  it.each([
    ['a hop count', 1],
    ['the balancer’s address', '127.0.0.1'],
  ])('%s: each client its own budget; a forged first entry buys none', async (_name, trustProxy) => {
    const t = await createTestApp({ rateLimitMax: 3, trustProxy });
    try {
      // The client forges a fresh first entry each time; the balancer appends the real one.
      expect(await failedLogins(t, (i) => `198.51.100.${i}, 203.0.113.9`)).toEqual([401, 401, 401, 429]);
      // Another client behind the same balancer is not blocked.
      expect(await failedLogins(t, () => '203.0.113.10')).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
