import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany, urlTicket } from './phonesheet-helpers';

// One instance's clock runs 300 s ahead (issue 44): every expiry and "now" of a promise is the
// database's, and the instance says in its log that its clock is off. The skew is this
// process's Date (jest's fake timers on Date alone, running on), switched on and off around
// the requests of the instance "whose clock is ahead"; the database's clock stays right.
const SKEW_MS = 300_000;
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
const skewClock = () =>
  jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], advanceTimers: true, now: Date.now() + SKEW_MS });

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpCompany>>;
const warnings: string[] = [];
beforeAll(async () => {
  const logger = {
    level: 'warn',
    stream: new Writable({
      write(chunk, _encoding, done) {
        warnings.push(String(chunk));
        done();
      },
    }),
  };
  t = await createTestApp({}, { logger });
  admin = await signUpCompany(t, 'Skew Co');
});
afterEach(() => jest.useRealTimers());
afterAll(() => t.close());

const status = async (url: string) => (await t.request({ method: 'GET', url })).statusCode;
const dbNow = async () =>
  (await sql<{ now: Date }>`select now() as now`.execute(t.app.database.db)).rows[0]!.now.getTime();

test('an instance whose clock is 300 s ahead: a single-use URL ticket still opens once, and a call it logs is dated by the database', async () => {
  // Used once on an instance with the right time.
  const first = await urlTicket(t, admin.token, 'calls/export.csv');
  expect(await status(`/api/v1/calls/export.csv?ticket=${first}`)).toBe(200);

  skewClock();
  // The instance ahead serves a ticket of its own (and prunes the spent tickets' claims).
  const own = await urlTicket(t, admin.token, 'calls/export.csv');
  expect(await status(`/api/v1/calls/export.csv?ticket=${own}`)).toBe(200);
  jest.useRealTimers();
  // The first ticket, still within its minute, was spent: a second use is refused.
  expect(await status(`/api/v1/calls/export.csv?ticket=${first}`)).toBe(401);

  // A call the instance ahead logs without a time happened now by the database's clock.
  skewClock();
  const created = await admin.api.post('/calls', {
    direction: 'in',
    contactName: 'Ahead',
    phone: '(212) 555-0110',
  });
  expect(created.status).toBe(201);
  const at = new Date(created.body.data.occurredAt).getTime();
  expect(Math.abs(at - (await dbNow()))).toBeLessThan(5_000);
});

test('the instance warns in its log when its clock and the database differ by more than a few seconds', async () => {
  expect(await t.app.database.checkClock!()).toBeLessThan(5_000);
  expect(warnings.filter((l) => l.includes('clock'))).toEqual([]);
  skewClock();
  const offset = await t.app.database.checkClock!();
  expect(offset).toBeLessThan(-SKEW_MS + 5_000);
  expect(warnings.some((l) => /clock is 30\d\.\d s ahead of the database/.test(l))).toBe(true);
  jest.useRealTimers();
  await t.app.database.checkClock!();
});
