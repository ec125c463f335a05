import fc from 'fast-check';
import { sql } from 'kysely';
import { createTestApp, DIALECT, type TestApp } from './helpers/test-app';
import { signUpCompany } from './phonesheet-helpers';

// The contract fuzz test (docs/api.md "The fuzz test"): requests generated from the OpenAPI
// document with fast-check, against every operation, signed in and anonymous. Valid values
// of each schema, then broken ones: wrong types, missing and extra fields, huge,
// control-character, right-to-left and emoji strings, extreme numbers (NaN and Infinity as
// text, integers past 2^53 as JSON literals), malformed, deeply nested and oversized JSON,
// wrong content types, bodies on DELETE, duplicate query keys and non-id path segments. Any
// 5xx fails; so does a refused write (4xx) that changed the stored data. Every answer is also
// checked against its documented schema (the test app's request helper). FUZZ_SEED replays a
// run; FUZZ_RUNS sets the requests per operation.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Arb = fc.Arbitrary<unknown>;

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 40);

// Operations left out, and why.
const SKIPPED: Record<string, string> = {
  'GET /api/v1/events': 'an event stream never ends; its input is tested in live-streams.test.ts',
};
// The signed-in session must stay signed in for the rest of the run (ten wrong unlock passwords
// in a row end it: guess-limits.test.ts).
const ANONYMOUS_ONLY = new Set([
  'POST /api/v1/auth/logout',
  'PATCH /api/v1/auth/updateProfile',
  'POST /api/v1/auth/unlock',
]);

// Writes a refusal legitimately records (docs/api.md): a wrong code counts an attempt, a
// refused purchase is kept for its Idempotency-Key, a refused CSV import keeps its job (status
// failed, with its bad lines, for GET /calls/import/{id}), a sign-in or ticket leaves its trace.
// The event log is written just after an earlier accepted write commits (its answer may come
// first), so it can grow while a later refusal is checked. A rate-limited route counts every
// request, refused or not (rate_limit_hits, on PostgreSQL).
const TABLES_A_REFUSAL_MAY_CHANGE = new Set([
  'company_events',
  'company_event_counters',
  'call_imports',
  'signup_codes',
  'billing_requests',
  'sandbox_idempotency',
  'url_ticket_uses',
  'sessions',
  'mail_outbox',
  'dev_mailbox',
  'rate_limit_hits',
]);

const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0001\u0007\b\t\n\u000b\f\r\u001b\u007f',
  '\ud83d', // a lone surrogate
  'زينب مرحبا \u202eabc\u202c',
  '👋🏽 👨‍👩‍👧 🇫🇷',
  'x'.repeat(10_000),
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '1e308',
  'null',
  '\\',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '-0',
];
const EXTREME_NUMBERS = [
  0,
  -1,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
];

// Number literals as JSON text: past 2^53 (no double holds them), past a double (Infinity once
// parsed), below its precision (0), negative zero.
const RAW_NUMBERS = [
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890',
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '2147483648.0',
];

// Deep nesting (the bound is 64 levels: 65, and deep enough to overflow a recursive walk).
const nestedJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const DEEP_BODIES = [
  nestedJson(65),
  `{"a":${nestedJson(5_000)}}`,
  `{"a":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}}`,
  nestedJson(200_000),
];
// Around the limits: the 256 KB bodyLimit of most routes and the 2 MB of a JSON body; invalid
// JSON past a limit shows it is refused before it is parsed. Built once: every run shares them.
const KB = 1024;
const LARGE_BODIES = [
  `{"a":"${'x'.repeat(250 * KB)}"}`,
  `{"a":"${'x'.repeat(300 * KB)}"}`,
  `{"a":"${'x'.repeat(300 * KB)}", this is not JSON`,
  `{"csv":"${'x'.repeat(2 * KB * KB + 10)}"}`,
];
const oddJson = fc.constantFrom(
  ...[...DEEP_BODIES, ...LARGE_BODIES].map((body) => ({ body, contentType: 'application/json' })),
);

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0008', 'ا', '😀', 'a', '\u200f'), maxLength: 20 }),
);
const wrongValue: Arb = fc.oneof(
  nastyString,
  fc.constantFrom<unknown>(...EXTREME_NUMBERS, true, false, null, [], {}, [1, 'a'], { a: { b: 1 } }),
  fc.double(),
  fc.integer(),
);

/** Values valid for a schema of the document (OpenAPI 3.0: nullable, enum, format, bounds). */
function validValue(schema: Json | undefined, doc: Json, ids: string[], depth = 0): Arb {
  if (!schema) return fc.constant(undefined);
  if (schema.$ref) return validValue(resolve(doc, schema.$ref), doc, ids, depth);
  const base = ((): Arb => {
    if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) return fc.oneof(...(variants as Json[]).map((v) => validValue(v, doc, ids, depth)));
    switch (schema.type) {
      case 'string':
        if (schema.format === 'uuid')
          return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
        if (schema.format === 'date-time')
          return fc
            .date({ min: new Date('1971-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
            .map((d) => d.toISOString());
        if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= 254);
        if (schema.pattern === '^[0-9]{1,9}$') return fc.integer({ min: 0, max: 300 }).map(String);
        if (schema.pattern) return fc.constant(schema.example ?? '');
        return fc.oneof(
          fc.string({ maxLength: Math.min(schema.maxLength ?? 60, 60) }),
          fc.constant(schema.example ?? 'text'),
        );
      case 'integer':
        return fc.integer({
          min: schema.minimum ?? -1000,
          max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1),
        });
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(validValue(schema.items, doc, ids, depth + 1), { maxLength: 3 });
      case 'object': {
        const props = (schema.properties ?? {}) as Record<string, Json>;
        const required = (schema.required ?? []) as string[];
        const model: Record<string, Arb> = {};
        for (const [k, v] of Object.entries(props)) model[k] = validValue(v, doc, ids, depth + 1);
        return fc.record(model, { requiredKeys: required });
      }
      default:
        return fc.anything({ maxDepth: 1 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

function resolve(doc: Json, ref: string): Json {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node: Json, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

/** JSON text sent as it is (a literal JSON.stringify cannot write). */
class RawJson {
  constructor(readonly text: string) {}
}
const RAW = '__raw_number__';

/** A valid object, then broken: a field wrong, a required one missing, an extra one, or not an object. */
function brokenObject(schema: Json, doc: Json, ids: string[]): Arb {
  const props = Object.keys(schema.properties ?? {});
  const valid = validValue(schema, doc, ids) as fc.Arbitrary<Json>;
  const mutations: Arb[] = [
    fc.constantFrom<unknown>(null, [], 'text', 42, true, [{}]),
    valid.chain((v) => fc.record({ k: nastyString }).map(({ k }) => ({ ...v, [k || 'extra']: 'x' }))),
  ];
  if (props.length) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...props), wrongValue).map(([v, k, w]) => ({ ...v, [k]: w })),
      fc
        .tuple(valid, fc.constantFrom(...props), fc.constantFrom(...RAW_NUMBERS))
        .map(([v, k, raw]) => new RawJson(JSON.stringify({ ...v, [k]: RAW }).replace(`"${RAW}"`, raw))),
      fc.tuple(valid, fc.constantFrom(...props)).map(([v, k]) => {
        const copy = { ...v };
        delete copy[k];
        return copy;
      }),
    );
  }
  return fc.oneof(...mutations);
}

interface Operation {
  method: string;
  path: string;
  signedIn: boolean;
  query: Json[];
  pathParams: Json[];
  body?: Json;
  contentTypes: string[];
}

interface Request {
  method: string;
  url: string;
  token?: string;
  body?: string | Buffer;
  contentType?: string;
}

function operationsOf(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Json))
    for (const [method, op] of Object.entries(ops as Json)) {
      const params = ((op as Json).parameters ?? []) as Json[];
      const content = (op as Json).requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase(),
        path,
        signedIn: Boolean((op as Json).security),
        query: params.filter((p) => p.in === 'query'),
        pathParams: params.filter((p) => p.in === 'path'),
        body: content['application/json']?.schema,
        contentTypes: Object.keys(content),
      });
    }
  return out;
}

const NON_IDS = [
  'abc',
  '0',
  '-1',
  '%00',
  '%E2%80%AE',
  'x'.repeat(300),
  '%F0%9F%98%80',
  '00000000-0000-0000-0000-00000000000g',
];

/** One generated request of an operation: the kind of breakage is drawn too. */
function requestOf(
  op: Operation,
  doc: Json,
  ids: string[],
  token: string | undefined,
): fc.Arbitrary<Request> {
  const pathArb = fc.tuple(
    ...op.pathParams.map((p) =>
      fc.oneof(
        { weight: 3, arbitrary: validValue(p.schema, doc, ids).map((v) => encodeURIComponent(String(v))) },
        { weight: 1, arbitrary: fc.constantFrom(...NON_IDS) },
      ),
    ),
  );
  const queryArb = fc.tuple(
    ...op.query.map((p) =>
      fc.option(
        fc.oneof(
          { weight: 3, arbitrary: validValue(p.schema, doc, ids) },
          { weight: 1, arbitrary: nastyString },
        ),
        { nil: undefined },
      ),
    ),
  );
  const bodyArb: fc.Arbitrary<Pick<Request, 'body' | 'contentType'>> = op.body
    ? fc.oneof(
        { weight: 2, arbitrary: validValue(op.body, doc, ids).map((b) => json(b)) },
        { weight: 4, arbitrary: brokenObject(op.body, doc, ids).map((b) => json(b)) },
        { weight: 1, arbitrary: oddJson },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { body: '{"a":', contentType: 'application/json' },
            { body: '', contentType: 'application/json' },
            { body: 'not json', contentType: 'application/json' },
            { body: '{"a":1}', contentType: 'text/plain' },
            { body: '<a/>', contentType: 'application/xml' },
            { body: 'a=1', contentType: 'application/x-www-form-urlencoded' },
            { body: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]), contentType: 'application/json' },
            {
              body: JSON.stringify({ csv: 'direction\nin' }),
              contentType: 'application/json; charset=latin1',
            },
          ),
        },
      )
    : op.method === 'GET'
      ? fc.constant({})
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant({}) },
          // A body where none is taken (a DELETE's is ignored): any type, depth or size.
          {
            weight: 1,
            arbitrary: fc.oneof(
              fc.constantFrom(
                { body: '{"unexpected":true}', contentType: 'application/json' },
                { body: '<a/>', contentType: 'application/xml' },
                { body: 'not json', contentType: 'application/json' },
              ),
              oddJson,
            ),
          },
        );
  // Now and then a query key twice (?q=a&q=b): the second value valid or not.
  const repeatArb: fc.Arbitrary<[Json, unknown] | undefined> = op.query.length
    ? fc.oneof(
        { weight: 7, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(...op.query)
            .chain((p) => fc.tuple(fc.constant(p), fc.oneof(validValue(p.schema, doc, ids), nastyString))),
        },
      )
    : fc.constant(undefined);
  return fc.tuple(pathArb, queryArb, bodyArb, repeatArb).map(([segments, values, body, repeat]) => {
    let i = 0;
    const path = op.path.replace(/\{[^}]+\}/g, () => segments[i++] as string);
    const search = new URLSearchParams();
    const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
    op.query.forEach((p, k) => {
      const v = values[k];
      if (v !== undefined) search.set(p.name, text(v));
    });
    if (repeat) {
      const [p, v] = repeat;
      if (!search.has(p.name)) search.append(p.name, text(v));
      search.append(p.name, text(v));
    }
    const qs = search.toString();
    return { method: op.method, url: qs ? `${path}?${qs}` : path, token, ...body };
  });
}

const json = (value: unknown) => ({
  body: value instanceof RawJson ? value.text : JSON.stringify(value ?? {}),
  contentType: 'application/json',
});

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpCompany(t, 'Fuzz Co');
  const call = await owner.api.post('/calls', { contactName: 'Fuzz Call', phone: '+1 212 555 0160' });
  const statuses = (await owner.api.get('/statuses')).body.data as Json[];
  ids = [owner.userId, call.body.data.id, ...statuses.map((s) => s.id as string)];
}, 60_000);
afterAll(() => t.close());

/** Row count and checksum of every table a refused write must leave alone (one query). */
let checksumQuery: string | undefined;
async function storedData(): Promise<Map<string, string>> {
  const db = t.app.database.db;
  if (!checksumQuery) {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
    checksumQuery = tables.rows
      .map((r) => r.name)
      .filter((name) => !TABLES_A_REFUSAL_MAY_CHANGE.has(name) && /^[a-z_]+$/.test(name))
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from "${name}" t`,
      )
      .join(' union all ');
  }
  const { rows } = await sql<{ name: string; sum: string }>`${sql.raw(checksumQuery)}`.execute(db);
  return new Map(rows.map((r) => [r.name, r.sum]));
}

const changedTables = (a: Map<string, string>, b: Map<string, string>) =>
  [...a.keys()].filter((k) => a.get(k) !== b.get(k));

test(`contract fuzz (${DIALECT}): no 5xx, answers as documented, refused writes store nothing`, async () => {
  const started = Date.now();
  const doc = t.contract.doc;
  const operations = operationsOf(doc).filter((op) => !SKIPPED[`${op.method} ${op.path}`]);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let sent = 0;
  let refusedWrites = 0;
  // Taken again before a write that follows a GET: a GET may write too (a card set-up intent).
  let before = new Map<string, string>();
  let stale = true;

  for (const op of operations) {
    const key = `${op.method} ${op.path}`;
    const roles = op.signedIn && !ANONYMOUS_ONLY.has(key) ? [owner.token, undefined] : [undefined];
    for (const [r, token] of roles.entries()) {
      // Anonymous calls of a signed-in operation all end at the same 401: a quarter of them.
      const runs =
        roles.length === 1 ? RUNS_PER_OPERATION : Math.ceil((RUNS_PER_OPERATION * (r ? 1 : 3)) / 4);
      const requests = fc.sample(requestOf(op, doc, ids, token), { numRuns: runs, seed: SEED + sent + r });
      for (const req of requests) {
        sent++;
        if (req.method !== 'GET' && stale) {
          before = await storedData();
          stale = false;
        }
        if (req.method === 'GET') stale = true;
        let status: number;
        try {
          const res = await t.request({
            method: req.method,
            url: req.url,
            token: req.token,
            payload: req.body,
            headers: req.contentType ? { 'content-type': req.contentType } : {},
          });
          status = res.statusCode;
        } catch (err) {
          failures.push(`${req.method} ${req.url.slice(0, 200)}: ${(err as Error).message.slice(0, 600)}`);
          continue;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.push(`${req.method} ${req.url.slice(0, 200)} answered ${status}`);
        if (req.method !== 'GET') {
          const after = await storedData();
          if (status >= 400 && status < 500) {
            refusedWrites++;
            const changed = changedTables(before, after);
            if (changed.length)
              failures.push(
                `${req.method} ${req.url.slice(0, 200)} answered ${status} but changed ${changed}`,
              );
          }
          before = after;
        }
      }
    }
  }

  const distribution = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  console.log(
    `contract fuzz on ${DIALECT}, seed ${SEED}: ${sent} requests over ${operations.length} operations ` +
      `(${refusedWrites} refused writes checked) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `statuses ${distribution.join(', ')}`,
  );
  expect(failures).toEqual([]);
  if (!process.env.FUZZ_RUNS) expect(sent).toBeGreaterThanOrEqual(2000);
}, 300_000);
