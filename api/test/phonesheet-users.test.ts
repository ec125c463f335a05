import { createTestApp, type TestApp } from './helpers/test-app';
import { addMember, signUpCompany, type Json } from './phonesheet-helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpCompany>>;
let member: Awaited<ReturnType<typeof addMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpCompany(t, 'People Co');
  member = await addMember(t, admin);
});
afterAll(() => t.close());

test('the user list, at /api/v1/user/list and the legacy /api/user/list', async () => {
  const v1 = await admin.api.get('/user/list');
  expect(v1.status).toBe(200);
  const legacy = await t.request({ method: 'GET', url: '/api/user/list', token: member.token });
  expect(legacy.statusCode).toBe(200);
  expect(legacy.json().data).toEqual(v1.body.data);
  const byId = Object.fromEntries(v1.body.data.map((u: Json) => [u._id, u]));
  expect(byId[admin.userId]).toMatchObject({
    email: admin.email,
    role: 'admin',
    userType: 'Admin',
    status: 'active',
    fullName: 'Ada Lovelace',
  });
  expect(byId[admin.userId].lastSignInAt).toEqual(expect.any(String));
  expect(byId[member.userId]).toMatchObject({
    email: member.email,
    role: 'user',
    status: 'active',
    fullName: 'Grace Hopper',
  });
});

test('invitations: mailed link valid 7 days, used once; only admins invite', async () => {
  const email = 'once@example.com';
  const sent = Date.now();
  const inv = await admin.api.post('/invitations', { email, role: 'user' });
  expect(inv.status).toBe(201);
  // Seven days from the database's clock (now()), which may run a few ms ahead of this process's.
  const days = (new Date(inv.body.data.expiresAt).getTime() - sent) / 86_400_000;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThan(7 + 5 / 86_400);
  const mail = await t.latestMailTo(email);
  expect(mail.text).toMatch(/\/invitation\?token=/);
  expect((await admin.api.get('/invitations')).body.data.map((i: Json) => i.email)).toContain(email);
  const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.text)?.[1] as string);
  const bad = await t.request({
    method: 'POST',
    url: '/api/v1/invitations/accept',
    payload: { token, firstName: '', lastName: 'X', password: 'short', confirmPassword: 'other' },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors).toEqual([
    'First name is required',
    'Password is too short - should be 8 chars minimum.',
    'Passwords must match',
  ]);
  const body = {
    token,
    firstName: 'Once',
    lastName: 'Only',
    password: 'correct horse',
    confirmPassword: 'correct horse',
  };
  expect(
    (await t.request({ method: 'POST', url: '/api/v1/invitations/accept', payload: body })).statusCode,
  ).toBe(201);
  const again = await t.request({ method: 'POST', url: '/api/v1/invitations/accept', payload: body });
  expect(again.statusCode).toBe(400);
  expect(again.json().msg).toBe('This invitation is invalid or has expired');
  expect((await member.api.post('/invitations', { email: 'x@example.com' })).status).toBe(403);
  expect((await admin.api.post('/invitations', { email: admin.email })).status).toBe(409);
  expect((await admin.api.post('/invitations', { email: 'nope', role: 'boss' })).body.errors).toEqual([
    'Invalid email format',
    'Role must be admin or user',
  ]);
});

test('a user sees the list but every admin action is refused with 403', async () => {
  expect((await member.api.get('/user/list')).status).toBe(200);
  expect((await member.api.patch(`/user/${admin.userId}`, { role: 'user' })).status).toBe(403);
  expect((await member.api.del(`/user/${admin.userId}`)).status).toBe(403);
  expect((await member.api.post('/statuses', { name: 'Mine', color: '#000000' })).status).toBe(403);
  expect((await member.api.get('/invitations')).status).toBe(403);
});

test('the last admin can never be demoted, deactivated or removed', async () => {
  const demote = await admin.api.patch(`/user/${admin.userId}`, { role: 'user' });
  expect(demote.status).toBe(409);
  expect(demote.body.msg).toBe('The last administrator can not be removed or demoted');
  expect((await admin.api.patch(`/user/${admin.userId}`, { deactivated: true })).status).toBe(409);
  expect((await admin.api.del(`/user/${admin.userId}`)).status).toBe(409);
});

test('deactivation signs the user out and keeps them out until reactivated', async () => {
  const extra = await addMember(t, admin);
  const res = await admin.api.patch(`/user/${extra.userId}`, { deactivated: true });
  expect(res.body.data.status).toBe('deactivated');
  expect((await extra.api.get('/user/list')).status).toBe(401);
  const login = await t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: extra.email, password: 'correct horse' },
  });
  expect(login.statusCode).toBe(401);
  await admin.api.patch(`/user/${extra.userId}`, { deactivated: false });
  expect(await t.signIn(extra.email, 'correct horse')).toEqual(expect.any(String));
});

test('roles change; covering lets a user log calls on another desk', async () => {
  const cover = await addMember(t, admin);
  const onMemberDesk = { phone: '+1 212 555 0155', deskUserId: member.userId };
  const refused = await cover.api.post('/calls', onMemberDesk);
  expect(refused.status).toBe(403);
  const granted = await admin.api.patch(`/user/${cover.userId}`, { covers: [member.userId] });
  expect(granted.body.data.covers).toEqual([member.userId]);
  expect((await cover.api.post('/calls', onMemberDesk)).status).toBe(201);
  // An admin may log on any desk.
  expect((await admin.api.post('/calls', onMemberDesk)).status).toBe(201);
  // The desk holds calls now (the statement that stores a call checks such a desk itself).
  await admin.api.patch(`/user/${cover.userId}`, { covers: [] });
  const refusedAgain = await cover.api.post('/calls', onMemberDesk);
  expect([refusedAgain.status, refusedAgain.body.msg]).toEqual([403, 'You may not log calls on this desk']);
  await admin.api.patch(`/user/${cover.userId}`, { covers: [member.userId] });
  expect((await cover.api.post('/calls', onMemberDesk)).status).toBe(201);
  // A deactivated user's desk, calls and all, takes no new calls.
  const leaver = await addMember(t, admin);
  const onLeaverDesk = { phone: '+1 212 555 0156', deskUserId: leaver.userId };
  expect((await admin.api.post('/calls', onLeaverDesk)).status).toBe(201);
  await admin.api.patch(`/user/${leaver.userId}`, { deactivated: true });
  const gone = await admin.api.post('/calls', onLeaverDesk);
  expect([gone.status, gone.body.errors]).toEqual([400, ['Unknown desk']]);
  const promoted = await admin.api.patch(`/user/${cover.userId}`, { role: 'admin' });
  expect(promoted.body.data.role).toBe('admin');
  // With two admins, one may step down.
  expect((await admin.api.patch(`/user/${cover.userId}`, { role: 'user' })).status).toBe(200);
});

test('delete removes a user without calls; one with calls must be deactivated instead', async () => {
  const quiet = await addMember(t, admin);
  expect((await admin.api.del(`/user/${quiet.userId}`)).status).toBe(200);
  expect((await admin.api.get('/user/list')).body.data.map((u: Json) => u._id)).not.toContain(quiet.userId);
  const busy = await addMember(t, admin);
  await busy.api.post('/calls', { phone: '+1 212 555 0166' });
  const res = await admin.api.del(`/user/${busy.userId}`);
  expect(res.status).toBe(409);
  expect(res.body.msg).toBe('This user has calls on the sheet; deactivate them instead');
  expect((await admin.api.del('/user/00000000-0000-4000-8000-000000000000')).status).toBe(404);
});
