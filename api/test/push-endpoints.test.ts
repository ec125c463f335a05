import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { PUSH_MESSAGES } from '@phonesheet/shared/contracts';
import { pinnedRequest } from '../src/lib/pinned-request';
import { isPublicAddress, type ResolvedAddress } from '../src/lib/public-address';
import { endpointAddress, keysValid } from '../src/services/push/endpoint';
import { vapidKeys } from '../src/services/push/keys';
import { createPushService } from '../src/services/push/service';
import { browserKeys } from './helpers/push-service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addMember, signUpCompany } from './phonesheet-helpers';

// Issue 42, part 3: the API posts to a push endpoint a browser gave it, so a hostile endpoint
// must never make it connect inside the deployment's network (server-side request forgery):
// refused at registration, refused again at every send, and a send connects to the address
// that was checked. DNS is replaced by a table the test controls (what a hostile name server
// would answer); the system's resolver is the default.
jest.setTimeout(120_000);

const PUBLIC = '93.184.216.34';
const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

/** DNS as the test says: each name's answers, changeable between registration and send. */
function dnsTable(entries: Record<string, ResolvedAddress[]>) {
  const table = new Map(Object.entries(entries));
  const asked: string[] = [];
  return {
    table,
    asked,
    resolve: async (host: string) => {
      asked.push(host);
      const answers = table.get(host);
      if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return answers;
    },
  };
}

/** A TCP port on 127.0.0.1 that counts the connections made to it (any protocol). */
async function connectionCounter() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The hostile endpoints of the review, and each kind of address inside a network.
const HOSTILE: Array<[string, string, ResolvedAddress[]?]> = [
  [
    'the cloud metadata service by name',
    'https://metadata.google.internal/computeMetadata/v1/',
    [v4('169.254.169.254')],
  ],
  ['a public name for loopback', 'https://127.0.0.1.nip.io/push/1', [v4('127.0.0.1')]],
  ['localhost with the root dot', 'https://localhost./push/1', [v4('127.0.0.1')]],
  ['a name under localhost', 'https://foo.localhost/push/1', [v4('127.0.0.1')]],
  ['a name under localhost, with the root dot', 'https://foo.localhost./push/1', [v4('127.0.0.1')]],
  ['a single-label name', 'https://pushhost/push/1', [v4(PUBLIC)]],
  ['a .local name', 'https://printer.local/push/1', [v4(PUBLIC)]],
  ['the metadata address', 'https://169.254.169.254/latest/meta-data/'],
  ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/push/1'],
  ['a name on a private address', 'https://private.push.example.com/1', [v4('10.0.0.5')]],
  ['a name on 172.16/12', 'https://corp.push.example.com/1', [v4('172.20.1.1')]],
  ['a name on CGNAT space', 'https://cgnat.push.example.com/1', [v4('100.64.0.1')]],
  ['a name on link-local', 'https://ll.push.example.com/1', [v4('169.254.169.254')]],
  ['a name on 0.0.0.0', 'https://zero.push.example.com/1', [v4('0.0.0.0')]],
  ['a name on broadcast', 'https://bcast.push.example.com/1', [v4('255.255.255.255')]],
  ['a name on multicast', 'https://mcast.push.example.com/1', [v4('224.0.0.1')]],
  ['a name on IPv6 loopback', 'https://v6.push.example.com/1', [v6('::1')]],
  ['a name on ::', 'https://unspec.push.example.com/1', [v6('::')]],
  ['a name on unique-local IPv6', 'https://ula.push.example.com/1', [v6('fd12:3456::1')]],
  ['a name on IPv6 link-local', 'https://ll6.push.example.com/1', [v6('fe80::1')]],
  ['a name on IPv6 multicast', 'https://mc6.push.example.com/1', [v6('ff02::1')]],
  ['a name on IPv4-mapped private IPv6', 'https://mapped.push.example.com/1', [v6('::ffff:10.0.0.1')]],
  [
    'a name with one private answer among public ones',
    'https://mixed.push.example.com/1',
    [v4(PUBLIC), v4('10.0.0.1')],
  ],
  ['a name that does not resolve', 'https://nowhere.push.example.com/1'],
];

describe('push endpoints never lead inside the network', () => {
  const dns = dnsTable({});
  let t: TestApp;
  let ada: Awaited<ReturnType<typeof signUpCompany>>;
  let grace: Awaited<ReturnType<typeof addMember>>;

  beforeAll(async () => {
    for (const [, endpoint, answers] of HOSTILE)
      if (answers) dns.table.set(new URL(endpoint).hostname.replace(/\.$/, ''), answers);
    dns.table.set('fcm.push.example.com', [v4(PUBLIC), v6('2606:4700::1111')]);
    t = await createTestApp({}, { resolveHost: dns.resolve });
    ada = await signUpCompany(t, 'Endpoint Co');
    grace = await addMember(t, ada, 'admin');
  });
  afterEach(async () => {
    await ada.api.del('/push/device');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(HOSTILE)('registration refuses %s with 400, and stores nothing', async (_name, endpoint) => {
    const res = await ada.api.put('/push/device', { endpoint, keys: browserKeys().json, locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(PUSH_MESSAGES.endpoint);
    expect((await ada.api.get('/push')).body.data.device).toBeNull();
  });

  it('a push service on a public address is accepted', async () => {
    const endpoint = 'https://fcm.push.example.com/send/abc';
    const res = await ada.api.put('/push/device', { endpoint, keys: browserKeys().json, locale: 'en' });
    expect(res.status).toBe(200);
    await ada.api.del('/push/device');
  });

  it('a key that is not a point on P-256 gets the documented 400', async () => {
    const zeroPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url');
    const res = await ada.api.put('/push/device', {
      endpoint: 'https://fcm.push.example.com/send/zero',
      keys: { p256dh: zeroPoint, auth: browserKeys().json.auth },
      locale: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(PUSH_MESSAGES.keys);
    expect((await ada.api.get('/push')).body.data.device).toBeNull();
  });

  it('a name public at registration but private at send time: refused then, nothing connects, not tried again', async () => {
    const inside = await connectionCounter();
    try {
      const host = 'rebind.push.example.com';
      dns.table.set(host, [v4(PUBLIC)]);
      const endpoint = `https://${host}:${inside.port}/send/1`;
      expect(
        (await ada.api.put('/push/device', { endpoint, keys: browserKeys().json, locale: 'en' })).status,
      ).toBe(200);
      // The name server now answers with this machine (DNS rebinding).
      dns.table.set(host, [v4('127.0.0.1')]);
      dns.asked.length = 0;
      const call = await grace.api.post('/calls', {
        direction: 'in',
        phone: '+1 415 555 0100',
        deskUserId: ada.userId,
      });
      expect(call.status).toBe(201);
      await t.app.push.idle();
      expect(dns.asked).toContain(host);
      expect(inside.connections()).toBe(0);
      // Refused for good, not kept for a retry.
      expect(await t.app.database.db.selectFrom('push_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await ada.api.del('/push/device');
      await inside.close();
    }
  });

  it('a subscription stored before these checks, on localhost, is refused at send time in production', async () => {
    const inside = await connectionCounter();
    const refused: string[] = [];
    const db = t.app.database.db;
    const keys = browserKeys();
    const endpoint = `https://localhost:${inside.port}/send/old`;
    // This instance's own sender (outside production) stops: the one below sends instead.
    await t.app.push.outbox.stop();
    dns.table.set('localhost', [v4('127.0.0.1')]);
    // As a row saved by an earlier version (which let such an endpoint through) would be.
    expect(
      (
        await ada.api.put('/push/device', {
          endpoint: `http://localhost:${inside.port}/x`,
          keys: keys.json,
          locale: 'en',
        })
      ).status,
    ).toBe(200);
    await db.updateTable('push_subscriptions').set({ endpoint }).where('user_id', '=', ada.userId).execute();
    const production = createPushService({
      db,
      keys: await vapidKeys(db, null),
      subject: 'mailto:ops@example.com',
      production: true,
      log: t.app.log,
      onError: () => undefined,
      onInside: (reason) => refused.push(reason),
    });
    try {
      const call = await grace.api.post('/calls', {
        direction: 'in',
        phone: '+1 415 555 0100',
        deskUserId: ada.userId,
      });
      expect(call.status).toBe(201);
      await production.idle();
      expect(inside.connections()).toBe(0);
      expect(refused).toEqual(['not an https push service URL']);
    } finally {
      await ada.api.del('/push/device');
      await t.app.database.db.deleteFrom('push_outbox').execute();
      await inside.close();
    }
  });
});

describe('the checks themselves', () => {
  it('every special-use address is inside; public unicast is not', () => {
    for (const inside of [
      '0.0.0.0',
      '0.1.2.3',
      '10.1.2.3',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.8.8.8',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '224.0.0.251',
      '239.1.1.1',
      '255.255.255.255',
      '240.0.0.1',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fdff::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
    ])
      expect([inside, isPublicAddress(inside)]).toEqual([inside, false]);
    for (const outside of [
      '93.184.216.34',
      '8.8.8.8',
      '100.63.255.255',
      '172.32.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ])
      expect([outside, isPublicAddress(outside)]).toEqual([outside, true]);
  });

  it('the development exception: this machine, outside production only, and only its own addresses', async () => {
    const dns = dnsTable({ localhost: [v4('127.0.0.1'), v6('::1')] });
    const local = 'http://localhost:9/push/1';
    expect(await endpointAddress(local, false, dns.resolve)).toEqual({ address: v4('127.0.0.1') });
    expect(await endpointAddress('http://127.0.0.1:9/push/1', false, dns.resolve)).toEqual({
      address: v4('127.0.0.1'),
    });
    expect(await endpointAddress('http://[::1]:9/push/1', false, dns.resolve)).toEqual({
      address: v6('::1'),
    });
    for (const endpoint of [
      local,
      'https://localhost/push/1',
      'http://127.0.0.1:9/push/1',
      'https://[::1]/1',
    ])
      expect(await endpointAddress(endpoint, true, dns.resolve)).toHaveProperty('refused');
    // "localhost" that a resolver sends elsewhere is not this machine.
    dns.table.set('localhost', [v4('10.0.0.1')]);
    expect(await endpointAddress(local, false, dns.resolve)).toHaveProperty('refused');
  });

  it('a send connects to the checked address; TLS and Host still name the host', async () => {
    const seen: Array<{ host?: string; path?: string }> = [];
    const server = http.createServer((req, res) => {
      seen.push({ host: req.headers.host, path: req.url });
      res.statusCode = 201;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // The name does not resolve at all: only the pinned address can have been used.
      const url = new URL(`http://push.invalid-name.example:${port}/send/1?x=1`);
      const status = await pinnedRequest(url, v4('127.0.0.1'), {
        method: 'POST',
        headers: {},
        body: 'x',
        timeoutMs: 5000,
      });
      expect(status).toBe(201);
      expect(seen).toEqual([{ host: `push.invalid-name.example:${port}`, path: '/send/1?x=1' }]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keys: the zero point and a point off the curve are refused, a real key is not', () => {
    const real = browserKeys().json;
    expect(keysValid(real.p256dh, real.auth)).toBe(true);
    const zero = Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url');
    expect(keysValid(zero, real.auth)).toBe(false);
    const off = Buffer.from(real.p256dh, 'base64url');
    off[64] = off[64]! ^ 1;
    expect(keysValid(off.toString('base64url'), real.auth)).toBe(false);
  });
});
