import http from 'node:http';
import net from 'node:net';
import { INPUT_MESSAGES as I, JSON_NESTING_MAX } from '@phonesheet/shared/contracts';
import { nestsDeeperThan } from '../src/lib/json-nesting';
import { unstorableText } from '../src/lib/storable-text';
import { validationTexts } from '../src/lib/validation-messages';
import { createTestApp, DIALECT, type TestApp } from './helpers/test-app';
import { signUpCompany } from './phonesheet-helpers';

// Issue 33 "Never a 500 from input": a body nested deeper than 64 levels is a 400 that says so,
// before it is parsed; a body over the limit is a 413 before it is read; an unknown route is a
// 404 whatever its body; a DELETE ignores a body; no walk over input recurses (docs/api.md).

/** `depth` levels of arrays around `inner`: [[[…]]] as JSON text. */
const nested = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const DEEP = 10_000;

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpCompany(t, 'Body Bounds Co');
});
afterAll(() => t.close());

const callIds = async () =>
  ((await owner.api.get('/calls')).body.data.items as { id: string }[]).map((c) => c.id);
const callCount = async () => {
  const total = (await owner.api.get('/calls')).body.data.total;
  if (typeof total !== 'number') throw new Error('GET /calls gave no total');
  return total;
};
const send = (method: string, url: string, body: string | Buffer, contentType: string, token?: string) =>
  t.request({ method, url, token, payload: body, headers: { 'content-type': contentType } });

describe(`a body nested too deeply (${DIALECT})`, () => {
  test('a signed-in write answers 400 naming the problem, and stores nothing', async () => {
    const before = await callCount();
    const body = `{"contactName":"Deep","phone":"+1 212 555 0170","notes":${nested(DEEP, '"x"')}}`;
    const res = await send('POST', '/api/v1/calls', body, 'application/json', owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: I.tooDeep, errors: [I.tooDeep] });
    expect(I.tooDeep).toBe('The request body is nested too deeply (at most 64 levels)');
    expect(await callCount()).toBe(before);
  });

  test('an anonymous route (sign-in) answers the same 400', async () => {
    const body = `{"email":"a@example.com","password":${nested(DEEP)}}`;
    const res = await send('POST', '/api/v1/auth/login', body, 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: I.tooDeep, errors: [I.tooDeep] });
  });

  test('64 levels pass the bound (the schema answers), 65 do not', async () => {
    // The body object is level 1: notes holds 63 more.
    const at = (levels: number) =>
      send(
        'POST',
        '/api/v1/calls',
        `{"contactName":"Edge","phone":"+1 212 555 0171","notes":${nested(levels - 1)}}`,
        'application/json',
        owner.token,
      );
    const within = await at(JSON_NESTING_MAX);
    expect(within.statusCode).toBe(400);
    expect(within.json().errors).toEqual(['notes must be a string or null']);
    const beyond = await at(JSON_NESTING_MAX + 1);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors).toEqual([I.tooDeep]);
  });
});

test(`an unknown route answers 404 whatever its body (${DIALECT})`, async () => {
  const bodies: [string, string | Buffer][] = [
    ['application/json', nested(DEEP)],
    ['application/json', `{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`],
    ['application/json', '{"a":'],
    ['application/json', Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])],
    ['application/xml', '<a/>'],
    ['text/csv', 'a\u0000b'],
  ];
  for (const [contentType, body] of bodies)
    for (const [method, token] of [
      ['POST', undefined],
      ['PUT', owner.token],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(method, '/api/v1/nope', body, contentType, token);
      expect([method, contentType, body.length, res.statusCode]).toEqual([
        method,
        contentType,
        body.length,
        404,
      ]);
      expect(res.json()).toEqual({ msg: 'Not found' });
    }
});

/**
 * A POST that sends its headers and only the first `sent` bytes of its body, then waits: the
 * answer (or null when none comes within `waitMs`, the server waiting for the rest).
 */
function partialPost(
  url: string,
  headers: Record<string, string>,
  sent: Buffer,
  waitMs = 5_000,
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, waitMs);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.write(sent);
  });
}

describe(`a body over the limit (${DIALECT})`, () => {
  test('a JSON import that says it is over 2 MB answers 413 before the body is read', async () => {
    // The import route reads up to 40 MB (a CSV file as text/csv): its JSON limit is 2 MB.
    const declared = 3 * 1024 * 1024;
    const res = await partialPost(
      `${t.baseUrl}/api/v1/calls/import`,
      { 'content-type': 'application/json', 'content-length': String(declared), authorization: owner.token },
      Buffer.from(`{"csv":"${'x'.repeat(64 * 1024)}`),
    );
    expect(res).toEqual({ status: 413, body: JSON.stringify({ msg: I.jsonTooLarge }) });
  });

  test('a body over the route limit answers 413 before it is read, any route', async () => {
    const res = await partialPost(
      `${t.baseUrl}/api/v1/calls`,
      {
        'content-type': 'application/json',
        'content-length': String(300 * 1024),
        authorization: owner.token,
      },
      Buffer.from('{"contactName":'),
    );
    expect(res?.status).toBe(413);
  });

  test('a body over the limit is refused unparsed: invalid JSON past the limit is a 413, not a 400', async () => {
    const before = await callCount();
    const valid = `{"contactName":"Big","phone":"+1 212 555 0172","notes":"${'n'.repeat(300 * 1024)}"`;
    const res = await send(
      'POST',
      '/api/v1/calls',
      `${valid}, this is not JSON`,
      'application/json',
      owner.token,
    );
    expect(res.statusCode).toBe(413);
    expect(await callCount()).toBe(before);
  });
});

test(`a DELETE ignores a body, whatever its type or size (${DIALECT})`, async () => {
  const ids: string[] = [];
  for (const phone of ['+1 212 555 0173', '+1 212 555 0174', '+1 212 555 0175'])
    ids.push((await owner.api.post('/calls', { contactName: 'Gone', phone })).body.data.id);
  const bodies: [string, string][] = [
    ['application/xml', '<why/>'],
    ['application/json', JSON.stringify({ pad: 'x'.repeat(3 * 1024 * 1024) })],
    ['application/json', nested(DEEP)],
  ];
  for (const [i, [contentType, body]] of bodies.entries()) {
    const res = await send('DELETE', `/api/v1/calls/${ids[i]}`, body, contentType, owner.token);
    expect([contentType, res.statusCode]).toEqual([contentType, 200]);
  }
  expect((await callIds()).filter((id) => ids.includes(id))).toEqual([]);
});

describe('walks over input never recurse', () => {
  const deepValue = (depth: number, inner: unknown) => {
    let value = inner;
    for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { k: value };
    return value;
  };

  test('unstorableText finds a NUL 200,000 levels down, and says where', () => {
    const found = unstorableText(deepValue(200_000, 'a\u0000b'));
    expect(found).toMatch(/^(\[0\]\.k)+ contains a NUL character, which cannot be stored$/);
    expect(unstorableText(deepValue(200_000, 'fine'))).toBeNull();
  });

  test('unstorableText still names the first problem in document order', () => {
    expect(unstorableText({ a: ['ok', { b: 'x\u0000' }], c: '\u0000' })).toBe(
      'a[1].b contains a NUL character, which cannot be stored',
    );
    expect(unstorableText({ a: 'ok', 'b\u0000': 1, c: '\u0000' })).toBe(
      '"b\\u0000" contains a NUL character, which cannot be stored',
    );
    expect(unstorableText('\ud83d')).toBe('body contains a character that is not valid Unicode');
  });

  test('the 400 texts of 60,000 wrong array items are built in linear time', () => {
    // What ajv reports for PATCH /user/{id} with 60,000 numbers as covers (a 180 KB body): it
    // took 59 s of one event loop before (a list searched for each new text). Twenty times the
    // items must cost about twenty times the time, not four hundred: a ratio, so a loaded
    // machine slows both sides alike; the best of three runs takes out a stray pause, and the
    // wide gap between 20 and 400 leaves room for a garbage collection on CI's busy cores.
    const wrongItems = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        keyword: 'type',
        instancePath: `/covers/${i}`,
        schemaPath: '#/properties/covers/items/type',
        params: { type: 'string' },
        parentSchema: { type: 'string' },
      }));
    const bestOfThree = (errors: ReturnType<typeof wrongItems>) => {
      let best = Infinity;
      let texts: string[] = [];
      for (let run = 0; run < 3; run += 1) {
        const started = process.hrtime.bigint();
        texts = validationTexts(errors as never);
        best = Math.min(best, Number(process.hrtime.bigint() - started));
      }
      return { best, texts };
    };
    const small = bestOfThree(wrongItems(3_000));
    const large = bestOfThree(wrongItems(60_000));
    expect(large.best / small.best).toBeLessThan(120);
    expect(large.texts).toHaveLength(60_000);
    expect(large.texts[59_999]).toBe('covers[59999] must be a string');
  });

  test('nestsDeeperThan counts brackets outside strings only', () => {
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 64)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\"}${nested(70)}`, 64)).toBe(true);
    expect(nestsDeeperThan(`{"a":"\\"${'['.repeat(100)}"}`, 64)).toBe(false);
    expect(nestsDeeperThan(nested(1_000_000), 64)).toBe(true);
  });
});

// Issue 44: Node's parser refuses a request line or headers over 16 KB before fastify routes
// it. The answer is the API's own `{ msg }`, and it says Connection: close, so a keep-alive
// client knows not to send its next request on that socket.
describe(`a request line or headers over 16 KB (${DIALECT})`, () => {
  /** Raw HTTP/1.1 on a socket: everything the server wrote before it closed the connection. */
  const raw = (head: string) =>
    new Promise<string>((resolve, reject) => {
      const { port } = t.app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      let got = '';
      socket.on('data', (chunk) => (got += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(got));
    });
  const answer = (text: string) => {
    const [head, body] = text.split('\r\n\r\n');
    return { status: Number(head!.split(' ')[1]), head: head!.toLowerCase(), body: JSON.parse(body!) };
  };

  test.each([
    ['a query string', `GET /api/v1/health?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`],
    ['a header', `GET /api/v1/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`],
  ])('%s over 16 KB: 431 with { msg } and Connection: close', async (_what, head) => {
    const res = answer(await raw(head));
    expect(res.status).toBe(431);
    expect(res.head).toContain('connection: close');
    expect(res.head).toContain('content-type: application/json');
    expect(res.body).toEqual({ msg: 'The request line or its headers are over 16 KB' });
  });

  test('a request that is not HTTP: 400 with { msg } and Connection: close', async () => {
    const res = answer(await raw('HELLO THERE\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.head).toContain('connection: close');
    expect(res.body).toEqual({ msg: 'The request is not well-formed HTTP' });
  });
});
