import { sql } from 'kysely';
import { GENERIC_PLAN_MARK } from '../src/db/plan-hint';
import { createTestApp, onPGlite, type TestApp } from './helpers/test-app';
import { signUpCompany } from './phonesheet-helpers';

// On PGlite the statements a create and every request make are planned once and the plan kept
// (db/plan-hint.ts): planning them at each execution cost ≈ 1.5 ms of each create, and creating
// 200 calls a second fell behind without it (docs/performance.md, "Kept plans"). A
// PostgreSQL server plans the pool's statements itself, so this is PGlite's alone.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

onPGlite('the session lookup, the insert, a call by id and a word page keep one plan', async () => {
  const s = await signUpCompany(t, 'Plans Co');
  for (let i = 0; i < 3; i++) {
    const created = await s.api.post('/calls', { contactName: `Grace ${i}`, phone: `+1 212 555 010${i}` });
    expect(created.status).toBe(201);
    expect((await s.api.get(`/calls/${created.body.data.id}`)).status).toBe(200);
  }
  // Three matches, pages of two: the walk finds the page and one more, then reads them by id.
  const page = await s.api.get('/calls?q=grace&pageSize=2');
  expect(page.body.data).toMatchObject({ total: 2, totalExact: false });

  const { rows } = await sql<{ statement: string; generic: number; custom: number }>`
    select statement, generic_plans::int as generic, custom_plans::int as custom
    from pg_prepared_statements where statement like ${`%${GENERIC_PLAN_MARK}`}`.execute(t.app.database.db);
  // No marked statement was ever planned for its values.
  expect(rows.every((r) => r.custom === 0)).toBe(true);
  // Executions with the kept plan, summed over a statement's texts (a company's first call
  // goes through the insert without the desk check too).
  const runs = (part: string) =>
    rows.filter((r) => r.statement.includes(part)).reduce((sum, r) => sum + r.generic, 0);
  expect(runs('from "sessions"')).toBeGreaterThanOrEqual(7);
  expect(runs('from "company_subscriptions"')).toBeGreaterThanOrEqual(1);
  expect(runs('insert into calls')).toBe(4);
  expect(runs('"c"."id" = $')).toBeGreaterThanOrEqual(3);
  expect(runs('"c"."id" in (')).toBe(1);
});
