import fp from 'fastify-plugin';
import { createCallsService, type CallsService } from '../../services/phonesheet/calls/service';
import { createStatusesService, type StatusesService } from '../../services/phonesheet/statuses';
import { createStatusChanges, type StatusChanges } from '../../services/phonesheet/status-changes';
import type { EventBus } from '../../services/phonesheet/events';
import { createLocalBus } from '../../services/phonesheet/events-local-bus';
import { createPgBus } from '../../services/phonesheet/events-pg-bus';
import { createUsersService, type UsersService } from '../../services/phonesheet/users';
import { createPreferencesService, type PreferencesService } from '../../services/phonesheet/preferences';
import { createCoveringService, type CoveringService } from '../../services/phonesheet/covering';
import { createStreamHub, type StreamHub } from '../../services/live/streams';
import { createNotificationsService, type NotificationsService } from '../../services/notifications/service';
import { createMemoryRegistry, createPgRegistry } from '../../services/live/stream-registry';
import { createSheetCache } from '../../services/phonesheet/calls/sheet-cache';
import { createSearchCounts, type SearchCounts } from '../../services/phonesheet/calls/search-counts';
import { createPlanChecks, type PlanChecks } from '../../services/phonesheet/plan-checks';
import { createReportsService, type ReportsService } from '../../services/phonesheet/reports/service';
import { PlanLimitError } from '../../services/billing/plan-limits';
import {
  createImportJobs,
  STALE_MS,
  STORE_SLICE,
  type ImportJobs,
} from '../../services/phonesheet/calls/import';

export interface Phonesheet {
  calls: CallsService;
  statuses: StatusesService;
  /** An admin's changes to the statuses, each with its event (routes/…/statuses). */
  statusChanges: StatusChanges;
  users: UsersService;
  /** Each user's own preferences (the sheet's density). */
  preferences: PreferencesService;
  /** Who covers whose desk, and when (docs/phone-sheet.md, "Covering a desk"). */
  covering: CoveringService;
  events: EventBus;
  /** This instance's open event streams (routes/…/events). */
  streams: StreamHub;
  /** The billing plan's limits on seats, desks, history and export (402). */
  plans: PlanChecks;
  /** CSV import jobs (one at a time per company, in slices). */
  imports: ImportJobs;
  /** History totals kept between requests (none with SEARCH_COUNTS_MAX=0; tests). */
  counts?: SearchCounts;
  /** Each user's own notifications (routes/…/notifications). */
  notifications: NotificationsService;
  /** The Reports page's figures (routes/…/reports). */
  reports: ReportsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    phonesheet: Phonesheet;
  }
}

// The phone sheet's services. Live events fan out in-process on PGlite, and through
// PostgreSQL LISTEN/NOTIFY when a server is configured (several instances, one database).
export default fp(
  async (fastify) => {
    const { config, database, mailer } = fastify;
    const statuses = createStatusesService(database.db);
    const onError = (err: unknown) => fastify.log.error({ err }, 'live events failed');
    const { signals } = fastify.auth;
    const notifications = createNotificationsService(database.db);
    // Old notifications go with the event log's own pruning, on every instance.
    const pruneAlso = () => notifications.prune();
    const events = config.databaseUrl
      ? await createPgBus({
          connectionString: config.databaseUrl,
          schema: config.databaseSchema,
          db: database.db,
          onError,
          signals,
          pruneAlso,
        })
      : createLocalBus({ db: database.db, onError, pruneAlso });
    // Each session's streams are counted in PostgreSQL when instances share it, else in memory.
    const registry = signals.channel
      ? createPgRegistry({ db: database.db, channel: signals.channel, onError })
      : createMemoryRegistry(database.db);
    const streams = createStreamHub({ bus: events, registry, signals, onError });
    // The sheet cache and the counts follow the events: once the listener has been lost, events
    // committed meanwhile never reached them, so they stay off until the instance restarts.
    const keptFromEvents = () => events.live() && events.generation() === 0;
    const plans = createPlanChecks(database.db, fastify.planLimits);
    // A sheet is cached only while this instance hears every event of its company; with
    // SHEET_CACHE_MB=0 every read asks the database, as before there was a cache. Each read of
    // the database is logged with the readers it answered: one too large to keep at info, since
    // every later reader reads it again (docs/performance.md, "The spike of issue 44").
    const cacheMb = config.sheetCacheMb ?? 32;
    const sheetCache = cacheMb
      ? createSheetCache({
          maxChars: cacheMb * 1024 * 1024,
          live: keptFromEvents,
          onBuilt: (built) =>
            fastify.log[built.kept ? 'debug' : 'info']({ sheet: built }, 'sheet read from the database'),
        })
      : undefined;
    const countsMax = config.searchCountsMax ?? 10_000;
    const searchCounts = countsMax ? createSearchCounts({ max: countsMax, live: keptFromEvents }) : undefined;
    const calls = createCallsService({
      db: database.db,
      statuses,
      events,
      sheetCache,
      searchCounts,
      country: config.phoneDefaultCountry,
      // The desk query of a new call also tells whether the desk is new to the plan.
      newDesk: (q, user, deskUserId) =>
        plans.newDesk(user.companyId, q as unknown as typeof database.db, deskUserId),
      // …and the plan's window on history reads, its export right and a restore's desk.
      plan: plans,
      onEventError: (err) => fastify.log.error({ err }, 'live event not sent'),
      // A new call's push is queued with it and sent after the commit (the save never waits).
      pushes: fastify.push.callPushes,
      notifications,
      // …and so are its e-mails and chat posts (services/forwarding).
      forwards: fastify.forwarding.callForwards,
    });
    // Every event, this instance's or another's: a status change forgets the cached list, and
    // the sheets and counts learn of it (the calls service's applyEvent).
    events.observe((companyId, event) => {
      if (event.type === 'statuses.changed') statuses.invalidate(companyId);
      calls.applyEvent(companyId, event);
    });
    const imports = createImportJobs({
      db: database.db,
      calls,
      statuses,
      storeSlice: config.databaseUrl ? STORE_SLICE.postgres : STORE_SLICE.pglite,
      onError: (err) => fastify.log.error({ err }, 'import job failed'),
      // Every imported call lands on the importer's desk, dry run or not: the plan's desk limit.
      beforeStart: (user) => plans.beforeDesk(user, user.id),
    });
    // Jobs a stopped server left running are rolled back: every one on PGlite (this process
    // owns the database), on PostgreSQL those no instance has touched for a minute (swept
    // again every half minute, for an instance that stopped while others run).
    await imports.recover({ staleMs: config.databaseUrl ? STALE_MS : 0 });
    const sweep = config.databaseUrl
      ? setInterval(
          () => imports.recover().catch((err) => fastify.log.error({ err }, 'import sweep failed')),
          30_000,
        )
      : null;
    sweep?.unref();
    const users = createUsersService({
      db: database.db,
      outbox: mailer.outbox,
      appUrl: config.appUrl,
      passwordLogN: config.passwordScryptLogN,
      endSessions: fastify.auth.end,
      notices: { events, notifications },
      plan: plans,
    });
    fastify.decorate('phonesheet', {
      calls,
      covering: createCoveringService(database.db, events),
      statuses,
      statusChanges: createStatusChanges(database.db, statuses, events),
      users,
      preferences: createPreferencesService(database.db),
      events,
      streams,
      plans,
      imports,
      counts: searchCounts,
      notifications,
      reports: createReportsService({ db: database.db, plan: plans }),
    });
    // A plan's limit refused something (402): the company's admins hear of it, in a transaction
    // with its event. A failure here is logged; the refusal is answered anyway.
    fastify.addHook('onError', async (request, _reply, error) => {
      if (!(error instanceof PlanLimitError)) return;
      let companyId: string;
      try {
        companyId = request.me.companyId;
      } catch {
        return;
      }
      await events
        .write(companyId, () =>
          database.db.transaction().execute(async (trx) => {
            const told = await notifications.addPlanLimit(
              trx,
              companyId,
              String(error.extra.limit),
              String(error.extra.planName),
            );
            return { value: undefined, logged: told.length ? await events.log(trx, companyId, told) : null };
          }),
        )
        .catch((err: unknown) => fastify.log.error({ err }, 'plan limit notification failed'));
    });
    // preClose, not onClose: the server waits for open connections before onClose runs, and a
    // stream never ends by itself; told first, the clients reconnect at once elsewhere.
    fastify.addHook('preClose', async () => {
      await streams.closeAll('restart');
      if (sweep) clearInterval(sweep);
      // A running import stops at its next slice; its calls stay hidden until the next start.
      await imports.close();
    });
    fastify.addHook('onClose', async () => {
      await events.close();
    });
  },
  { name: 'phonesheet', dependencies: ['db', 'mailer', 'auth', 'payments', 'push', 'forwarding'] },
);
