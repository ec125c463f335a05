import { createInstances, onPostgresServer, type TestApp } from './helpers/test-app';
import { openEventStream, until, type EventStream } from './helpers/event-stream';
import { signUpCompany } from './phonesheet-helpers';

// Two API instances on one PostgreSQL (issue 33): a session's 5-stream cap counts both, and a
// session ended on one instance closes its streams on the other within 1 s.
onPostgresServer('session streams across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let owner: Awaited<ReturnType<typeof signUpCompany>>;
  beforeAll(async () => {
    [a, b] = (await createInstances(2)) as [TestApp, TestApp];
    owner = await signUpCompany(a, 'Two Instances Co');
  }, 120_000);
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
  const openOn = (app: TestApp, token: string) => openEventStream(app, token);
  const openCount = () =>
    a.app.phonesheet.streams.count(owner.companyId) + b.app.phonesheet.streams.count(owner.companyId);

  test('one session holds at most 5 streams on both instances together; the oldest makes way', async () => {
    const session = await a.signIn(owner.email, 'correct horse');
    const streams: EventStream[] = [];
    for (const app of [a, b, a, b, a]) {
      streams.push(await openOn(app, session));
      await streams.at(-1)!.opened;
    }
    expect(openCount()).toBe(5);

    const sixth = await openOn(b, session);
    await sixth.opened;
    const endedAt = await Promise.race([streams[0]!.ended, settle(2000).then(() => Infinity)]);
    expect(endedAt).not.toBe(Infinity);
    expect(streams[0]!.events).toEqual([{ type: 'stream.closed', data: { reason: 'too-many-streams' } }]);
    await settle();
    expect(openCount()).toBe(5);

    // The five newest, on both instances, hear the next call.
    expect((await owner.api.post('/calls', { contactName: 'Cap', phone: '+1 212 555 0170' })).status).toBe(
      201,
    );
    const hearing = [...streams.slice(1), sixth];
    await until(() => hearing.every((s) => s.events.length > 0));
    await settle();
    for (const s of hearing) expect(s.events.map((e) => e.type)).toEqual(['call.created']);
    [...streams, sixth].forEach((s) => s.close());
  });

  test('a logout on instance A closes the session’s streams on instance B within 1 s', async () => {
    const session = await a.signIn(owner.email, 'correct horse');
    const onB = [await openOn(b, session), await openOn(b, session), await openOn(b, session)];
    await Promise.all(onB.map((s) => s.opened));

    expect((await a.request({ method: 'POST', url: '/api/v1/auth/logout', token: session })).statusCode).toBe(
      200,
    );
    // From the answer, as session-streams.test.ts measures.
    const at = Date.now();
    for (const s of onB) {
      const endedAt = await Promise.race([s.ended, settle(2000).then(() => Infinity)]);
      expect(endedAt - at).toBeLessThan(1000);
      expect(s.events.at(-1)).toEqual({ type: 'stream.closed', data: { reason: 'logout' } });
    }
    expect((await owner.api.post('/calls', { contactName: 'Late', phone: '+1 212 555 0171' })).status).toBe(
      201,
    );
    await settle();
    for (const s of onB) expect(s.events.filter((e) => e.type === 'call.created')).toEqual([]);
  });
});
