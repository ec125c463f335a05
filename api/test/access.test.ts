import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addMember, signUpCompany } from './phonesheet-helpers';
import {
  coveringSql,
  deskOpenSql,
  deskRuleFacts,
  mayWorkOnDeskRead,
  mayWorkOnDeskSql,
} from '../src/access/desk-rule';
import { isAdmin, isAdminSql, isAdminType } from '../src/access/roles';

// The access module (api/src/access) writes each rule once: the desk rule in JavaScript with its
// SQL beside it, and the admin role. Here every pair of callers and desks gets the same answer
// from both forms, and from the calls API that applies them (validation in Node, the guarded
// insert in SQL): an admin, a user covering a desk, another user, and a deactivated user.
jest.setTimeout(120_000);

type Member = Awaited<ReturnType<typeof addMember>>;

describe('the access module', () => {
  let t: TestApp;
  let ada: Awaited<ReturnType<typeof signUpCompany>>; // the admin
  let alex: Member; // whose desk is covered
  let sam: Member; // covers Alex's desk now
  let kim: Member; // another user: her window on Alex's desk starts tomorrow
  let dee: Member; // covered Alex's desk too, then was deactivated
  const db = () => t.app.database.db;

  const window = (who: string, desk: string, start: string, end: string | null) =>
    sql`insert into desk_covers (id, company_id, user_id, desk_user_id, starts_at, ends_at)
      values (gen_random_uuid(), ${ada.companyId}::uuid, ${who}::uuid, ${desk}::uuid,
        now() + ${start}::interval, now() + ${end}::interval)`.execute(db());

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpCompany(t, 'Access Co');
    [alex, sam, kim, dee] = [
      await addMember(t, ada),
      await addMember(t, ada),
      await addMember(t, ada),
      await addMember(t, ada),
    ];
    expect((await ada.api.patch(`/user/${dee.userId}`, { deactivated: true })).status).toBe(200);
    await window(sam.userId, alex.userId, '-1 hour', null);
    await window(kim.userId, alex.userId, '+1 day', '+2 days');
    await window(dee.userId, alex.userId, '-1 hour', '+1 day');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the desk rule: its SQL and its JavaScript answer alike for every caller on every desk', async () => {
    const name = new Map([
      [ada.userId, 'ada'],
      [alex.userId, 'alex'],
      [sam.userId, 'sam'],
      [kim.userId, 'kim'],
      [dee.userId, 'dee'],
    ]);
    const ids = [...name.keys()];
    const seen: Record<string, string[]> = {};
    for (const who of ids) {
      const caller = { id: who, companyId: ada.companyId };
      for (const desk of ids) {
        const { rows } = await sql<{
          rule: boolean;
          open: boolean;
          covering: boolean;
          active: boolean;
          admin: boolean;
          windows: unknown;
          now: unknown;
        }>`select ${mayWorkOnDeskSql(caller, desk)} as rule, ${deskOpenSql(caller, desk)} as open,
            ${coveringSql(caller, desk)} as covering, f.*,
            (select deactivated_at is null from users where id = ${desk}::uuid) as active
          from (select ${sql.join(deskRuleFacts(caller, desk))}) f`.execute(db());
        const row = rows[0]!;
        const js = mayWorkOnDeskRead(caller, desk, row);
        expect([name.get(who), name.get(desk), js]).toEqual([name.get(who), name.get(desk), row.rule]);
        // A desk calls may go onto: an active user's, and the rule allows it.
        expect([name.get(who), name.get(desk), row.active && js]).toEqual([
          name.get(who),
          name.get(desk),
          row.open,
        ]);
        const tags = [js && 'works', row.open && 'open', row.covering && 'covering'].filter(Boolean);
        seen[`${name.get(who)}→${name.get(desk)}`] = tags as string[];
      }
    }
    // The admin works on every desk (Dee's deactivated one is no desk to log on), never "covering";
    // Sam covers Alex's desk now; Kim's window has not started; each works on their own desk.
    // Dee's window holds, but she is deactivated: her session is gone, her desk is closed.
    expect(seen).toMatchObject({
      'ada→alex': ['works', 'open'],
      'ada→dee': ['works'],
      'ada→ada': ['works', 'open'],
      'sam→alex': ['works', 'open', 'covering'],
      'sam→kim': [],
      'sam→sam': ['works', 'open'],
      'kim→alex': [],
      'kim→kim': ['works', 'open'],
      'alex→sam': [],
      'alex→alex': ['works', 'open'],
      'dee→alex': ['works', 'open', 'covering'],
      'dee→dee': ['works'],
      'dee→sam': [],
    });
  });

  it('the calls API applies the same rule: 201 on an open desk, 403 on another’s, 400 on a closed one', async () => {
    const log = (by: { api: Member['api'] }, deskUserId: string) =>
      by.api.post('/calls', { direction: 'in', contactName: 'Rule', phone: '+1 415 555 0100', deskUserId });
    const answers: Record<string, number> = {};
    for (const [who, by] of [
      ['ada', ada],
      ['sam', sam],
      ['kim', kim],
    ] as const)
      for (const [where, desk] of [
        ['alex', alex.userId],
        ['kim', kim.userId],
        ['dee', dee.userId],
      ] as const)
        answers[`${who}→${where}`] = (await log(by, desk)).status;
    expect(answers).toEqual({
      'ada→alex': 201,
      'ada→kim': 201,
      'ada→dee': 400,
      'sam→alex': 201,
      'sam→kim': 403,
      'sam→dee': 400,
      'kim→alex': 403,
      'kim→kim': 201,
      'kim→dee': 400,
    });
    // A deactivated user has no session to ask with.
    expect((await dee.api.get('/calls/sheet?desk=mine')).status).toBe(401);
  });

  it('the admin role: the SQL, the row check and requireAdmin agree', async () => {
    for (const [who, admin] of [
      [ada.userId, true],
      [alex.userId, false],
      [dee.userId, false],
    ] as const) {
      const caller = { id: who, companyId: ada.companyId };
      const row = await db()
        .selectFrom('users')
        .select('user_type')
        .where('id', '=', who)
        .executeTakeFirstOrThrow();
      const { rows } = await sql<{ ok: boolean }>`select ${isAdminSql(caller)} as ok`.execute(db());
      expect([who, isAdminType(row.user_type), rows[0]!.ok, await isAdmin(db(), caller)]).toEqual([
        who,
        admin,
        admin,
        admin,
      ]);
    }
    // Another company's id never reads as an admin of this one.
    expect(await isAdmin(db(), { id: ada.userId, companyId: alex.userId })).toBe(false);
    // Inviting is an admin's (requireAdmin).
    expect((await alex.api.post('/invitations', { email: 'x.rule@example.com', role: 'user' })).status).toBe(
      403,
    );
    expect((await ada.api.post('/invitations', { email: 'x.rule@example.com', role: 'user' })).status).toBe(
      201,
    );
  });
});
