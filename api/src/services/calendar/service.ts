import type { Kysely } from 'kysely';
import type { CalendarFeed } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { hmac, randomToken, sha256 } from '../../lib/crypto';
import type { CurrentUser } from '../../access/current-user';
import { withPhonesheet } from '../phonesheet/db';
import { visible } from '../phonesheet/calls/service';
import { onUsersDesks, owedCallsQuery } from '../digest/owed';
import { DIGEST_LOCALES, type DigestLocale } from '../digest/texts';
import { dbNow } from '../../db/clock';
import {
  CALL_COLUMNS,
  CANCELLED_KEEP_DAYS,
  DAY_MS,
  FEED_MAX,
  TOKEN_RE,
  date,
  type FeedCall,
  type FeedDB,
} from './feed-model';
import { feedEvents } from './feed-events';
import { feedText } from './feed-text';
import { callsWithDesk } from '../../repositories/calls-repository';

// Each user's calendar feed of calls (docs/integrations.md): a secret link, and the iCalendar
// text behind it (its events: feed-events.ts; its text: feed-text.ts).

export { CANCELLED_KEEP_DAYS, EVENT_MINUTES, FEED_MAX } from './feed-model';

export interface CalendarDeps {
  db: Kysely<DB>;
  /** The HMAC key of the links' tokens (SESSION_SECRET). */
  secret: string;
  appUrl: string;
  country: string;
}

export type CalendarService = ReturnType<typeof createCalendarService>;

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
    callsWithDesk(psDb, companyId)
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
      const events = await feedEvents(db, { userId, companyId, current, now });

      // Cancelled events show what their call says now (deleted calls are kept, marked).
      const cancelledIds = [...events.entries()].filter(([, e]) => e.cancelledAt).map(([id]) => id);
      const cancelled = cancelledIds.length
        ? await callsWithDesk(psDb, companyId)
            .where('c.id', 'in', cancelledIds)
            .select([...CALL_COLUMNS])
            .execute()
        : [];
      const rows = [...current.values(), ...(cancelled as FeedCall[])];

      return feedText({ owner, userId, locale, rows, events, owedIds, appUrl, host, country });
    },
  };
}
