import ICAL from 'ical.js';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addMember, signUpCompany, type Json } from './phonesheet-helpers';

// Each user's private iCalendar feed (docs/integrations.md, "Calendar feed"): owed calls and
// follow-ups as events that change with the sheet, read with the link's token and no session.
jest.setTimeout(120_000);

const HOST = 'app.example.com';
const TOKEN_PATH = /^\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/;

interface Event {
  uid: string;
  summary: string;
  description: string;
  status: string;
  sequence: number;
  start: string;
  minutes: number;
}

function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents('vevent').map((v): Event => {
    const start = v.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = v.getFirstPropertyValue('dtend') as ICAL.Time;
    expect(start.zone?.tzid).toBe('UTC');
    expect(v.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return {
      uid: String(v.getFirstPropertyValue('uid')),
      summary: String(v.getFirstPropertyValue('summary')),
      description: String(v.getFirstPropertyValue('description') ?? ''),
      status: String(v.getFirstPropertyValue('status')),
      sequence: Number(v.getFirstPropertyValue('sequence')),
      start: start.toJSDate().toISOString(),
      minutes: (end.toJSDate().getTime() - start.toJSDate().getTime()) / 60_000,
    };
  });
  return { name: String(cal.getFirstPropertyValue('x-wr-calname')), events };
}

describe('calendar feed', () => {
  let t: TestApp;
  let ada: Awaited<ReturnType<typeof signUpCompany>>;
  let grace: Awaited<ReturnType<typeof addMember>>;
  let bob: Awaited<ReturnType<typeof signUpCompany>>;
  let returned: string;
  let adaPath: string;

  const fetchFeed = (path: string) => t.request({ method: 'GET', url: `/api/v1${path}` });
  const feedOf = async (path: string) => {
    const res = await fetchFeed(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    return { raw: res.body, ...parse(res.body) };
  };
  const eventOf = (feed: { events: Event[] }, callId: string) =>
    feed.events.find((e) => e.uid === `${callId}@${HOST}`);
  const linkOf = async (api: typeof ada.api) => {
    const res = await api.get('/calendar-feed/link');
    expect(res.status).toBe(200);
    return res.body.data.path as string;
  };
  const log = async (api: typeof ada.api, body: Json) => {
    const res = await api.post('/calls', { direction: 'in', ...body });
    if (res.status !== 201) throw new Error(`log answered ${res.status} ${res.raw}`);
    return res.body.data as Json;
  };

  beforeAll(async () => {
    t = await createTestApp({ appUrl: `https://${HOST}` });
    ada = await signUpCompany(t, 'Feed Co');
    grace = await addMember(t, ada);
    bob = await signUpCompany(t, 'Other Co');
    const statuses = (await ada.api.get('/statuses')).body.data as Json[];
    returned = statuses.find((s) => s.key === 'returned').id;
    adaPath = await linkOf(ada.api);
  });
  afterAll(() => t?.close());

  test('the link needs a session to see, is stable, and only its hash is stored', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/calendar-feed/link' })).statusCode).toBe(401);
    expect(adaPath).toMatch(TOKEN_PATH);
    expect(await linkOf(ada.api)).toBe(adaPath);
    const token = /([^/]+)\.ics$/.exec(adaPath)![1]!;
    const rows = await sql<Json>`select * from calendar_feeds`.execute(t.app.database.db);
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
  });

  test('owed calls and follow-ups become events; other desks and companies never appear', async () => {
    const owed = await log(ada.api, {
      contactName: 'Ada Caller',
      contactCompany: 'Acme',
      phone: '+1 212 555 0101',
      extension: '44',
      priority: 'asap',
      notes: 'About the invoice, line two; "quotes" and \\ backslash',
      occurredAt: '2026-11-20T10:00:00Z',
    });
    const followUpAt = '2026-12-24T09:30:00.000Z';
    const followed = await log(ada.api, {
      contactName: 'Later Person',
      phone: '+1 212 555 0102',
      statusId: returned,
      followUpAt,
    });
    const closed = await log(ada.api, {
      contactName: 'Closed No Follow',
      phone: '+1 212 555 0103',
      statusId: returned,
    });
    const gracesOwn = await log(grace.api, { contactName: 'Grace Caller', phone: '+1 212 555 0104' });
    const bobs = await log(bob.api, { contactName: 'Bob Caller', phone: '+1 212 555 0105' });

    const feed = await feedOf(adaPath);
    expect(feed.name).toContain('Feed Co');
    const e = eventOf(feed, owed.id)!;
    expect(e).toMatchObject({
      status: 'CONFIRMED',
      sequence: 1,
      start: '2026-11-20T10:00:00.000Z',
      minutes: 15,
    });
    expect(e.summary).toContain('Ada Caller (Acme)');
    expect(e.summary).toContain('ASAP');
    expect(e.description).toContain('About the invoice, line two; "quotes" and \\ backslash');
    expect(e.description).toContain('tel:+12125550101;ext=44');
    expect(e.description).toContain(`https://${HOST}/dashboards/PhoneSheet?call=${owed.id}`);
    const f = eventOf(feed, followed.id)!;
    expect(f).toMatchObject({ status: 'CONFIRMED', start: followUpAt });
    expect(f.summary).toContain('Follow up with Later Person');
    expect(eventOf(feed, closed.id)).toBeUndefined();
    expect(eventOf(feed, gracesOwn.id)).toBeUndefined();
    expect(eventOf(feed, bobs.id)).toBeUndefined();
    expect(feed.raw).not.toContain('Bob Caller');
    expect(feed.raw).not.toContain('Grace Caller');
    // Nothing changed: the same text (stable UIDs, sequences and stamps).
    expect((await fetchFeed(adaPath)).body).toBe(feed.raw);
  });

  test('a change bumps SEQUENCE with the new summary and time; returned and deleted calls are cancelled', async () => {
    const a = await log(ada.api, { contactName: 'Changing Caller', phone: '+1 212 555 0111' });
    const b = await log(ada.api, { contactName: 'Returned Caller', phone: '+1 212 555 0112' });
    const c = await log(ada.api, { contactName: 'Deleted Caller', phone: '+1 212 555 0113' });
    const before = await feedOf(adaPath);
    const seqA = eventOf(before, a.id)!.sequence;
    const seqB = eventOf(before, b.id)!.sequence;
    const seqC = eventOf(before, c.id)!.sequence;

    const at = '2026-12-30T15:00:00.000Z';
    const changed = await ada.api.patch(`/calls/${a.id}`, {
      version: a.version,
      contactName: 'Renamed Caller',
      followUpAt: at,
    });
    expect(changed.status).toBe(200);
    expect((await ada.api.patch(`/calls/${b.id}`, { version: b.version, statusId: returned })).status).toBe(
      200,
    );
    expect((await ada.api.del(`/calls/${c.id}`)).status).toBeLessThan(300);

    const after = await feedOf(adaPath);
    const ea = eventOf(after, a.id)!;
    expect(ea.sequence).toBeGreaterThan(seqA);
    expect(ea.summary).toContain('Renamed Caller');
    expect(ea.start).toBe(at);
    expect(ea.status).toBe('CONFIRMED');
    const eb = eventOf(after, b.id)!;
    expect(eb.status).toBe('CANCELLED');
    expect(eb.sequence).toBeGreaterThan(seqB);
    const ec = eventOf(after, c.id)!;
    expect(ec.status).toBe('CANCELLED');
    expect(ec.sequence).toBeGreaterThan(seqC);
    // Cancelled events stay, unchanged, on the next fetches.
    expect((await fetchFeed(adaPath)).body).toBe(after.raw);
  });

  test('a covered desk shows in the feed until the cover ends, then its calls are cancelled', async () => {
    const call = await log(ada.api, { contactName: 'Covered Caller', phone: '+1 212 555 0121' });
    const gracePath = await linkOf(grace.api);
    expect(eventOf(await feedOf(gracePath), call.id)).toBeUndefined();
    await ada.api.patch(`/user/${grace.userId}`, { covers: [ada.userId] });
    const covered = eventOf(await feedOf(gracePath), call.id)!;
    expect(covered.status).toBe('CONFIRMED');
    expect(covered.description).toMatch(/Desk: /);
    await ada.api.patch(`/user/${grace.userId}`, { covers: [] });
    const ended = eventOf(await feedOf(gracePath), call.id)!;
    expect(ended.status).toBe('CANCELLED');
    expect(ended.sequence).toBeGreaterThan(covered.sequence);
    // Back again: a sequence above the cancelled one.
    await ada.api.patch(`/user/${grace.userId}`, { covers: [ada.userId] });
    const again = eventOf(await feedOf(gracePath), call.id)!;
    expect(again.status).toBe('CONFIRMED');
    expect(again.sequence).toBeGreaterThan(ended.sequence);
    await ada.api.patch(`/user/${grace.userId}`, { covers: [] });
  });

  test("written in the digest's language and zone once the user chose them", async () => {
    const call = await log(ada.api, {
      contactName: 'Paris Caller',
      phone: '+1 212 555 0131',
      priority: 'whenever',
      occurredAt: '2026-11-25T09:00:00Z',
    });
    const saved = await ada.api.put('/digest/settings', {
      enabled: true,
      sendAt: '08:00',
      timeZone: 'Europe/Paris',
      locale: 'fr',
    });
    expect(saved.status).toBe(200);
    const e = eventOf(await feedOf(adaPath), call.id)!;
    expect(e.summary).toBe('Rappeler Paris Caller');
    expect(e.description).toMatch(/Appel reçu 25 nov\.? 2026.*10:00/);
    await ada.api.put('/digest/settings', { enabled: true, sendAt: '08:00', timeZone: 'UTC', locale: 'en' });
  });

  test('rotating the link: the old one answers 404, the new one works', async () => {
    const rotated = await ada.api.post('/calendar-feed/rotate');
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.path as string;
    expect(fresh).toMatch(TOKEN_PATH);
    expect(fresh).not.toBe(adaPath);
    expect((await fetchFeed(adaPath)).statusCode).toBe(404);
    expect((await feedOf(fresh)).events.length).toBeGreaterThan(0);
    expect(await linkOf(ada.api)).toBe(fresh);
    adaPath = fresh;
  });

  test('unknown, malformed and other users’ links: 404', async () => {
    const other = adaPath.replace(/[A-Za-z0-9_-]{43}/, 'A'.repeat(43));
    for (const path of [other, '/calendar-feed/nope.ics', '/calendar-feed/nope', '/calendar-feed/%20.ics']) {
      const res = await fetchFeed(path);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('BEGIN:VCALENDAR');
    }
    // The token works without the .ics too (some apps strip it); never with a session's token.
    expect((await fetchFeed(adaPath.replace(/\.ics$/, ''))).statusCode).toBe(200);
    const session = await fetchFeed(`/calendar-feed/${ada.token}.ics`);
    expect([404, 414]).toContain(session.statusCode);
    expect(session.body).not.toContain('BEGIN:VCALENDAR');
  });

  test('hostile names and notes stay text: exactly the events logged, every text back as written', async () => {
    // Line breaks that would end the calendar or start an event, CR alone, TEXT's special
    // characters, control characters, and emoji and Arabic long enough that folds fall inside
    // multi-byte characters at every offset.
    const inject = 'END:VEVENT\r\nBEGIN:VEVENT\r\nUID:injected@evil\r\nSUMMARY:Injected';
    const companyName = `Evil\r\nEND:VCALENDAR\r\nBEGIN:VCALENDAR\r\nX-WR-CALNAME:Owned; a,b \\ c\n${inject}`;
    const wide = '🎉 مرحبا بكم 👩🏽‍💻 é'.repeat(12);
    /** The first n characters (code points) of `wide`. */
    const part = (n: number) => [...wide].slice(0, n).join('').trim();
    const evil = await signUpCompany(t, companyName);
    const member = await addMember(t, evil);
    // The admin's desk shows on the member's feed, named, while the member covers it.
    expect((await evil.api.patch(`/user/${member.userId}`, { covers: [evil.userId] })).status).toBe(200);
    const texts = [
      {
        contactName: `Caller\r\n${inject}`,
        contactCompany: 'A;B,C\\D',
        notes: `one\rtwo\nBEGIN:VEVENT\n${wide}`,
      },
      {
        contactName: `${part(30)},;`,
        contactCompany: '',
        notes: `bell\u0007 esc\u001b del\u007f; \\n not a break`,
      },
    ];
    const calls = [];
    for (const [i, text] of texts.entries())
      calls.push(await log(evil.api, { ...text, priority: 'whenever', phone: `+1 212 555 01${60 + i}` }));
    // Last: a new name ends the admin's session (its token is swapped).
    const firstName = 'Mal\nBEGIN:VEVENT';
    const lastName = `O'Ry; a,b \\ ${part(40)}`;
    expect((await evil.api.patch('/auth/updateProfile', { firstName, lastName })).status).toBe(200);
    const path = await linkOf(member.api);
    const res = await fetchFeed(path);
    expect(res.statusCode).toBe(200);

    // CRLF after every line (the last too), at most 75 octets a line, no line cut inside a
    // UTF-8 character, no control character but the line ends.
    // (The body is decoded as UTF-8: a character cut by a fold would read as U+FFFD.)
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(res.body).not.toContain('\ufffd');
    for (const line of res.body.split('\r\n').slice(0, -1)) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/(?!\t)\p{Cc}/u);
    }
    const unfolded = res.body.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(unfolded.filter((l: string) => l === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(unfolded.filter((l: string) => l === 'END:VCALENDAR')).toHaveLength(1);
    expect(unfolded.filter((l: string) => l === 'BEGIN:VEVENT')).toHaveLength(calls.length);
    expect(res.body).not.toMatch(/^(UID|SUMMARY):injected/im);

    // As a calendar reads it: the company's name, and each event's texts, as written (CR and
    // CRLF read as a line break, control characters dropped).
    const design = ICAL.design.icalendar.property as Record<string, { defaultType: string }>;
    design.name = design['x-wr-calname'] = { defaultType: 'text' };
    const cal = new ICAL.Component(ICAL.parse(res.body));
    const read = (text: string) => text.replace(/\r\n?/g, '\n').replace(/(?![\t\n])\p{Cc}/gu, '');
    const calName = `${read(companyName)} · calls to return`;
    expect(cal.getFirstPropertyValue('name')).toBe(calName);
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe(calName);
    const feed = parse(res.body);
    expect(feed.events.map((e) => e.uid).sort()).toEqual(calls.map((c) => `${c.id}@${HOST}`).sort());
    const desk = `Desk: ${firstName} ${lastName}`;
    for (const [i, call] of calls.entries()) {
      const e = eventOf(feed, call.id)!;
      const { contactName, contactCompany, notes } = texts[i]!;
      const who = contactCompany ? `${read(contactName)} (${contactCompany})` : read(contactName);
      expect(e.summary).toBe(`Call back ${who}`);
      expect(e.description).toContain(read(notes));
      expect(e.description).toContain(desk);
    }
  });

  test('a deactivated or deleted user’s feed answers 404', async () => {
    const linus = await addMember(t, ada);
    const path = await linkOf(linus.api);
    expect((await fetchFeed(path)).statusCode).toBe(200);
    expect((await ada.api.patch(`/user/${linus.userId}`, { deactivated: true })).status).toBe(200);
    expect((await fetchFeed(path)).statusCode).toBe(404);
    expect((await ada.api.patch(`/user/${linus.userId}`, { deactivated: false })).status).toBe(200);
    expect((await fetchFeed(path)).statusCode).toBe(200);
    expect((await ada.api.del(`/user/${linus.userId}`)).status).toBeLessThan(300);
    expect((await fetchFeed(path)).statusCode).toBe(404);
  });
});

test('the feed is rate limited per link, so calendars fetching many links from one address are not', async () => {
  const limited = await createTestApp({ rateLimitMax: 2 });
  try {
    const get = async (token: string) =>
      (await limited.request({ method: 'GET', url: `/api/v1/calendar-feed/${token}.ics` })).statusCode;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push(await get('B'.repeat(43)));
    // Another link from the same address has its own budget.
    statuses.push(await get('C'.repeat(43)));
    expect(statuses).toEqual([404, 404, 429, 404]);
  } finally {
    await limited.close();
  }
});
