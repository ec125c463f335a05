// What every part of the calls service is built from, once: its dependencies with their
// defaults, the row readers and the outbox.
import type { Kysely, RawBuilder } from 'kysely';
import type { DB } from '../../../db/schema';
import type { CurrentUser } from '../../../access/current-user';
import { withPhonesheet, type PsDB, type PsQ } from '../db';
import type { StatusesService } from '../statuses';
import type { EventBus } from '../events';
import type { NotificationsService } from '../../notifications/service';
import type { SheetCache } from './sheet-cache';
import type { SearchCounts } from './search-counts';
import { callRows, type CallRows } from './rows';
import { callEvents, type CallEvents } from './call-events';

/**
 * A filter's total is counted exactly up to this many calls (or to the end of the next page,
 * when that is further); beyond, it is a lower bound (totalExact false, "More than N calls").
 */
export const COUNT_CAP = 1_000;
/** Calls a word search walks newest first before it turns to the full-text index instead. */
export const WALK_BUDGET = 25_000;

export interface CallsDeps {
  db: Kysely<DB>;
  statuses: StatusesService;
  events: EventBus;
  country: string;
  /** Today's sheets between requests, kept current by the events (none: every read asks). */
  sheetCache?: SheetCache;
  /** History counts between requests, dropped by the company's events (none: every page counts). */
  searchCounts?: SearchCounts;
  /** WALK_BUDGET unless given (tests force the full-text path with a small one). */
  walkBudget?: number;
  /** COUNT_CAP unless given (tests reach it with a few calls). */
  countCap?: number;
  /** Called before a call goes onto a desk that has none yet; throws when the plan has no room. */
  newDesk?: (q: PsQ, user: CurrentUser, deskUserId: string) => Promise<void>;
  /** The plan's checks before a history read, an export or a restore (none: no limits). */
  plan?: CallsPlan;
  /** A committed change's event could not update this instance's caches (reported, not thrown). */
  onEventError?: (err: unknown) => void;
  /** The push of a new call to its desk's devices (none: no pushes). */
  pushes?: CallPushes;
  /** The desk user's notifications of calls logged for them or returned (none: no notifications). */
  notifications?: NotificationsService;
  /** A new call's e-mails and chat posts (services/forwarding; none: not forwarded). */
  forwards?: CallPushes;
}

/**
 * The billing plan's limits on the calls service's reads and restores (plan-checks.ts, passed in
 * by plugins/app/phonesheet.ts); each throws PlanLimitError (402) when the plan stops the action.
 */
export interface CallsPlan {
  /** A `from` before the plan's window → 402; else the window's start (null: no limit). */
  historyFrom(companyId: string, from: string | undefined): Promise<Date | null>;
  /** The plan allows the CSV export. */
  beforeExport(companyId: string): Promise<void>;
  /** A deleted call goes back onto its desk, which may have emptied meanwhile. */
  beforeRestore(user: CurrentUser, callId: string): Promise<void>;
}

/**
 * How a new call's push is queued and sent (services/push/push-queue.ts): `queueSql` is a CTE for
 * the statement that inserts the call as `c` (`callJson`: its JSON text), for an incoming call
 * not logged by its desk's user (`by`: who logged it, null for the phone system); `kick`, once
 * that statement has committed, sends it without waiting.
 */
export interface CallPushes {
  queueSql(by: string | null, callJson: RawBuilder<string>): RawBuilder<unknown>;
  kick(): void;
}

export interface CallsContext {
  db: Kysely<PsDB>;
  statuses: StatusesService;
  events: EventBus;
  country: string;
  sheetCache?: SheetCache;
  searchCounts?: SearchCounts;
  walkBudget: number;
  countCap: number;
  newDesk?: CallsDeps['newDesk'];
  plan?: CallsPlan;
  pushes?: CallPushes;
  notifications?: NotificationsService;
  forwards?: CallPushes;
  rows: CallRows;
  outbox: CallEvents;
}

export function createCallsContext({
  db: baseDb,
  statuses,
  events,
  country,
  sheetCache,
  searchCounts,
  walkBudget = WALK_BUDGET,
  countCap = COUNT_CAP,
  newDesk,
  plan,
  onEventError = () => undefined,
  pushes,
  notifications,
  forwards,
}: CallsDeps): CallsContext {
  const db = withPhonesheet(baseDb);
  return {
    db,
    statuses,
    events,
    country,
    sheetCache,
    searchCounts,
    walkBudget,
    countCap,
    newDesk,
    plan,
    pushes,
    notifications,
    forwards,
    rows: callRows(country),
    outbox: callEvents({ db, events, statuses, sheetCache, searchCounts, onEventError }),
  };
}
