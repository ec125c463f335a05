import type { Kysely } from 'kysely';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarFeed } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { hmac, randomToken, sha256 } from '../../lib/crypto';
import type { CurrentUser } from '../../access/current-user';
import { withPhonesheet, type PsDB } from '../phonesheet/db';
import { displayPhone } from '../phonesheet/phone';
import { visible } from '../phonesheet/calls/service';
import { callLink, telUri } from '../digest/mail';
import { OWED_CALL_COLUMNS, onUsersDesks, owedCallsQuery } from '../digest/owed';
import { DIGEST_LOCALES, DIGEST_TEXTS, type DigestLocale } from '../digest/texts';
import { endWithCrlf, icalEscaped, icalPlain } from './ical-text';
import { CALENDAR_TEXTS, fill } from './texts';
import { dbNow } from '../../db/clock';

// Row types of migrations/016_calendar_feeds.sql.
interface CalendarFeedsTable {
  user_id: string;
  company_id: string;
  nonce: string;
  token_hash: string;
  rotated_at: Date | string;
}
interface CalendarFeedEventsTable {
  user_id: string;
  call_id: string;
  company_id: string;
  sequence: number;
  /** The call's version the event last showed. */
  call_version: number;
  starts_at: Date | string;
  cancelled_at: Date | string | null;
}
type FeedDB = PsDB & {
  calendar_feeds: CalendarFeedsTable;
  calendar_feed_events: CalendarFeedEventsTable;
  digest_settings: { user_id: string; locale: string; time_zone: string };
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Each event's length: calendars need an end, a callback is short. */
export const EVENT_MINUTES = 15;
/** How long an event that left the feed stays in it as cancelled (and how far back follow-ups go). */
export const CANCELLED_KEEP_DAYS = 30;
/** At most this many owed calls and this many follow-ups (newest first) per feed. */
export const FEED_MAX = 500;
/** What calendars are asked to wait between two fetches (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 30 * 60;
/** The tokens `randomToken`/`hmac` give: 43 base64url characters. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export interface CalendarDeps {
  db: Kysely<DB>;
  /** The HMAC key of the links' tokens (SESSION_SECRET). */
  secret: string;
  appUrl: string;
  country: string;
}

export type CalendarService = ReturnType<typeof createCalendarService>;

interface FeedCall {
  id: string;
  contact_name: string;
  contact_company: string;
  phone_e164: string;
  extension: string | null;
  notes: string;
  priority: 'asap' | 'today' | 'whenever';
  occurred_at: Date | string;
  follow_up_at: Date | string | null;
  updated_at: Date | string;
  version: number;
  desk_user_id: string;
  first_name: string;
  last_name: string;
}

/** The digest's columns, and what an event's SEQUENCE and follow-up need. */
const CALL_COLUMNS = [...OWED_CALL_COLUMNS, 'c.follow_up_at', 'c.updated_at', 'c.version'] as const;

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export function createCalendarService({ db: baseDb, secret, appUrl, country }: CalendarDeps) {
  const db = withPhonesheet(baseDb) as unknown as Kysely<FeedDB>;
  const psDb = withPhonesheet(baseDb);
  const host = new URL(appUrl).host;

  // The token is derived, not stored: the row keeps the nonce and the token's hash.
  const tokenOf = (userId: string, nonce: string) => hmac(secret, `calendar-feed:${userId}:${nonce}`);
  const view = (userId: string, row: { nonce: string; rotated_at: Date | string }): CalendarFeed => ({
    path: `/calendar-feed/${tokenOf(userId, row.nonce)}.ics`,
    rotatedAt: date(row.rotated_at).toISOString(),
  });

  async function writeLink(user: CurrentUser, replace: boolean) {
    const nonce = randomToken(16);
    const values = { nonce, token_hash: sha256(tokenOf(user.id, nonce)), rotated_at: dbNow() };
    await db
      .insertInto('calendar_feeds')
      .values({ user_id: user.id, company_id: user.companyId, ...values })
      .onConflict((oc) =>
        replace ? oc.column('user_id').doUpdateSet(values) : oc.column('user_id').doNothing(),
      )
      .execute();
  }

  /** The calls on the user's desks that have a follow-up from CANCELLED_KEEP_DAYS ago on. */
  const followUps = (userId: string, companyId: string, now: Date) =>
    psDb
      .selectFrom('calls as c')
      .innerJoin('users as d', 'd.id', 'c.desk_user_id')
      .where('c.company_id', '=', companyId)
      .where('c.deleted_at', 'is', null)
      .where('c.follow_up_at', '>=', new Date(now.getTime() - CANCELLED_KEEP_DAYS * DAY_MS))
      .where(onUsersDesks(userId, companyId))
      .where(visible('c'))
      .select([...CALL_COLUMNS])
      .orderBy('c.follow_up_at', 'desc')
      .limit(FEED_MAX)
      .execute();

  return {
    /** The user's feed link, made on first use. */
    async myFeed(user: CurrentUser): Promise<CalendarFeed> {
      await writeLink(user, false);
      const row = await db
        .selectFrom('calendar_feeds')
        .select(['nonce', 'token_hash', 'rotated_at'])
        .where('user_id', '=', user.id)
        .where('company_id', '=', user.companyId)
        .executeTakeFirstOrThrow();
      // SESSION_SECRET changed since the link was made: the link shown must be the one that works.
      const hash = sha256(tokenOf(user.id, row.nonce));
      if (hash !== row.token_hash)
        await db
          .updateTable('calendar_feeds')
          .set({ token_hash: hash })
          .where('user_id', '=', user.id)
          .execute();
      return view(user.id, row);
    },

    /** A new link; the old one answers 404 from now on. */
    async rotate(user: CurrentUser): Promise<CalendarFeed> {
      await writeLink(user, true);
      return this.myFeed(user);
    },

    /**
     * The iCalendar text of the feed whose link carries `token`, or null (unknown token,
     * rotated link, deactivated or deleted user). One event per call: owed calls at their
     * follow-up time or else when they came in, follow-ups of calls no longer owed at their
     * follow-up time; events that left the feed stay as cancelled for CANCELLED_KEEP_DAYS.
     */
    async feed(token: string, now = dbNow()): Promise<string | null> {
      // The lookup runs for any token of the right shape, so unknown ones cost the same query.
      const hash = sha256(TOKEN_RE.test(token) ? token : `not a token:${token}`);
      const owner = await db
        .selectFrom('calendar_feeds as f')
        .innerJoin('users as u', (j) =>
          j.onRef('u.id', '=', 'f.user_id').onRef('u.company_id', '=', 'f.company_id'),
        )
        .innerJoin('companies as co', 'co.id', 'f.company_id')
        .leftJoin('digest_settings as g', 'g.user_id', 'f.user_id')
        .where('f.token_hash', '=', hash)
        .where('u.deactivated_at', 'is', null)
        .select(['f.user_id', 'f.company_id', 'co.name', 'g.locale', 'g.time_zone'])
        .executeTakeFirst();
      if (!owner || !TOKEN_RE.test(token)) return null;
      const { user_id: userId, company_id: companyId } = owner;
      const locale: DigestLocale = (DIGEST_LOCALES as readonly string[]).includes(owner.locale ?? '')
        ? (owner.locale as DigestLocale)
        : 'en';

      const [owed, followed] = await Promise.all([
        owedCallsQuery(psDb, userId, companyId, now)
          .select([...CALL_COLUMNS])
          .orderBy('c.occurred_at', 'desc')
          .limit(FEED_MAX)
          .execute(),
        followUps(userId, companyId, now),
      ]);
      const owedIds = new Set(owed.map((c) => c.id));
      const current = new Map<string, FeedCall>();
      for (const c of [...owed, ...followed]) current.set(c.id, c as FeedCall);
      const startOf = (c: FeedCall) => date(c.follow_up_at ?? c.occurred_at);

      // What the feed showed before: a call's SEQUENCE goes up whenever its event changes
      // (the call's version moved, it left the feed, or came back), never down.
      const shown = await db
        .selectFrom('calendar_feed_events')
        .select(['call_id', 'sequence', 'call_version', 'starts_at', 'cancelled_at'])
        .where('user_id', '=', userId)
        .execute();
      const before = new Map(shown.map((r) => [r.call_id, r]));
      const keepFrom = now.getTime() - CANCELLED_KEEP_DAYS * DAY_MS;
      const events = new Map<string, { sequence: number; startsAt: Date; cancelledAt: Date | null }>();
      const writes: CalendarFeedEventsTable[] = [];
      for (const c of current.values()) {
        const was = before.get(c.id);
        const startsAt = startOf(c);
        const changed =
          !!was &&
          (was.cancelled_at !== null ||
            was.call_version !== c.version ||
            date(was.starts_at).getTime() !== startsAt.getTime());
        const sequence = !was ? c.version : changed ? Math.max(c.version, was.sequence + 1) : was.sequence;
        if (!was || changed)
          writes.push({
            user_id: userId,
            call_id: c.id,
            company_id: companyId,
            sequence,
            call_version: c.version,
            starts_at: startsAt,
            cancelled_at: null,
          });
        events.set(c.id, { sequence, startsAt, cancelledAt: null });
      }
      const gone: string[] = [];
      for (const r of shown) {
        if (current.has(r.call_id)) continue;
        const cancelledAt = r.cancelled_at === null ? now : date(r.cancelled_at);
        if (cancelledAt.getTime() < keepFrom) {
          gone.push(r.call_id);
          continue;
        }
        const sequence = r.cancelled_at === null ? r.sequence + 1 : r.sequence;
        if (r.cancelled_at === null)
          writes.push({ ...r, user_id: userId, company_id: companyId, sequence, cancelled_at: now });
        events.set(r.call_id, { sequence, startsAt: date(r.starts_at), cancelledAt });
      }
      // Absolute values: two instances serving the same feed at once write the same rows.
      if (writes.length || gone.length)
        await db.transaction().execute(async (trx) => {
          if (writes.length)
            await trx
              .insertInto('calendar_feed_events')
              .values(writes)
              .onConflict((oc) =>
                oc.columns(['user_id', 'call_id']).doUpdateSet((eb) => ({
                  sequence: eb.ref('excluded.sequence'),
                  call_version: eb.ref('excluded.call_version'),
                  starts_at: eb.ref('excluded.starts_at'),
                  cancelled_at: eb.ref('excluded.cancelled_at'),
                })),
              )
              .execute();
          if (gone.length)
            await trx
              .deleteFrom('calendar_feed_events')
              .where('user_id', '=', userId)
              .where('call_id', 'in', gone)
              .execute();
        });

      // Cancelled events show what their call says now (deleted calls are kept, marked).
      const cancelledIds = [...events.entries()].filter(([, e]) => e.cancelledAt).map(([id]) => id);
      const cancelled = cancelledIds.length
        ? await psDb
            .selectFrom('calls as c')
            .innerJoin('users as d', 'd.id', 'c.desk_user_id')
            .where('c.company_id', '=', companyId)
            .where('c.id', 'in', cancelledIds)
            .select([...CALL_COLUMNS])
            .execute()
        : [];
      const rows = [...current.values(), ...(cancelled as FeedCall[])];

      // "Call taken" in the reader's language and zone (the digest's), else UTC.
      const stamp = (timeZone: string) =>
        new Intl.DateTimeFormat(locale, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
          timeZone,
        });
      let when: Intl.DateTimeFormat;
      try {
        when = stamp(owner.time_zone ?? 'UTC');
      } catch {
        when = stamp('UTC');
      }
      const t = CALENDAR_TEXTS[locale];
      const d = DIGEST_TEXTS[locale];
      const calendar = ical({
        name: icalEscaped(`${owner.name} · ${t.calName}`),
        prodId: { company: 'Phone Sheet', product: 'Calendar feed', language: locale.toUpperCase() },
        method: ICalCalendarMethod.PUBLISH,
        ttl: REFRESH_SECONDS,
      });
      for (const c of rows) {
        const e = events.get(c.id);
        if (!e) continue;
        const phone = displayPhone(c.phone_e164, country);
        const name = c.contact_name.trim();
        const company = c.contact_company.trim();
        const who = name && company ? `${name} (${company})` : name || company || phone;
        const isOwed = owedIds.has(c.id);
        // A cancelled event keeps the kind it most likely had: a returned call without a follow-up was owed.
        const asOwed = isOwed || (!!e.cancelledAt && !c.follow_up_at);
        const priority = isOwed && c.priority !== 'whenever' ? `[${d.priority[c.priority]}] ` : '';
        const lines = [
          `${phone}${c.extension ? ` ${fill(d.ext, { ext: c.extension })}` : ''}`,
          telUri(c.phone_e164, c.extension),
          c.notes.trim(),
          c.desk_user_id !== userId ? fill(d.desk, { name: `${c.first_name} ${c.last_name}`.trim() }) : '',
          fill(t.loggedAt, { time: when.format(date(c.occurred_at)) }),
          `${d.openCall}: ${callLink(appUrl, c.id)}`,
        ];
        const changed =
          e.cancelledAt && e.cancelledAt > date(c.updated_at) ? e.cancelledAt : date(c.updated_at);
        calendar.createEvent({
          id: `${c.id}@${host}`,
          sequence: e.sequence,
          start: e.startsAt,
          end: new Date(e.startsAt.getTime() + EVENT_MINUTES * MINUTE_MS),
          stamp: changed,
          lastModified: changed,
          summary: icalPlain(priority + fill(asOwed ? t.returnCall : t.followUp, { who })),
          description: icalPlain(lines.filter(Boolean).join('\n')),
          url: callLink(appUrl, c.id),
          status: e.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        });
      }
      return endWithCrlf(calendar.toString());
    },
  };
}
