import type { Kysely } from 'kysely';
import {
  DAY_MS,
  CANCELLED_KEEP_DAYS,
  date,
  type CalendarFeedEventsTable,
  type FeedCall,
  type FeedDB,
} from './feed-model';

/** An event of the feed: its SEQUENCE, its start, and when it left the feed (cancelled). */
export type FeedEvent = { sequence: number; startsAt: Date; cancelledAt: Date | null };

/**
 * The feed's events for the calls it shows now (`current`) and those it showed before, kept in
 * calendar_feed_events: a call's SEQUENCE goes up whenever its event changes (the call's version
 * moved, it left the feed, or came back), never down; events that left stay as cancelled for
 * CANCELLED_KEEP_DAYS.
 */
export async function feedEvents(
  db: Kysely<FeedDB>,
  {
    userId,
    companyId,
    current,
    now,
  }: { userId: string; companyId: string; current: Map<string, FeedCall>; now: Date },
): Promise<Map<string, FeedEvent>> {
  const startOf = (c: FeedCall) => date(c.follow_up_at ?? c.occurred_at);
  const shown = await db
    .selectFrom('calendar_feed_events')
    .select(['call_id', 'sequence', 'call_version', 'starts_at', 'cancelled_at'])
    .where('user_id', '=', userId)
    .execute();
  const before = new Map(shown.map((r) => [r.call_id, r]));
  const keepFrom = now.getTime() - CANCELLED_KEEP_DAYS * DAY_MS;
  const events = new Map<string, FeedEvent>();
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
  return events;
}
