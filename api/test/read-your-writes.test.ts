import { createInstances, onPostgresServer, type TestApp } from './helpers/test-app';
import { client, signUpCompany, type Json } from './phonesheet-helpers';

// Two API instances on one PostgreSQL database, as behind a round-robin load balancer: a write
// answered by one is seen by the next read on the other, although the other keeps sheets,
// search counts and statuses between requests and hears of the write by NOTIFY a moment later.
onPostgresServer('read your writes across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let noisy: Awaited<ReturnType<typeof signUpCompany>>;

  beforeAll(async () => {
    [a, b] = (await createInstances(2)) as [TestApp, TestApp];
    noisy = await signUpCompany(a, 'Noisy Neighbour');
  }, 60_000);
  // Another company keeps B's listener busy, as on a loaded deployment: calls with notes too
  // long for a NOTIFY, each of which B reads back from the log before the events after it.
  const longNotes = '漢'.repeat(5000);
  const noise = async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        noisy.api.post('/calls', {
          direction: 'out',
          contactName: 'Noise',
          phone: '+1 212 555 0100',
          notes: longNotes,
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
  };

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  test('60 calls logged on A: each is on B’s sheet, and in B’s history count, at once', async () => {
    const admin = await signUpCompany(a, 'Read Your Writes');
    const onA = admin.api;
    const onB = client(b, admin.token);
    const now = Date.now();
    const q = new URLSearchParams({
      from: new Date(now - 6 * 3_600_000).toISOString(),
      to: new Date(now + 6 * 3_600_000).toISOString(),
    }).toString();
    // B keeps the sheet and the count of this filter from here on.
    expect((await onB.get(`/calls/sheet?${q}`)).status).toBe(200);
    expect((await onB.get('/calls?direction=in&pageSize=2')).body.data.total).toBe(0);

    const stale: string[] = [];
    for (let i = 1; i <= 60; i++) {
      const busy = noise();
      const created = await onA.post('/calls', {
        direction: 'in',
        contactName: `Reader ${i}`,
        phone: '+1 212 555 0142',
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      const sheet = (await onB.get(`/calls/sheet?${q}`)).body.data;
      if (!sheet.today.some((c: Json) => c.id === id)) stale.push(`sheet ${i}`);
      const total = (await onB.get('/calls?direction=in&pageSize=2')).body.data.total;
      if (total !== i) stale.push(`count ${i}: ${total}`);
      await busy;
    }
    expect(stale).toEqual([]);
  }, 120_000);

  test('a status added on A is in B’s list of statuses at once', async () => {
    const admin = await signUpCompany(a, 'Statuses Read Back');
    const onB = client(b, admin.token);
    const before = (await onB.get('/statuses')).body.data as Json[];
    const stale: string[] = [];
    for (let i = 1; i <= 10; i++) {
      const busy = noise();
      const added = await admin.api.post('/statuses', { name: `Waiting ${i}`, color: '#0A8FDC', open: true });
      expect(added.status).toBe(201);
      const names = ((await onB.get('/statuses')).body.data as Json[]).map((s) => s.name);
      if (!names.includes(`Waiting ${i}`) || names.length !== before.length + i) stale.push(`status ${i}`);
      await busy;
    }
    expect(stale).toEqual([]);
  }, 60_000);
});
