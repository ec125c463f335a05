// How a committed change reaches the event log and what this instance keeps between requests.
import type { Kysely } from 'kysely';
import type { Call, PhonesheetEvent } from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../../../access/current-user';
import type { PsDB, PsQ } from '../db';
import type { EventBus } from '../events';
import type { StatusesService } from '../statuses';
import type { SheetCache } from './sheet-cache';
import type { SearchCounts } from './search-counts';

type CallEventType = Extract<PhonesheetEvent, { call: Call }>['type'];
export const callEvent = (user: CurrentUser, type: CallEventType, call: Call): PhonesheetEvent => ({
  type,
  call,
  by: user.id,
});

export function callEvents({
  db,
  events,
  statuses,
  sheetCache,
  searchCounts,
  onEventError,
}: {
  db: Kysely<PsDB>;
  events: EventBus;
  statuses: StatusesService;
  sheetCache?: SheetCache;
  searchCounts?: SearchCounts;
  onEventError: (err: unknown) => void;
}) {
  /**
   * Whether this instance's sheets, counts and statuses hold every write the company committed
   * (events.caughtUp); when not, the statuses are forgotten and the caller skips the others.
   */
  const caughtUp = async (companyId: string): Promise<boolean> => {
    if (!sheetCache && !searchCounts) return true;
    const current = await events.caughtUp(companyId);
    if (!current) statuses.invalidate(companyId);
    return current;
  };

  /** What this instance keeps between requests learns of an event: its own, or another's. */
  const applyEvent = (companyId: string, event: PhonesheetEvent) => {
    // A user's notification or a covering window changes no call, count or status.
    if (event.type === 'notification.created' || event.type === 'covers.changed') return;
    sheetCache?.apply(companyId, event);
    searchCounts?.changed(companyId);
  };

  // Once a change has committed, this instance's sheets and counts learn of it at once: its
  // caller may ask again before the fan-out comes back (the echo then changes nothing more).
  const committed = (companyId: string, done: PhonesheetEvent[]) => {
    for (const event of done) {
      try {
        applyEvent(companyId, event);
      } catch (err) {
        onEventError(err);
      }
    }
  };

  /**
   * A change in one transaction with its events (the transactional outbox): they are logged by
   * its last statement, so a committed change always has them, and an answer never comes
   * before they are in the log.
   */
  async function withEvents<T>(
    user: CurrentUser,
    work: (trx: PsQ) => Promise<T>,
    eventsOf: (value: T) => PhonesheetEvent[],
  ): Promise<T> {
    let done: PhonesheetEvent[] = [];
    const value = await events.write(user.companyId, () =>
      db.transaction().execute(async (trx) => {
        const result = await work(trx);
        done = eventsOf(result);
        return { value: result, logged: done.length ? await events.log(trx, user.companyId, done) : null };
      }),
    );
    committed(user.companyId, done);
    return value;
  }

  return { caughtUp, applyEvent, committed, withEvents };
}

export type CallEvents = ReturnType<typeof callEvents>;
