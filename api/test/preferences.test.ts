import { createTestApp, type TestApp } from './helpers/test-app';
import { addMember, client, signUpCompany } from './phonesheet-helpers';

// A user's own preferences (the sheet's density): kept per user on the server, so a second
// device of the same user gets them, and a colleague keeps their own. One app, one company.
jest.setTimeout(60_000);

let t: TestApp;
let ada: Awaited<ReturnType<typeof signUpCompany>>;
let grace: Awaited<ReturnType<typeof addMember>>;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUpCompany(t, 'Preferences Co', { plan: null });
  grace = await addMember(t, ada);
});

afterAll(async () => {
  await t.close();
});

test('comfortable until changed; compact once changed, on every device of that user only', async () => {
  expect((await ada.api.get('/preferences')).body.data).toEqual({ sheetDensity: 'comfortable' });
  const saved = await ada.api.patch('/preferences', { sheetDensity: 'compact' });
  expect([saved.status, saved.body.data]).toEqual([200, { sheetDensity: 'compact' }]);
  // Another sign-in of Ada (another device) reads it back from the server.
  const laptop = client(t, await t.signIn(ada.email, 'correct horse'));
  expect((await laptop.get('/preferences')).body.data).toEqual({ sheetDensity: 'compact' });
  // Grace, in the same company, keeps her own.
  expect((await grace.api.get('/preferences')).body.data).toEqual({ sheetDensity: 'comfortable' });
  // Back, and an empty change keeps what is stored.
  await laptop.patch('/preferences', { sheetDensity: 'comfortable' });
  expect((await ada.api.patch('/preferences', {})).body.data).toEqual({ sheetDensity: 'comfortable' });
});

test('a density not in the list is refused with 400 and nothing stored', async () => {
  await grace.api.patch('/preferences', { sheetDensity: 'compact' });
  for (const body of [{ sheetDensity: 'tiny' }, { sheetDensity: 3 }, { sheetDensity: null }]) {
    const res = await grace.api.patch('/preferences', body);
    expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
    expect(typeof res.body.msg).toBe('string');
  }
  expect((await grace.api.get('/preferences')).body.data).toEqual({ sheetDensity: 'compact' });
});

test('without a session there are no preferences to read or change', async () => {
  const res = await t.request({ method: 'GET', url: '/api/v1/preferences', token: 'not-a-token' });
  expect(res.statusCode).toBe(401);
  const put = await t.request({
    method: 'PATCH',
    url: '/api/v1/preferences',
    token: 'not-a-token',
    payload: { sheetDensity: 'compact' },
  });
  expect(put.statusCode).toBe(401);
});
