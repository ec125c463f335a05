import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { PHONESHEET_MESSAGES as PM } from '@phonesheet/shared/contracts';
import { createTestApp, DIALECT, type TestApp } from './helpers/test-app';
import { signUpCompany, type Json } from './phonesheet-helpers';

// CSV imports as background jobs (issue 27): one at a time per company (429 + Retry-After),
// progress, cancel, all or nothing without a long transaction, the dry run agreeing with the
// import, recovery at start-up and the event loop kept free. Both engines.
jest.setTimeout(300_000);
let t: TestApp;
type Company = Awaited<ReturnType<typeof signUpCompany>>;
let a: Company;
let b: Company;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUpCompany(t, 'Import Jobs A');
  b = await signUpCompany(t, 'Import Jobs B');
}, 300_000);
afterAll(() => t.close());

const HEADER = 'direction,name,company,phone,extension,status,priority,notes,occurredAt';
/**
 * `n` good rows (≈ 70 bytes each, more with `pad` characters of notes), named `tag`; `bad` line
 * numbers get an unreadable phone. Each row costs the job ≈ 0.16 ms of CPU to check: where the
 * row count is not what a test is about, a few long rows make a big file.
 */
function csvOf(n: number, tag: string, bad: number[] = [], pad = 0): string {
  const lines = [HEADER];
  const more = pad ? ` ${'n'.repeat(pad)}` : '';
  for (let i = 0; i < n; i++) {
    const line = i + 2;
    const phone = bad.includes(line) ? 'not a number' : `+1 212 555 ${String(1000 + (i % 9000))}`;
    lines.push(`in,${tag} ${i},Acme,${phone},,,today,imported row ${i}${more},2024-04-01T09:00:00Z`);
  }
  return lines.join('\n');
}

/** Every call of the company, hidden ones included (straight from the table). */
async function storedRows(companyId: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from calls where company_id = ${companyId}`.execute(t.app.database.db);
  return Number(rows[0]?.n);
}
const total = async (c: Company, q = '') =>
  (await c.api.get(`/calls?pageSize=1${q}`)).body.data.total as number;

/** Polls the job until it ends; `seen` gets every state on the way. */
async function follow(c: Company, id: string, seen: Json[] = []): Promise<Json> {
  for (;;) {
    const res = await c.api.get(`/calls/import/${id}`);
    expect(res.status).toBe(200);
    seen.push(res.body.data);
    if (['done', 'failed', 'cancelled'].includes(res.body.data.status)) return res.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function until(c: Company, id: string, ok: (job: Json) => boolean): Promise<Json> {
  for (;;) {
    const job = (await c.api.get(`/calls/import/${id}`)).body.data;
    if (ok(job) || ['done', 'failed', 'cancelled'].includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a second import of the company gets 429 with Retry-After while another company imports', async () => {
  const first = await a.api.post('/calls/import', { csv: csvOf(5000, 'Busy'), dryRun: true });
  expect(first.status).toBe(202);
  const second = await a.api.post('/calls/import', { csv: csvOf(3, 'Busy small') });
  expect(second.status).toBe(429);
  expect(second.body.msg).toBe(PM.importBusy);
  expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(second.body.data.job.id).toBe(first.body.data.id);
  // Company B is not held up: its import runs and ends meanwhile.
  const other = await b.api.post('/calls/import', { csv: csvOf(20, 'Other company') });
  expect(other.status).toBe(201);
  expect(other.body.data.imported).toBe(20);
  const dry = await follow(a, first.body.data.id);
  expect(dry).toMatchObject({ status: 'done', dryRun: true, imported: 5000, rowsStored: 0 });
  expect(dry.preview).toHaveLength(20);
  expect(await total(a, '&q=Busy')).toBe(0);
  // Once it ended, the next one goes.
  expect((await a.api.post('/calls/import', { csv: csvOf(3, 'Busy small') })).status).toBe(201);
});

test('reads never see half an import; cancel leaves nothing', async () => {
  const before = await storedRows(a.companyId);
  const sheetBefore = (await a.api.get('/calls/sheet?from=2024-04-01T00:00:00Z&to=2024-04-02T00:00:00Z')).raw;
  // Big enough that storing outlasts the reads below on a busy machine: on PGlite each read
  // waits for the 25-row slice before it (400 slices), on PostgreSQL slices are 200 rows.
  const rows = DIALECT === 'pglite' ? 10_000 : 40_000;
  const started = await a.api.postCsv('/calls/import', csvOf(rows, 'Halfway'));
  expect(started.status).toBe(202);
  const id = started.body.data.id;
  const mid = await until(a, id, (j) => j.status === 'storing' && j.rowsStored >= 300);
  expect(mid.status).toBe('storing');
  // Stored but hidden: history, counts, the sheet, the export, contacts and the timeline.
  expect(await storedRows(a.companyId)).toBeGreaterThan(before);
  expect(await total(a, '&q=Halfway')).toBe(0);
  expect(await total(a, '&q=212 555 1001')).toBe(await total(a, '&q=212 555 1001'));
  const sheet = await a.api.get('/calls/sheet?from=2024-04-01T00:00:00Z&to=2024-04-02T00:00:00Z');
  expect(sheet.raw).toBe(sheetBefore);
  expect((await a.api.get('/calls/export.csv?q=Halfway')).raw.trim().split('\n')).toHaveLength(1);
  expect((await a.api.get('/contacts?q=Halfway')).body.data).toEqual([]);
  expect((await a.api.get('/contacts/timeline?name=Halfway%201')).body.data).toEqual([]);

  const cancelled = await a.api.del(`/calls/import/${id}`);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.data.status).toBe('cancelled');
  expect(await storedRows(a.companyId)).toBe(before);
  expect((await a.api.get(`/calls/import/${id}`)).body.data).toMatchObject({ status: 'cancelled' });
  expect((await a.api.del(`/calls/import/${id}`)).status).toBe(200);
  // The company may import again at once.
  expect((await a.api.post('/calls/import', { csv: csvOf(2, 'After cancel') })).status).toBe(201);
  const finished = await a.api.post('/calls/import', { csv: csvOf(2, 'Finished') });
  expect((await a.api.del(`/calls/import/${finished.body.data.job.id}`)).status).toBe(409);
});

// The size limit is the one thing here that needs 100,000 rows (≈ 16 s of CPU to check).
test('a bad row at line 9,000 of 10,000 leaves nothing; 100,001 rows are refused', async () => {
  const before = await storedRows(a.companyId);
  const res = await a.api.postCsv('/calls/import', csvOf(10_000, 'Late', [9_000]));
  expect(res.status).toBe(202);
  const job = await follow(a, res.body.data.id);
  expect(job.status).toBe('failed');
  expect(job.errors).toEqual(['Line 9000: Phone number is not valid']);
  expect(job.rows).toEqual([{ line: 9000, errors: ['Phone number is not valid'] }]);
  expect(job.rowsStored).toBe(0);
  expect(await storedRows(a.companyId)).toBe(before);

  const tooMany = await a.api.postCsv('/calls/import?dryRun=true', csvOf(100_001, 'Many'));
  expect(tooMany.status).toBe(202);
  expect((await follow(a, tooMany.body.data.id)).msg).toBe(
    'The file is too large (at most 100000 rows and 20 MB)',
  );
  const big = `${HEADER}\n${'x'.repeat(20 * 1024 * 1024)}`;
  const huge = await a.api.postCsv('/calls/import?dryRun=true', big);
  expect(huge.status).toBe(400);
  expect(huge.body.errors).toEqual(['The file is too large (at most 100000 rows and 20 MB)']);
});

test('the dry run answers exactly what the import does, file by file', async () => {
  const files = [
    csvOf(3, 'Agree good'),
    csvOf(3, 'Agree bad phone', [3]),
    `${HEADER}\nin,Agree status,Acme,+1 212 555 0100,,No such status,today,,`,
    `${HEADER}\nsideways,Agree dir,Acme,+1 212 555 0100,12a,,soon,,2024-02-30`,
    `${HEADER}\n"in","Agree ""quoted""",Acme,+1 212 555 0100,,To return,asap,"multi\nline",`,
    'a,b\n1,2',
    HEADER,
    `${HEADER}\nin,"never closed,Acme,+1 212 555 0100,,,today,,`,
    `${HEADER}\nin,Agree nul,Acme,+1 212 555 0100,,,today,bad\u0000note,`,
    `${HEADER}\nin,Agree ok,Acme,+1 212 555 0100,,,today,,\nin,"Agree "broken" quote",Acme,+1 212 555 0100,,,today,,`,
  ];
  // Both forms of the file: JSON `{ csv, dryRun }` and the file as it is (text/csv).
  const send = {
    json: (csv: string, dryRun: boolean) => a.api.post('/calls/import', dryRun ? { csv, dryRun } : { csv }),
    raw: (csv: string, dryRun: boolean) => a.api.postCsv(`/calls/import${dryRun ? '?dryRun=true' : ''}`, csv),
  };
  for (const [form, post] of Object.entries(send))
    for (const csv of files) {
      const dry = await post(csv, true);
      const real = await post(csv, false);
      expect([form, csv, dry.status === 200 ? 201 : dry.status]).toEqual([form, csv, real.status]);
      expect(real.body.errors).toEqual(dry.body.errors);
      expect(real.body.rows).toEqual(dry.body.rows);
      if (real.status === 201) expect(real.body.data.imported).toBe(dry.body.data.imported);
    }
});

test('a file as text/csv: not UTF-8 or holding a NUL is refused by line; JSON over 2 MB gets 413', async () => {
  const before = await storedRows(a.companyId);
  const latin1 = Buffer.concat([
    Buffer.from(`${HEADER}\nin,Ren`),
    Buffer.from([0xe9]),
    Buffer.from('e,Acme,+1 212 555 0100,,,today,,'),
  ]);
  const notUtf8 = await t.request({
    method: 'POST',
    url: '/api/v1/calls/import',
    token: a.token,
    payload: latin1 as never,
    headers: { 'content-type': 'text/csv' },
  });
  expect([notUtf8.statusCode, notUtf8.json().msg]).toEqual([400, 'The request body is not valid UTF-8 text']);

  const nul = await a.api.postCsv(
    '/calls/import',
    `${HEADER}\nin,Fine,Acme,+1 212 555 0100,,,today,,\nin,Bad\u0000,Acme,+1 212 555 0100,,,today,,`,
  );
  expect([nul.status, nul.body.errors]).toEqual([
    400,
    ['Line 3 contains a NUL character, which cannot be stored'],
  ]);

  // Over 2 MB in 600 rows of 4,000-character notes (the limit is 5,000).
  const big = csvOf(600, 'Too big', [], 4000);
  expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
  const bigJson = await a.api.post('/calls/import', { csv: big, dryRun: true });
  expect([bigJson.status, bigJson.body.msg]).toEqual([
    413,
    'A JSON body is at most 2 MB: send a bigger CSV file as text/csv',
  ]);
  expect(await storedRows(a.companyId)).toBe(before);
  // The same file as text/csv is taken as a job.
  const asCsv = await a.api.postCsv('/calls/import?dryRun=true', big);
  expect(asCsv.status).toBe(202);
  expect(await follow(a, asCsv.body.data.id)).toMatchObject({ status: 'done', imported: 600 });
});

test('a job found running at start-up is rolled back: its calls never show', async () => {
  const before = await storedRows(a.companyId);
  const jobId = '7d3c6c1e-4f51-4f8e-9a51-0c6f0d2a0001';
  const db = t.app.database.db;
  await sql`insert into call_imports (id, company_id, user_id, status, dry_run, updated_at)
    values (${jobId}, ${a.companyId}, ${a.userId}, 'storing', false, now() - interval '1 hour')`.execute(db);
  const svc = t.app.phonesheet.calls;
  const user = { id: a.userId, companyId: a.companyId, sessionId: '' };
  const all = await t.app.phonesheet.statuses.list(db as never, a.companyId);
  const cells = (i: number) => ({
    direction: 'in',
    name: `Crashed ${i}`,
    company: 'Acme',
    phone: `+1 212 555 ${2000 + i}`,
    extension: '',
    status: '',
    priority: 'today',
    notes: '',
    occurredAt: '',
  });
  const rows = await Promise.all([0, 1, 2].map((i) => svc.checkImportRow(user, cells(i), all)));
  await svc.storeImported(db as never, user, jobId, rows);
  expect(await storedRows(a.companyId)).toBe(before + 3);
  expect(await total(a, '&q=Crashed')).toBe(0);
  // The company is blocked by the stuck job until the start-up sweep.
  expect((await a.api.post('/calls/import', { csv: csvOf(1, 'Blocked') })).status).toBe(429);
  await t.app.phonesheet.imports.recover({ staleMs: 0 });
  expect(await storedRows(a.companyId)).toBe(before);
  expect((await a.api.get(`/calls/import/${jobId}`)).body.data).toMatchObject({
    status: 'failed',
    msg: PM.importInterrupted,
  });
  expect((await a.api.post('/calls/import', { csv: csvOf(1, 'Unblocked') })).status).toBe(201);
});

// One 5,000-row import shows both its progress and that it never holds the event loop long;
// last, so that the turns it measures are not the first run of the code (warm, as a server is).
test('a big file is a job: 202, progress rising (rows checked, then stored), then every call at once; the event loop never held long (monitorEventLoopDelay)', async () => {
  const h = monitorEventLoopDelay({ resolution: 5 });
  // The CPU time spent between two turns of the loop: what a slice holds it for, whatever
  // the other processes of a shared machine take (a descheduled process shows long delays).
  let mark = process.cpuUsage();
  let maxTurnCpu = 0;
  const sampler = setInterval(() => {
    const used = process.cpuUsage(mark);
    mark = process.cpuUsage();
    maxTurnCpu = Math.max(maxTurnCpu, (used.user + used.system) / 1000);
  }, 1);
  const csv = csvOf(5000, 'Progress');
  h.enable();
  const started = await a.api.postCsv('/calls/import', csv);
  expect(started.status).toBe(202);
  expect(started.headers.get('location')).toBe(`/api/v1/calls/import/${started.body.data.id}`);
  expect(started.body.data).toMatchObject({ dryRun: false, rowsChecked: 0, rowsStored: 0 });
  const seen: Json[] = [];
  const done = await follow(a, started.body.data.id, seen);
  h.disable();
  clearInterval(sampler);
  expect(done).toMatchObject({ status: 'done', rowsTotal: 5000, rowsChecked: 5000, rowsStored: 5000 });
  expect(done.imported).toBe(5000);
  // Progress never went back, and was seen part way.
  for (let i = 1; i < seen.length; i++) {
    expect(seen[i].rowsChecked).toBeGreaterThanOrEqual(seen[i - 1].rowsChecked);
    expect(seen[i].rowsStored).toBeGreaterThanOrEqual(seen[i - 1].rowsStored);
  }
  expect(seen.some((j) => j.rowsChecked > 0 && j.rowsChecked < 5000)).toBe(true);
  expect(seen.some((j) => j.status === 'storing' && j.rowsStored > 0 && j.rowsStored < 5000)).toBe(true);
  const ms = (n: number) => Math.round(n / 1e5) / 10;
  console.log(
    `${DIALECT}: event loop delay during a 5,000-row import: p50 ${ms(h.percentile(50))} ms, ` +
      `p99 ${ms(h.percentile(99))} ms, max ${ms(h.max)} ms; longest turn ${maxTurnCpu.toFixed(1)} ms of CPU`,
  );
  // PostgreSQL: the target. PGlite: its statements run in this thread until it moves to a worker,
  // and a slice's INSERT now and then merges the GIN word index's pending list (103 ms of CPU
  // seen at load 27, docs/performance.md); the old import held the loop 7,500 ms and more.
  expect(maxTurnCpu).toBeLessThan(DIALECT === 'pglite' ? 250 : 50);
  const exported = (await a.api.get('/calls/export.csv?q=Progress')).raw.trim().split('\n');
  expect(exported).toHaveLength(5001);
  // Another company never sees the job.
  expect((await b.api.get(`/calls/import/${started.body.data.id}`)).status).toBe(404);
  expect((await b.api.del(`/calls/import/${started.body.data.id}`)).status).toBe(404);
});
