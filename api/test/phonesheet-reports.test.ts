import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addMember, signUpCompany, urlTicket, type Json } from './phonesheet-helpers';

// The Reports route (docs/phone-sheet.md, "Reports") on a seeded company: every figure is
// computed again here, in JS, from the seeded rows (Intl for the local days and hours, a
// written-out percentile), and compared with the route's answer.
jest.setTimeout(120_000);

const TZ = 'America/New_York';
// New York leaves daylight saving on Sunday 1 November 2026 (a 25-hour day).
const FROM = '2026-10-30';
const TO = '2026-11-02';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Row {
  id: string;
  direction: 'in' | 'out';
  desk: string;
  status: string;
  at: number;
  name: string;
  company: string;
  phone: string;
  callbackOf: string | null;
  deleted: boolean;
}

let t: TestApp;
let ada: Awaited<ReturnType<typeof signUpCompany>>;
let grace: Awaited<ReturnType<typeof addMember>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;
const rows: Row[] = [];
let openIds: Set<string>;

// A fixed pseudo-random sequence: the same company on every run.
let seed = 46;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const LOCAL = new Intl.DateTimeFormat('en-CA', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
const localParts = (at: number) => {
  const p = Object.fromEntries(LOCAL.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
};

/** PostgreSQL's percentile_cont: linear between the two nearest ranks. */
function percentileCont(xs: number[], p: number): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const pos = p * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

/** The rows in one statement, as calls of `companyId` logged by `logger`. */
async function insert(companyId: string, logger: string, batch: Row[]) {
  const values = batch.map(
    (r) => sql`(${r.id}::uuid, ${companyId}::uuid, ${r.direction}, ${r.name}, ${r.company}, ${r.phone},
      ${r.phone}, ${[...r.phone.slice(1)].reverse().join('')}, ${r.desk}::uuid, ${r.status}::uuid, 'today', '',
      ${new Date(r.at)}, ${logger}::uuid, ${r.callbackOf}::uuid, ${r.deleted ? new Date() : null}::timestamptz)`,
  );
  await sql`
    insert into calls (id, company_id, direction, contact_name, contact_company, phone_raw, phone_e164,
      phone_digits_rev, desk_user_id, status_id, priority, notes, occurred_at, logged_by, callback_of, deleted_at)
    values ${sql.join(values)}`.execute(t.app.database.db);
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUpCompany(t, 'Report Co');
  grace = await addMember(t, ada);
  other = await signUpCompany(t, 'Other Co', { plan: null });
  const statuses = (await ada.api.get('/statuses')).body.data as Json[];
  const open = statuses.filter((s) => s.open).map((s) => s.id as string);
  const closed = statuses.filter((s) => !s.open).map((s) => s.id as string);
  openIds = new Set(open);
  const desks = [ada.userId, grace.userId];
  const names = ['Ada Lovelace', 'Grace Hopper', '', 'Alan Turing', 'Linus Torvalds'];
  // Spellings of one company count as one; "=cmd" is a formula a spreadsheet must not run.
  const companies = ['Acme', 'ACME ', 'acme', 'Globex', 'Initech', '', '=cmd|calc', 'Hooli'];
  // Calls from a day before the range to a day after it, some on the hour of a local midnight.
  const start = Date.parse('2026-10-29T12:00:00Z');
  for (let i = 0; i < 260; i++) {
    const at = i % 13 === 0 ? Date.parse('2026-10-31T03:30:00Z') + (i % 3) * HOUR : start + rand() * 6 * DAY;
    const direction = rand() < 0.7 ? 'in' : 'out';
    const row: Row = {
      id: randomUUID(),
      direction,
      desk: pick(desks),
      status: rand() < 0.5 ? pick(open) : pick(closed),
      at: at + i, // no two calls at the same instant: "the latest name" is never a tie
      name: pick(names),
      company: pick(companies),
      phone: `+1212555${String(100 + Math.floor(rand() * 25)).padStart(4, '0')}`,
      callbackOf: null,
      deleted: i % 29 === 0,
    };
    rows.push(row);
    // Call backs: up to two, closed or still open, minutes to days later, some deleted.
    if (direction === 'in' && rand() < 0.6) {
      for (let k = 0; k < 1 + Math.floor(rand() * 2); k++) {
        rows.push({
          ...row,
          id: randomUUID(),
          direction: 'out',
          status: rand() < 0.7 ? pick(closed) : pick(open),
          at: row.at + Math.floor(rand() * 3 * DAY),
          callbackOf: row.id,
          deleted: rand() < 0.1,
        });
      }
    }
  }
  // Owed now at every age; and a call logged in the future is not owed yet.
  const now = Date.now();
  for (const ago of [0.5, 2, 10, 30, 100, 400, -5]) {
    rows.push({
      id: randomUUID(),
      direction: 'in',
      desk: pick(desks),
      status: open[0]!,
      at: now - ago * HOUR,
      name: 'Owed Person',
      company: 'Owed Co',
      phone: '+12125550999',
      callbackOf: null,
      deleted: false,
    });
  }
  await insert(ada.companyId, ada.userId, rows);
  // The other company's calls at the same times never show.
  const otherStatus = ((await other.api.get('/statuses')).body.data as Json[])[0].id;
  await insert(
    other.companyId,
    other.userId,
    rows
      .slice(0, 40)
      .map((r) => ({ ...r, id: randomUUID(), desk: other.userId, status: otherStatus, callbackOf: null })),
  );
});
afterAll(() => t.close());

/** The report as computed here from the seeded rows. */
function expected(desk: string | null) {
  const live = rows.filter((r) => !r.deleted && (desk === null || r.desk === desk));
  const inRange = live.filter((r) => {
    const d = localParts(r.at).date;
    return d >= FROM && d <= TO;
  });
  const count = (xs: Row[], dir: 'in' | 'out') => xs.filter((r) => r.direction === dir).length;
  const days = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'];
  const perDay = days.map((date) => {
    const xs = inRange.filter((r) => localParts(r.at).date === date);
    return { date, incoming: count(xs, 'in'), outgoing: count(xs, 'out') };
  });
  const perHour = Array.from({ length: 24 }, (_, hour) => {
    const xs = inRange.filter((r) => localParts(r.at).hour === hour);
    return { hour, incoming: count(xs, 'in'), outgoing: count(xs, 'out') };
  });
  const returnSeconds = (r: Row) => {
    const backs = rows.filter((b) => b.callbackOf === r.id && !b.deleted && !openIds.has(b.status));
    return backs.length ? Math.max(0, (Math.min(...backs.map((b) => b.at)) - r.at) / 1000) : null;
  };
  const incoming = inRange.filter((r) => r.direction === 'in');
  const secs = incoming.map(returnSeconds).filter((s): s is number => s !== null);
  const tally = (key: (r: Row) => string | null) => {
    const m = new Map<string, { n: number; latest: Row }>();
    for (const r of incoming) {
      const k = key(r);
      if (k === null) continue;
      const e = m.get(k) ?? { n: 0, latest: r };
      e.n++;
      if (r.at > e.latest.at) e.latest = r;
      m.set(k, e);
    }
    return [...m.entries()].sort((a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : 1)).slice(0, 10);
  };
  const latestName = (phone: string) =>
    incoming.filter((r) => r.phone === phone && r.name).sort((a, b) => b.at - a.at)[0]?.name ?? '';
  const owedNow = live.filter((r) => openIds.has(r.status) && r.at <= Date.now());
  const deskIds = [
    ...new Set([...inRange.map((r) => r.desk), ...owedNow.map((r) => r.desk), ...(desk ? [desk] : [])]),
  ];
  return {
    totals: { incoming: count(inRange, 'in'), outgoing: count(inRange, 'out') },
    perDay,
    perHour,
    owedTotal: owedNow.length,
    owedAges: [1, 4, 24, 72, 168, Infinity].map(
      (h, i, hs) =>
        owedNow.filter((r) => {
          const age = (Date.now() - r.at) / HOUR;
          return age < h && age >= (i ? hs[i - 1]! : -Infinity);
        }).length,
    ),
    oldest: owedNow.length ? (Date.now() - Math.min(...owedNow.map((r) => r.at))) / 1000 : null,
    returns: {
      incoming: incoming.length,
      returned: secs.length,
      median: percentileCont(secs, 0.5),
      p90: percentileCont(secs, 0.9),
    },
    topCallers: tally((r) => r.phone).map(([phone, e]) => ({ phone, name: latestName(phone), calls: e.n })),
    topCompanies: tally((r) => (r.company.trim() ? r.company.trim().toLowerCase() : null)).map(([, e]) => ({
      company: e.latest.company.trim(),
      calls: e.n,
    })),
    desks: deskIds.sort().map((id) => {
      const mine = inRange.filter((r) => r.desk === id);
      const back = mine.filter((r) => r.direction === 'in').map(returnSeconds);
      const got = back.filter((s): s is number => s !== null);
      return {
        deskUserId: id,
        calls: mine.length,
        incoming: count(mine, 'in'),
        returned: got.length,
        owed: owedNow.filter((r) => r.desk === id).length,
        medianReturnSeconds: percentileCont(got, 0.5),
      };
    }),
  };
}

function expectFigures(report: Json, desk: string | null) {
  const e = expected(desk);
  expect(report).toMatchObject({ from: FROM, to: TO, timeZone: TZ, desk });
  expect(report.totals).toEqual(e.totals);
  expect(report.perDay).toEqual(e.perDay);
  expect(report.perHour).toEqual(e.perHour);
  expect(report.owed.total).toBe(e.owedTotal);
  expect(report.owed.ages.map((a: Json) => a.calls)).toEqual(e.owedAges);
  expect(report.owed.oldestSeconds).toBeCloseTo(e.oldest!, -2);
  expect(report.returns.incoming).toBe(e.returns.incoming);
  expect(report.returns.returned).toBe(e.returns.returned);
  expect(report.returns.share).toBeCloseTo(e.returns.returned / e.returns.incoming, 9);
  expect(report.returns.medianSeconds).toBeCloseTo(e.returns.median!, 3);
  expect(report.returns.p90Seconds).toBeCloseTo(e.returns.p90!, 3);
  expect(report.topCallers).toEqual(e.topCallers);
  expect(report.topCompanies).toEqual(e.topCompanies);
  const desks = [...report.desks].sort((a: Json, b: Json) => (a.deskUserId < b.deskUserId ? -1 : 1));
  expect(desks.map(({ name: _n, medianReturnSeconds: m, ...d }: Json) => ({ ...d, m }))).toEqual(
    e.desks.map(({ medianReturnSeconds: m, ...d }) => ({ ...d, m: expect.closeTo(m!, 3) })),
  );
}

test('every figure of every desk matches the seeded calls, by New York days and hours', async () => {
  const res = await ada.api.get(`/reports?from=${FROM}&to=${TO}&tz=${encodeURIComponent(TZ)}`);
  expect(res.status).toBe(200);
  expectFigures(res.body.data, null);
  // The seed is not trivial: returns, several spellings of a company, the DST day's extra hour.
  expect(res.body.data.returns.returned).toBeGreaterThan(20);
  expect(res.body.data.topCompanies[0]).toMatchObject({ calls: expect.any(Number) });
  expect(res.body.data.perDay.find((d: Json) => d.date === '2026-11-01').incoming).toBeGreaterThan(0);
  expect(res.body.data.desks.map((d: Json) => d.name).sort()).toHaveLength(2);
});

test('a user sees their own desk; another desk is 403 for them and open to an admin', async () => {
  // The days are the company's (New York), not Grace's own zone (her digest's Tokyo).
  const saved = await grace.api.put('/digest/settings', {
    enabled: true,
    sendAt: '08:00',
    timeZone: 'Asia/Tokyo',
    locale: 'en',
  });
  expect(saved.status).toBe(200);
  expect((await ada.api.put('/forwarding/company/time-zone', { timeZone: TZ })).status).toBe(200);
  const own = await grace.api.get(`/reports?from=${FROM}&to=${TO}`);
  expect(own.status).toBe(200);
  expectFigures(own.body.data, grace.userId);
  const asked = await grace.api.get(`/reports?from=${FROM}&to=${TO}&desk=${grace.userId}`);
  expect({ ...asked.body.data, owed: null }).toEqual({ ...own.body.data, owed: null });
  const denied = await grace.api.get(`/reports?from=${FROM}&to=${TO}&desk=${ada.userId}`);
  expect(denied.status).toBe(403);
  expect(denied.body.msg).toBe(
    "You can see only your own desk's report; an administrator can see every desk",
  );
  const byAdmin = await ada.api.get(
    `/reports?from=${FROM}&to=${TO}&tz=${encodeURIComponent(TZ)}&desk=${grace.userId}`,
  );
  expect(byAdmin.status).toBe(200);
  expectFigures(byAdmin.body.data, grace.userId);
  // Another company's user is no desk of this company.
  const stranger = await ada.api.get(`/reports?desk=${other.userId}`);
  expect(stranger.status).toBe(400);
});

test('bad ranges and zones are 400; a range before the plan window is 402', async () => {
  for (const q of [
    'from=2026-11-05&to=2026-11-01',
    'from=2026-02-30',
    'from=2025-01-01&to=2026-12-01',
    'tz=Mars/Olympus',
  ])
    expect((await ada.api.get(`/reports?${q}`)).status).toBe(400);
  // No dates: today in the zone (UTC for an admin who never saved a digest setting).
  const today = await other.api.get('/reports');
  expect(today.status).toBe(200);
  expect(today.body.data).toMatchObject({
    timeZone: 'UTC',
    from: today.body.data.today,
    to: today.body.data.today,
  });
  expect((await other.api.get(`/reports?from=${FROM}`)).status).toBe(402);
  // The last 7 days: today and the 6 before it.
  const week = (await other.api.get('/reports?days=7')).body.data;
  expect(week.perDay.map((d: Json) => d.date)).toEqual(
    Array.from({ length: 7 }, (_, i) =>
      new Date(Date.parse(week.today) - (6 - i) * DAY).toISOString().slice(0, 10),
    ),
  );
  expect((await other.api.get('/reports?days=0')).status).toBe(400);
});

test('the CSV holds the same figures, its texts defused', async () => {
  const ticket = await urlTicket(t, ada.token, 'reports/export.csv');
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/reports/export.csv?from=${FROM}&to=${TO}&tz=${encodeURIComponent(TZ)}&ticket=${ticket}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="report-${FROM}-${TO}.csv"`);
  const lines: string[][] = parse(res.body.replace(/^\ufeff/, ''));
  expect(lines[0]).toEqual(['section', 'item', 'name', 'measure', 'value']);
  const e = expected(null);
  const value = (section: string, item: string, measure: string) =>
    lines.find((l) => l[0] === section && l[1] === item && l[3] === measure)?.[4];
  expect(value('total', 'calls', 'incoming')).toBe(String(e.totals.incoming));
  expect(value('day', '2026-11-01', 'outgoing')).toBe(String(e.perDay[2]!.outgoing));
  expect(Number(value('returns', 'p90', 'seconds'))).toBeCloseTo(e.returns.p90!, 3);
  // The formula-like company is written with a ' in front, as the calls export writes it.
  expect(res.body).toContain(`"'=cmd|calc"`);
  expect(res.body).not.toMatch(/(^|,)"=cmd/m);
  // A plan without CSV export: 402 when the ticket is asked for.
  const basic = await t.request({
    method: 'POST',
    url: '/api/v1/auth/urlTicket',
    token: other.token,
    payload: { path: 'reports/export.csv' },
  });
  expect(basic.statusCode).toBe(402);
});

describe("the company's time zone, far from UTC", () => {
  // Kiritimati is UTC+14 all year (no daylight saving): local midnight is 10:00 UTC the day
  // before, so UTC days and local days differ for most of every day.
  const ZONE = 'Pacific/Kiritimati';
  const OFFSET = 14 * HOUR;
  /** The local date of an instant, with the fixed offset (no Intl, no database). */
  const localDate = (at: number) => new Date(at + OFFSET).toISOString().slice(0, 10);
  const localHour = (at: number) => new Date(at + OFFSET).getUTCHours();
  /** The instant local midnight of `date` falls on. */
  const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`) - OFFSET;
  const kRows: Row[] = [];
  let kiri: Awaited<ReturnType<typeof signUpCompany>>;
  let viewer: Awaited<ReturnType<typeof addMember>>;

  beforeAll(async () => {
    kiri = await signUpCompany(t, 'Kiritimati Co');
    viewer = await addMember(t, kiri, 'admin');
    expect((await kiri.api.put('/forwarding/company/time-zone', { timeZone: ZONE })).status).toBe(200);
    // The second admin reads the report from Honolulu (UTC-10): 24 hours behind the company.
    await viewer.api.put('/digest/settings', {
      enabled: false,
      sendAt: '08:00',
      timeZone: 'Pacific/Honolulu',
      locale: 'en',
    });
    const status = ((await kiri.api.get('/statuses')).body.data as Json[]).find((x) => !x.open).id;
    const today = localDate(Date.now());
    const first = localDate(midnight(today) - 6 * DAY); // the first day of "7 days"
    const tomorrow = localDate(midnight(today) + DAY);
    // Each side of the range's two edges, and of every local midnight and noon between them.
    const instants = [midnight(first) - 1000, midnight(first), midnight(tomorrow) - 1000, midnight(tomorrow)];
    for (let d = -1; d <= 7; d++) {
      const m = midnight(first) + d * DAY;
      instants.push(m - 1000, m + 1000, m + 12 * HOUR - 1000, m + 12 * HOUR, m + 23 * HOUR + 30 * 60_000);
    }
    for (const [i, at] of instants.entries())
      kRows.push({
        id: randomUUID(),
        direction: i % 3 === 0 ? 'out' : 'in',
        desk: i % 2 ? kiri.userId : viewer.userId,
        status,
        at,
        name: 'Teraina Caller',
        company: 'Line Islands',
        phone: `+1212555${String(200 + (i % 7)).padStart(4, '0')}`,
        callbackOf: null,
        deleted: false,
      });
    await insert(kiri.companyId, kiri.userId, kRows);
  });

  /** The figures of `days` local days up to today, computed here from the rows. */
  function expectedDays(days: number) {
    const today = localDate(Date.now());
    const dates = Array.from({ length: days }, (_, i) => localDate(midnight(today) - (days - 1 - i) * DAY));
    const inRange = kRows.filter((r) => dates.includes(localDate(r.at)));
    const n = (xs: Row[], dir: string) => xs.filter((r) => r.direction === dir).length;
    return {
      from: dates[0],
      to: today,
      today,
      timeZone: ZONE,
      totals: { incoming: n(inRange, 'in'), outgoing: n(inRange, 'out') },
      perDay: dates.map((date) => {
        const xs = inRange.filter((r) => localDate(r.at) === date);
        return { date, incoming: n(xs, 'in'), outgoing: n(xs, 'out') };
      }),
      perHour: Array.from({ length: 24 }, (_, hour) => {
        const xs = inRange.filter((r) => localHour(r.at) === hour);
        return { hour, incoming: n(xs, 'in'), outgoing: n(xs, 'out') };
      }),
    };
  }

  test('"today" and "7 days" are local days of the company, for every viewer, by local hours', async () => {
    for (const days of [1, 7]) {
      const e = expectedDays(days);
      // Calls just outside the range exist on both sides, and inside it at its first and last second.
      expect(kRows.some((r) => r.at < midnight(e.from!) && r.at >= midnight(e.from!) - DAY)).toBe(true);
      for (const who of [kiri, viewer]) {
        const res = await who.api.get(`/reports?days=${days}`);
        expect(res.status).toBe(200);
        const r = res.body.data;
        expect({
          from: r.from,
          to: r.to,
          today: r.today,
          timeZone: r.timeZone,
          totals: r.totals,
          perDay: r.perDay,
          perHour: r.perHour,
        }).toEqual(e);
      }
    }
    // Not the UTC days: by UTC the 7 days would hold another set of calls.
    const utc = (await kiri.api.get('/reports?days=7&tz=UTC')).body.data;
    expect(utc.timeZone).toBe('UTC');
    expect(utc.perDay).not.toEqual(expectedDays(7).perDay);
  });

  test('a custom range is of local days too, its last day whole', async () => {
    const e = expectedDays(7);
    const res = await viewer.api.get(`/reports?from=${e.perDay[1]!.date}&to=${e.perDay[3]!.date}`);
    expect(res.status).toBe(200);
    expect(res.body.data.perDay).toEqual(e.perDay.slice(1, 4));
    const inRange = e.perDay.slice(1, 4);
    expect(res.body.data.totals.incoming).toBe(inRange.reduce((a, d) => a + d.incoming, 0));
  });
});

describe("a call back keeps its call's time (migration 034), as the returns read it", () => {
  const A = '2026-09-10T15:00:00.000Z';
  const B = '2026-09-20T09:00:00.000Z';
  const dayReport = async (co: Awaited<ReturnType<typeof signUpCompany>>, iso: string) =>
    (await co.api.get(`/reports?from=${iso.slice(0, 10)}&to=${iso.slice(0, 10)}&tz=UTC`)).body.data;
  const kept = async (id: string) => {
    const { rows: kept } = await sql<{ at: Date | null }>`
      select callback_origin_at as at from calls where id = ${id}::uuid`.execute(t.app.database.db);
    return kept[0]!.at?.toISOString() ?? null;
  };

  test('it follows an edit of the call, and the returns follow a delete and restore of either call', async () => {
    const co = await signUpCompany(t, 'Origin Co');
    const call = (
      await co.api.post('/calls', {
        direction: 'in',
        contactName: 'Origin Caller',
        phone: '(212) 555-0146',
        priority: 'today',
        occurredAt: A,
      })
    ).body.data;
    const back = (await co.api.post(`/calls/${call.id}/callback`, {})).body.data.call;
    expect(await kept(back.id)).toBe(A);
    const secs = (at: string) => (Date.parse(back.occurredAt) - Date.parse(at)) / 1000;
    expect((await dayReport(co, A)).returns).toMatchObject({
      incoming: 1,
      returned: 1,
      medianSeconds: expect.closeTo(secs(A), 2),
    });

    // The call moves to another day: so does the time its call back keeps, and its return.
    const moved = await co.api.patch(`/calls/${call.id}`, { occurredAt: B, version: 2 });
    expect(moved.status).toBe(200);
    expect(await kept(back.id)).toBe(B);
    expect((await dayReport(co, A)).returns).toMatchObject({ incoming: 0, returned: 0 });
    expect((await dayReport(co, B)).returns).toMatchObject({
      incoming: 1,
      returned: 1,
      p90Seconds: expect.closeTo(secs(B), 2),
    });

    // An edit of the call back's own time changes the time to return, not the time it keeps.
    const later = new Date(Date.parse(back.occurredAt) + 3_600_000).toISOString();
    const edited = await co.api.patch(`/calls/${back.id}`, { occurredAt: later, version: back.version });
    expect(edited.status).toBe(200);
    expect(await kept(back.id)).toBe(B);
    expect((await dayReport(co, B)).returns.medianSeconds).toBeCloseTo(secs(B) + 3600, 2);

    // Deleted, the call back returns nothing; restored (undo), it does again. The same for the call.
    for (const id of [back.id, call.id]) {
      expect((await co.api.del(`/calls/${id}`)).status).toBe(200);
      expect((await dayReport(co, B)).returns.returned).toBe(0);
      expect((await co.api.post(`/calls/${id}/restore`)).status).toBe(200);
      expect((await dayReport(co, B)).returns).toMatchObject({ incoming: 1, returned: 1 });
    }
    expect(await kept(back.id)).toBe(B);
  });
});
