import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('each company sees only its own user and contact rows', async () => {
  const a = await t.signUpAndSignIn({ companyName: 'Company A' });
  const b = await t.signUpAndSignIn({ companyName: 'Company B' });
  const meA = (await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token: a.token })).json().data;
  const meB = (await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token: b.token })).json().data;
  expect(meA.company.name).toBe('Company A');
  expect(meB.company.name).toBe('Company B');
  expect(meA.company._id).not.toBe(meB.company._id);

  for (const [token, name] of [
    [a.token, 'From A'],
    [b.token, 'From B'],
  ] as const) {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/contact-us',
      token,
      payload: { name, email: 'x@example.com', message: 'hi' },
    });
    expect(res.statusCode).toBe(201);
  }
  const rowsA = await t.app.contact.listForCompany(meA.company._id);
  const rowsB = await t.app.contact.listForCompany(meB.company._id);
  expect(rowsA.map((r) => r.name)).toEqual(['From A']);
  expect(rowsB.map((r) => r.name)).toEqual(['From B']);
  expect(rowsA[0]?.user_id).toBe(meA._id);
});

test('a session whose user row moved to another company is refused (queries are scoped by company)', async () => {
  const a = await t.signUpAndSignIn({ companyName: 'Tenant One' });
  const b = await t.signUpAndSignIn({ companyName: 'Tenant Two' });
  const meB = (await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token: b.token })).json().data;
  const db = t.app.database.db;
  // Forge a session claiming company B for user A: getMe must not answer with A's row.
  const sessionId = a.token.split('.')[0] as string;
  await db.updateTable('sessions').set({ company_id: meB.company._id }).where('id', '=', sessionId).execute();
  const me = await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token: a.token });
  expect(me.statusCode).toBe(401);
});
