import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { mailedCode, signUp, type Send } from '../../../scripts/testkit/sign-up.cjs';
import { loadContract, type Contract } from './contract';
import { describeWhen } from './describe-when';

// Building an app starts a WASM database; several test files do it at once on a busy machine.
jest.setTimeout(60_000);

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
export const DIALECT = TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** A test of PGlite's own behaviour: skipped when the suite runs on a PostgreSQL server. */
export const onPGlite = DIALECT === 'pglite' ? test : test.skip;

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface TestApp {
  app: FastifyInstance;
  /** The OpenAPI document every answer of `request` is checked against. */
  contract: Contract;
  config: AppConfig;
  baseUrl: string;
  /** One HTTP request to the listening app; `token` sets the raw Authorization header. */
  request(opts: RequestOptions): Promise<TestResponse>;
  /** Sends queued mail now and returns the dev mailbox, newest first. */
  mailbox(): Promise<DevMail[]>;
  latestMailTo(email: string): Promise<DevMail>;
  codeFor(email: string): Promise<string>;
  /** Registers an admin (unverified) and returns the body used. */
  register(overrides?: Partial<RegistrationBody>): Promise<RegistrationBody>;
  /** Registers, verifies with the mailed code and signs in. */
  signUpAndSignIn(overrides?: Partial<RegistrationBody>): Promise<{ token: string; body: RegistrationBody }>;
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface RequestOptions {
  method: string;
  url: string;
  payload?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  statusCode: number;
  headers: Headers;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

// Real HTTP on an ephemeral port rather than app.inject(): light-my-request needs the ESM-only
// `cookie` package, which jest (CommonJS) cannot load untransformed.
async function httpRequest(
  baseUrl: string,
  { method, url, payload, token, headers }: RequestOptions,
): Promise<TestResponse> {
  const res = await fetch(baseUrl + url, {
    method,
    headers: {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
      ...(headers ?? {}),
    },
    body:
      payload === undefined
        ? undefined
        : typeof payload === 'string' || payload instanceof Uint8Array
          ? payload
          : JSON.stringify(payload),
  });
  const body = await res.text();
  return { statusCode: res.status, headers: res.headers, body, json: () => JSON.parse(body) };
}

export interface RegistrationBody {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  companyName: string;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

/** An admin's registration: a fresh address, the tests' name, password and company unless given. */
function registrationBody(o: Partial<RegistrationBody>): RegistrationBody {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    password: 'correct horse',
    confirmPassword: o.password ?? 'correct horse',
    companyName: 'Analytical Engines',
    ...o,
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    inMemoryDatabase: true,
    outboxIntervalMs: 0,
    rateLimitMax: 10_000,
    rateLimitPerEmail: 10_000,
    // OWASP's 2^17 costs ~0.3 s and 128 MiB a hash; the suite hashes hundreds of times.
    passwordScryptLogN: 14,
    ...overrides,
  };
}

/** Builds the app on in-memory PGlite, or on a fresh schema of TEST_DATABASE_URL/DATABASE_URL. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  let dropSchema: (() => Promise<void>) | undefined;
  let dbConfig: Partial<AppConfig> = {};
  if (TEST_DATABASE_URL) {
    const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const client = new Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    dbConfig = { databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, inMemoryDatabase: false };
    dropSchema = async () => {
      const c = new Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  }
  const config = testConfig({ ...dbConfig, ...overrides });
  const app = await buildApp(config, { logger: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return wrapApp(app, config, baseUrl, dropSchema);
}

/**
 * N API instances on one fresh schema of the PostgreSQL server (a deployment behind a load
 * balancer), each a TestApp of its own; closing the last one drops the schema. Needs
 * TEST_DATABASE_URL: use `onPostgresServer` to skip (with a printed line) when there is none.
 */
export async function createInstances(n: number, overrides: Partial<AppConfig> = {}): Promise<TestApp[]> {
  if (!TEST_DATABASE_URL) throw new Error('createInstances needs TEST_DATABASE_URL');
  const url = TEST_DATABASE_URL;
  const schema = `multi_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const onServer = async (text: string) => {
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await onServer(`create schema ${schema}`);
  let open = n;
  const dropWhenLast = async () => {
    open -= 1;
    if (open === 0) await onServer(`drop schema ${schema} cascade`);
  };
  const instances: TestApp[] = [];
  for (let i = 0; i < n; i++) {
    const config = testConfig({
      databaseUrl: url,
      databaseSchema: schema,
      inMemoryDatabase: false,
      ...overrides,
    });
    const app = await buildApp(config, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    instances.push(await wrapApp(app, config, baseUrl, dropWhenLast));
  }
  return instances;
}

/** `describe` on a PostgreSQL server (TEST_DATABASE_URL); skipped, with a printed line, without one. */
export const onPostgresServer = (name: string, body: () => void): void =>
  describeWhen(!!TEST_DATABASE_URL, 'no PostgreSQL server: set TEST_DATABASE_URL', name, body);

/**
 * The TestApp helpers around an app listening at `baseUrl` (tests that build several instances).
 * Every answer is checked against the operation's documented schema (/api/docs/json).
 */
export async function wrapApp(
  app: FastifyInstance,
  config: AppConfig,
  baseUrl: string,
  dropSchema?: () => Promise<void>,
): Promise<TestApp> {
  const contract = await loadContract(baseUrl);
  const request: TestApp['request'] = async (opts) => {
    const res = await httpRequest(baseUrl, opts);
    const problem = contract.problem(
      opts.method,
      opts.url,
      res.statusCode,
      res.headers.get('content-type'),
      res.body,
    );
    if (problem) throw new Error(`Contract drift: ${problem}`);
    return res;
  };

  // The sign-up kit (scripts/testkit/sign-up.cjs), through `request`: each answer checked against
  // the OpenAPI document, and queued mail sent before the mailbox is read.
  const send: Send = async (method, url, payload) => {
    if (url === '/dev/mailbox') await app.mailer.outbox.drain();
    const res = await request({ method, url: `/api/v1${url}`, payload });
    return {
      status: res.statusCode,
      body: res.body ? res.json() : null,
      setCookies: res.headers.getSetCookie(),
    };
  };
  const mailbox = async () => {
    await app.mailer.outbox.drain();
    const res = await request({ method: 'GET', url: '/api/v1/dev/mailbox' });
    if (res.statusCode !== 200) throw new Error(`dev mailbox answered ${res.statusCode}`);
    return (res.json() as { data: DevMail[] }).data;
  };
  // Another instance on the same database may have claimed the mail (its sweep) and not yet
  // delivered it when this one drains: look again for a while before calling it missing.
  const latestMailTo = async (email: string) => {
    for (const deadline = Date.now() + 10_000; ;) {
      const mail = (await mailbox()).find((m) => m.to === email.toLowerCase());
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const codeFor = (email: string) => mailedCode(`${baseUrl}/api/v1`, email, { call: send });
  const register = async (o: Partial<RegistrationBody> = {}) => {
    const body = registrationBody(o);
    const res = await request({ method: 'POST', url: '/api/v1/auth/registerAdmin', payload: body });
    if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode} ${res.body}`);
    return body;
  };
  const signIn = async (email: string, password: string) => {
    const res = await request({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode} ${res.body}`);
    return (res.json() as { data: { accessToken: string } }).data.accessToken;
  };
  const signUpAndSignIn = async (o: Partial<RegistrationBody> = {}) => {
    const body = registrationBody(o);
    const { email, password, companyName, firstName, lastName } = body;
    const api = `${baseUrl}/api/v1`;
    const { token } = await signUp({ api, call: send, email, password, companyName, firstName, lastName });
    return { token, body };
  };

  return {
    app,
    contract,
    config,
    baseUrl,
    request,
    mailbox,
    latestMailTo,
    codeFor,
    register,
    signUpAndSignIn,
    signIn,
    async close() {
      await app.close();
      await dropSchema?.();
    },
  };
}
