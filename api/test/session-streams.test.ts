import { createTestApp, type TestApp } from './helpers/test-app';
import { openEventStream, until, type EventStream } from './helpers/event-stream';
import { addMember, signUpCompany, urlTicket } from './phonesheet-helpers';

// A session ends its streams (issue 33): what ends a session closes each of its open event
// streams within 1 s, with stream.closed and the reason, and nothing is sent after.
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpCompany(t, 'Session Streams Co');
}, 120_000);
afterAll(() => t.close());

const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
let phone = 100;
const logCall = () => owner.api.post('/calls', { contactName: 'After End', phone: `+1 212 555 0${phone++}` });

/**
 * The stream got stream.closed with `reason` as its last event and ended within 1 s of `since`:
 * the answer of the request that ended the session. The request's own work (a password's hash
 * takes seconds on a loaded machine) comes before the session ends, and is not the streams' time.
 */
async function closedWith(stream: EventStream, reason: string, since: number) {
  const endedAt = await Promise.race([stream.ended, settle(2000).then(() => Infinity)]);
  expect(endedAt - since).toBeLessThan(1000);
  const closed = { type: 'stream.closed', data: { reason } };
  expect(stream.events.at(-1)).toEqual(closed);
  // A call logged afterwards never reaches it.
  const heard = stream.events.length;
  expect((await logCall()).status).toBe(201);
  await settle();
  expect(stream.events).toHaveLength(heard);
}

test('logout closes the streams of that session, and its tickets stop working', async () => {
  const session = await t.signIn(owner.email, 'correct horse');
  const streams = [await openEventStream(t, session), await openEventStream(t, session)];
  const kept = await openEventStream(t, owner.token);
  await Promise.all([...streams, kept].map((s) => s.opened));
  const unused = await urlTicket(t, session, 'events');

  expect((await t.request({ method: 'POST', url: '/api/v1/auth/logout', token: session })).statusCode).toBe(
    200,
  );
  const at = Date.now();
  for (const s of streams) await closedWith(s, 'logout', at);
  const refused = await fetch(`${t.baseUrl}/api/v1/events?ticket=${unused}`);
  expect(refused.status).toBe(401);
  // The other session's stream heard every call.
  const heard = () => kept.events.filter((e) => e.type === 'call.created');
  await until(() => heard().length >= 2);
  expect(heard()).toHaveLength(2);
  kept.close();
});

test('a password change closes the streams of the other sessions, not its own', async () => {
  const user = await addMember(t, owner);
  const other = await t.signIn(user.email, 'correct horse');
  const gone = await openEventStream(t, other);
  const mine = await openEventStream(t, user.token);
  await Promise.all([gone.opened, mine.opened]);

  const changed = await t.request({
    method: 'PATCH',
    url: '/api/v1/auth/changePassword',
    token: user.token,
    payload: { oldPassword: 'correct horse', password: 'brand new pass', confirmPassword: 'brand new pass' },
  });
  const at = Date.now();
  expect(changed.statusCode).toBe(200);
  await closedWith(gone, 'password-changed', at);
  await until(() => mine.events.length > 0);
  expect(mine.events.map((e) => e.type)).toEqual(['call.created']);
  mine.close();
});

test('deactivation closes every stream of the user', async () => {
  const user = await addMember(t, owner);
  const second = await t.signIn(user.email, 'correct horse');
  const streams = [await openEventStream(t, user.token), await openEventStream(t, second)];
  await Promise.all(streams.map((s) => s.opened));

  expect((await owner.api.patch(`/user/${user.userId}`, { deactivated: true })).status).toBe(200);
  const at = Date.now();
  for (const s of streams) await closedWith(s, 'deactivated', at);
});

test('a role change and a removal close the user’s streams too, each with its reason', async () => {
  const promoted = await addMember(t, owner);
  const removed = await addMember(t, owner);
  const [a, b] = [await openEventStream(t, promoted.token), await openEventStream(t, removed.token)];
  await Promise.all([a.opened, b.opened]);

  expect((await owner.api.patch(`/user/${promoted.userId}`, { role: 'admin' })).status).toBe(200);
  await closedWith(a, 'role-changed', Date.now());
  expect((await owner.api.del(`/user/${removed.userId}`)).status).toBe(200);
  await closedWith(b, 'deleted', Date.now());
});

test('a password reset closes every stream of the user', async () => {
  const user = await addMember(t, owner);
  const stream = await openEventStream(t, user.token);
  await stream.opened;
  await t.request({ method: 'POST', url: '/api/v1/auth/forgotPassword', payload: { email: user.email } });
  const link = /reset-password\?token=([\w%-]+)/.exec((await t.latestMailTo(user.email)).text)?.[1];
  const reset = await t.request({
    method: 'POST',
    url: '/api/v1/auth/resetPassword',
    payload: {
      token: decodeURIComponent(link ?? ''),
      password: 'another pass 77',
      confirmPassword: 'another pass 77',
    },
  });
  const at = Date.now();
  expect(reset.statusCode).toBe(200);
  await closedWith(stream, 'password-reset', at);
});
