import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers/test-app';
import { browserKeys, decrypt, startPushService } from './helpers/push-service';
import { addMember, signUpCompany, type Json } from './phonesheet-helpers';
import { deskRuleFacts, mayWorkOnDeskRead, mayWorkOnDeskSql } from '../src/access/desk-rule';
import { withPhonesheet } from '../src/services/phonesheet/db';

// Covering a desk (docs/phone-sheet.md, "Covering a desk"): "Sam covers Alex's desk" for a
// window judged by the database's clock. Inside it Sam may log and change Alex's calls, and
// Alex's calls reach Sam (the sheet's Mine, pushes, the digest); when it ends, all goes back.
jest.setTimeout(120_000);

type Member = Awaited<ReturnType<typeof addMember>>;

describe('covering a desk', () => {
  let t: TestApp;
  let ps: Awaited<ReturnType<typeof startPushService>>;
  let ada: Awaited<ReturnType<typeof signUpCompany>>; // the admin
  let alex: Member;
  let sam: Member;

  const db = () => t.app.database.db;
  const rename = (id: string, first: string, last: string) =>
    db().updateTable('users').set({ first_name: first, last_name: last }).where('id', '=', id).execute();
  const logFor = (by: Member | typeof ada, deskUserId: string, contactName = 'Ada Byron') =>
    by.api.post('/calls', {
      direction: 'in',
      contactName,
      phone: '+1 415 555 0100',
      notes: 'Invoice',
      deskUserId,
    });
  const mine = async (who: Member) => {
    const res = await who.api.get('/calls/sheet?desk=mine');
    expect(res.status).toBe(200);
    const { rolledOver, today } = res.body.data as { rolledOver: Json[]; today: Json[] };
    return [...rolledOver, ...today].map((c) => c.contactName as string);
  };
  const optIn = async (who: Member) => {
    const keys = browserKeys();
    const endpoint = ps.endpoint();
    expect((await who.api.put('/push/device', { endpoint, keys: keys.json, locale: 'en' })).status).toBe(200);
    return { keys, endpoint };
  };
  const pushedTo = async (device: Awaited<ReturnType<typeof optIn>>) => {
    await t.app.push.idle();
    return ps.to(device.endpoint).map((p) => JSON.parse(decrypt(p.body, device.keys)).caller as string);
  };
  /** The digest for Sam on a working day's morning: the callers it lists (none: no digest). */
  /** The calls logged for `who` that their notifications tell of: caller, and the covered desk. */
  const notified = async (who: Member) =>
    ((await who.api.get('/notifications?pageSize=100')).body.data.items as Json[])
      .filter((n) => n.kind === 'call.logged')
      .map((n) => [n.data.name, n.data.desk ?? null]);
  /** Sam's edit, delete and restore of the call are refused (403), and the call is as it was. */
  const expectRefusedInPlace = async (id: string, version: number) => {
    const edit = await sam.api.patch(`/calls/${id}`, { version, notes: 'Changed by Sam' });
    expect([edit.status, edit.body.msg]).toEqual([403, 'You may not change calls on this desk']);
    expect((await sam.api.del(`/calls/${id}`)).status).toBe(403);
    expect((await sam.api.post(`/calls/${id}/restore`, {})).status).toBe(403);
    const call = (await alex.api.get(`/calls/${id}`)).body.data as Json;
    expect([call.version, call.deletedAt ?? null]).toEqual([version, null]);
    expect(call.notes).not.toBe('Changed by Sam');
  };
  const samsDigest = async (day: string) => {
    const before = (await t.mailbox()).length;
    await t.app.digest.tick(new Date(`${day}T08:00:00Z`));
    const mails = (await t.mailbox()).slice(0, (await t.mailbox()).length - before);
    const mail = mails.find((m) => m.to === sam.email.toLowerCase());
    return mail ? mail.text : null;
  };

  beforeAll(async () => {
    t = await createTestApp({ digestIntervalMs: 0 });
    ps = await startPushService();
    ada = await signUpCompany(t, 'Covering Co');
    alex = await addMember(t, ada);
    sam = await addMember(t, ada);
    await rename(alex.userId, 'Alex', 'Ng');
    await rename(sam.userId, 'Sam', 'Lee');
    await sam.api.put('/digest/settings', { enabled: true, sendAt: '08:00', timeZone: 'UTC', locale: 'en' });
  });
  afterAll(async () => {
    await t?.close();
    await ps?.close();
  });

  it('the desk rule in SQL and in JavaScript agree, window by window, on the database clock', async () => {
    const { companyId } = ada;
    const cases: Array<[string, string | null]> = [
      ['-2 hours', '-1 hour'], // over
      ['-1 hour', null], // until further notice
      ['-1 hour', '+1 hour'], // holds
      ['+1 hour', '+2 hours'], // to come
      ['+1 hour', null],
    ];
    for (const [start, end] of cases) {
      await sql`delete from desk_covers where company_id = ${companyId}::uuid`.execute(db());
      await sql`insert into desk_covers (id, company_id, user_id, desk_user_id, starts_at, ends_at)
        values (gen_random_uuid(), ${companyId}::uuid, ${sam.userId}::uuid, ${alex.userId}::uuid,
          now() + ${start}::interval, now() + ${end}::interval)`.execute(db());
      for (const [who, admin] of [
        [sam.userId, false],
        [alex.userId, false],
        [ada.userId, true],
      ] as const) {
        for (const desk of [alex.userId, sam.userId, ada.userId]) {
          const caller = { id: who, companyId };
          const { rows } = await sql<{ ok: boolean; admin: boolean; windows: unknown; now: unknown }>`
            select ${mayWorkOnDeskSql(caller, desk)} as ok, f.*
            from (select ${sql.join(deskRuleFacts(caller, desk))}) f`.execute(db());
          const row = rows[0]!;
          expect(row.admin).toBe(admin);
          const js = mayWorkOnDeskRead(caller, desk, row);
          expect([start, end, who, desk, js]).toEqual([start, end, who, desk, row.ok]);
        }
      }
      // Sam on Alex's desk: only a window that holds now allows it.
      const holds = start === '-1 hour';
      const res = await logFor(sam, alex.userId, 'Rule check');
      expect(res.status).toBe(holds ? 201 : 403);
      if (holds) await ada.api.del(`/calls/${res.body.data.id}`);
    }
    await sql`delete from desk_covers where company_id = ${companyId}::uuid`.execute(db());
  });

  it('who may arrange it: the desk’s own user or an admin; not someone else, and not a bad window', async () => {
    const samSets = await sam.api.post('/coverings', { coverUserId: sam.userId, deskUserId: alex.userId });
    expect(samSets.status).toBe(403);
    const backwards = await alex.api.post('/coverings', {
      coverUserId: sam.userId,
      deskUserId: alex.userId,
      startsAt: '2030-01-10T00:00:00Z',
      endsAt: '2030-01-09T00:00:00Z',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual(['The covering must end after it starts, and not in the past']);
    const self = await alex.api.post('/coverings', { coverUserId: alex.userId, deskUserId: alex.userId });
    expect(self.status).toBe(400);
    expect(await withPhonesheet(db()).selectFrom('desk_covers').select('id').execute()).toHaveLength(0);
    // Monday to Friday next year, set by the admin: listed, not holding yet.
    const week = await ada.api.post('/coverings', {
      coverUserId: sam.userId,
      deskUserId: alex.userId,
      startsAt: '2030-01-07T08:00:00Z',
      endsAt: '2030-01-11T18:00:00Z',
    });
    expect(week.status).toBe(201);
    expect(week.body.data).toMatchObject({ coverName: 'Sam Lee', deskName: 'Alex Ng', current: false });
    expect((await alex.api.get('/coverings')).body.data).toHaveLength(1);
    expect((await logFor(sam, alex.userId, 'Too early')).status).toBe(403);
    // Ending one not started removes it.
    expect((await alex.api.del(`/coverings/${week.body.data.id}`)).status).toBe(200);
    expect((await alex.api.get('/coverings')).body.data).toHaveLength(0);
  });

  it('inside the window Alex’s calls reach Sam too (Mine, push, digest); when it ends, all goes back', async () => {
    const samDevice = await optIn(sam);
    const alexDevice = await optIn(alex);
    // Before: Sam may not log on Alex's desk, and Alex's calls are not Sam's.
    expect((await logFor(sam, alex.userId, 'Refused')).status).toBe(403);
    const before = await logFor(ada, alex.userId, 'Before');
    expect(before.status).toBe(201);
    // Nor change one of Alex's calls in place: edit, delete or restore (the desk rule).
    const beforeId = before.body.data.id as string;
    await expectRefusedInPlace(beforeId, 1);
    expect(await mine(sam)).toEqual([]);
    expect(await pushedTo(samDevice)).toEqual([]);
    expect(await pushedTo(alexDevice)).toEqual(['Before']);
    expect(await samsDigest('2026-12-07')).toBeNull();

    // Alex: "Sam covers my desk until further notice", starting a moment ago.
    const cover = await alex.api.post('/coverings', { coverUserId: sam.userId, deskUserId: alex.userId });
    expect(cover.status).toBe(201);
    expect(cover.body.data).toMatchObject({ endsAt: null, current: true });
    expect(
      (await ada.api.get('/user/list')).body.data.find((u: Json) => u._id === sam.userId).covers,
    ).toEqual([alex.userId]);

    // Sam logs and changes a call on Alex's desk: the record says "for Alex (covering)".
    const logged = await logFor(sam, alex.userId, 'By Sam');
    expect(logged.status).toBe(201);
    expect(logged.body.data).toMatchObject({
      loggedByName: 'Sam Lee',
      deskName: 'Alex Ng',
      loggedCovering: true,
    });
    const changed = await sam.api.patch(`/calls/${logged.body.data.id}`, {
      version: 1,
      notes: 'Sam called back',
    });
    expect(changed.status).toBe(200);
    const log = (await alex.api.get(`/calls/${logged.body.data.id}/changes`)).body.data as Json[];
    expect(log.map((c) => [c.field, c.userName, c.covering])).toEqual([
      ['created', 'Sam Lee', true],
      ['notes', 'Sam Lee', true],
    ]);
    // The admin's own entry on Alex's desk is not a covering one.
    const byAda = await logFor(ada, alex.userId, 'Inside');
    expect(byAda.body.data.loggedCovering).toBe(false);

    // Sam's Mine has Alex's calls; Alex still has them too.
    expect((await mine(sam)).sort()).toEqual(['Before', 'By Sam', 'Inside']);
    expect((await mine(alex)).sort()).toEqual(['Before', 'By Sam', 'Inside']);
    // The push of a call for Alex reaches both; Sam's own entry reaches only Alex.
    expect(await pushedTo(samDevice)).toEqual(['Inside']);
    expect((await pushedTo(alexDevice)).sort()).toEqual(['Before', 'By Sam', 'Inside']);
    // Sam's notifications name Alex's desk; Alex's are his own (Sam's entry reaches only Alex).
    expect(await notified(sam)).toEqual([['Inside', 'Alex Ng']]);
    const alexs = await notified(alex);
    expect(alexs).toEqual(
      expect.arrayContaining([
        ['Before', null],
        ['By Sam', null],
        ['Inside', null],
      ]),
    );
    expect(alexs.every(([, desk]) => desk === null)).toBe(true);
    // Sam's digest lists Alex's owed calls.
    const digest = await samsDigest('2026-12-08');
    expect(digest).toContain('Inside');
    expect(digest).toContain('Before');

    // Alex ends it: Sam is back to his own desk at once.
    expect((await alex.api.del(`/coverings/${cover.body.data.id}`)).status).toBe(200);
    expect((await ada.api.get('/coverings')).body.data).toEqual([]);
    expect((await logFor(sam, alex.userId, 'After end')).status).toBe(403);
    // Nor change Alex's calls in place any more, his own entry of the window included.
    await expectRefusedInPlace(logged.body.data.id, 2);
    // Nor move a call onto Alex's desk.
    const own = await logFor(sam, sam.userId, 'Sam’s own');
    const moved = await sam.api.patch(`/calls/${own.body.data.id}`, { version: 1, deskUserId: alex.userId });
    expect(moved.status).toBe(403);
    expect(moved.body.msg).toBe('You may not log calls on this desk');
    await sam.api.del(`/calls/${own.body.data.id}`);
    expect(await mine(sam)).toEqual([]);
    expect((await logFor(ada, alex.userId, 'After')).status).toBe(201);
    expect(await pushedTo(samDevice)).toEqual(['Inside']);
    expect(await pushedTo(alexDevice)).toContain('After');
    expect(await notified(sam)).toEqual([['Inside', 'Alex Ng']]);
    expect((await notified(alex)).map(([name]) => name)).toContain('After');
    expect(await samsDigest('2026-12-09')).toBeNull();
    // The record keeps what was true then.
    const kept = (await alex.api.get(`/calls/${logged.body.data.id}/changes`)).body.data as Json[];
    expect(kept.every((c) => c.covering)).toBe(true);
    await sam.api.del('/push/device');
    await alex.api.del('/push/device');
  });

  it('a window that starts later gives Sam nothing before its start, and everything from it on', async () => {
    const samDevice = await optIn(sam);
    const cover = await alex.api.post('/coverings', {
      coverUserId: sam.userId,
      deskUserId: alex.userId,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(cover.status).toBe(201);
    expect(cover.body.data).toMatchObject({ current: false });
    const noticesBefore = await notified(sam);
    // Before its start: a call for Alex reaches Sam nowhere, and Sam may not log on Alex's desk.
    expect((await logFor(ada, alex.userId, 'Not yet')).status).toBe(201);
    expect((await logFor(sam, alex.userId, 'Too soon')).status).toBe(403);
    expect(await mine(sam)).toEqual([]);
    expect(await pushedTo(samDevice)).toEqual([]);
    expect(await notified(sam)).toEqual(noticesBefore);
    expect(await samsDigest('2026-12-10')).toBeNull();

    // The start comes (the window moved to a second ago by the database's clock).
    await sql`update desk_covers set starts_at = now() - interval '1 second' where id = ${cover.body.data.id}::uuid`.execute(
      db(),
    );
    expect((await logFor(ada, alex.userId, 'From the start')).status).toBe(201);
    // Mine has Alex's calls, the one before the start too (it is Alex's desk that Sam covers);
    // the push and the notification are of the call logged once the window held.
    expect(await mine(sam)).toEqual(expect.arrayContaining(['Not yet', 'From the start']));
    expect(await pushedTo(samDevice)).toEqual(['From the start']);
    expect(await notified(sam)).toEqual([['From the start', 'Alex Ng'], ...noticesBefore]);
    const digest = await samsDigest('2026-12-11');
    expect(digest).toContain('Not yet');
    expect(digest).toContain('From the start');
    expect((await alex.api.del(`/coverings/${cover.body.data.id}`)).status).toBe(200);
    await sam.api.del('/push/device');
  });

  it('open sheets hear of a window set or ended, and the users list says when covers next change', async () => {
    const { companyId } = ada;
    const events = async () => {
      const { rows } = await sql<{ type: string; by: string }>`
        select type, payload->>'by' as by from company_events
        where company_id = ${companyId}::uuid order by id`.execute(db());
      return rows;
    };
    const list = async () => {
      const res = await sam.api.get('/user/list');
      expect(res.status).toBe(200);
      const samNow = (res.body.data as Json[]).find((u) => u._id === sam.userId);
      return { covers: samNow?.covers as string[], inMs: res.body.coversChangeInMs as number | null };
    };
    expect(await list()).toEqual({ covers: [], inMs: null });
    const before = (await events()).length;

    // A window from in a minute: Sam covers nothing yet, and the list says when that changes.
    const cover = await alex.api.post('/coverings', {
      coverUserId: sam.userId,
      deskUserId: alex.userId,
      startsAt: new Date(Date.now() + 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(cover.status).toBe(201);
    expect((await events()).slice(before)).toEqual([{ type: 'covers.changed', by: alex.userId }]);
    const soon = await list();
    expect(soon.covers).toEqual([]);
    expect(soon.inMs).toBeGreaterThan(50_000);
    expect(soon.inMs).toBeLessThanOrEqual(60_000);
    // The start comes (moved to a second ago by the database's clock): next is its end.
    await sql`update desk_covers set starts_at = now() - interval '1 second' where id = ${cover.body.data.id}::uuid`.execute(
      db(),
    );
    const holding = await list();
    expect(holding.covers).toEqual([alex.userId]);
    expect(holding.inMs).toBeGreaterThan(3_500_000);
    expect(holding.inMs).toBeLessThanOrEqual(3_600_000);
    // The legacy path answers the same.
    const legacy = await t.request({ method: 'GET', url: '/api/user/list', token: sam.token });
    expect(legacy.json().coversChangeInMs).toBeLessThanOrEqual(holding.inMs as number);
    expect(legacy.json().coversChangeInMs).toBeGreaterThan(3_500_000);

    // Ended by Alex, and by the admin's users page (covers until further notice): each is heard.
    expect((await alex.api.del(`/coverings/${cover.body.data.id}`)).status).toBe(200);
    expect((await ada.api.patch(`/user/${sam.userId}`, { covers: [alex.userId] })).status).toBe(200);
    expect((await ada.api.patch(`/user/${sam.userId}`, { covers: [] })).status).toBe(200);
    expect((await events()).slice(before + 1)).toEqual([
      { type: 'covers.changed', by: alex.userId },
      { type: 'covers.changed', by: ada.userId },
      { type: 'covers.changed', by: ada.userId },
    ]);
    // A refused window logs nothing.
    const refused = await sam.api.post('/coverings', { coverUserId: sam.userId, deskUserId: alex.userId });
    expect(refused.status).toBe(403);
    const bad = await alex.api.post('/coverings', {
      coverUserId: sam.userId,
      deskUserId: alex.userId,
      endsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(bad.status).toBe(400);
    expect((await events()).length).toBe(before + 4);
    expect(await list()).toEqual({ covers: [], inMs: null });
  });

  it('a window that reaches its end by the database clock ends by itself', async () => {
    const cover = await ada.api.post('/coverings', {
      coverUserId: sam.userId,
      deskUserId: alex.userId,
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(cover.status).toBe(201);
    expect((await logFor(sam, alex.userId, 'Inside the hour')).status).toBe(201);
    // The hour passes (the window moved back by the database's clock).
    await sql`update desk_covers set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 second'
      where id = ${cover.body.data.id}::uuid`.execute(db());
    expect((await logFor(sam, alex.userId, 'Past the hour')).status).toBe(403);
    expect(await mine(sam)).toEqual([]);
  });
});
