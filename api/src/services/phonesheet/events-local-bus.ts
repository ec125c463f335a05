import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from './events';
import { createFanout } from './events-fanout';
import { createLog, logEvents, loggedEvents, logSql } from './events-log';

/**
 * PGlite (one process): a change and its events commit, then what it logged is delivered
 * in-process. Changes that log events run one after another, each delivered before the next
 * starts (the one connection serves one transaction at a time anyway), so ids reach the
 * streams in the order they committed.
 */
export function createLocalBus(opts: {
  db: Kysely<DB>;
  onError?: (err: unknown) => void;
  /** Other rows kept for a while, pruned on the log's timer (users' notifications). */
  pruneAlso?: () => Promise<unknown>;
}): EventBus {
  const onError = opts.onError ?? (() => undefined);
  const fanout = createFanout();
  const log = createLog(opts.db, onError, opts.pruneAlso);
  let writing: Promise<unknown> = Promise.resolve();
  return {
    logSql: (companyId) => logSql(companyId, null),
    log: (q, companyId, events) => logEvents(q, logSql(companyId, null), events),
    write(companyId, change) {
      const done = writing.then(async () => {
        const { value, logged } = await change();
        // Committed: a listener's failure is not the writer's.
        try {
          for (const live of loggedEvents(logged)) fanout.deliver(companyId, live);
        } catch (err) {
          onError(err);
        }
        return value;
      });
      writing = done.catch(() => undefined);
      return done;
    },
    observe: fanout.observe,
    subscribe: fanout.subscribe,
    listenerCount: fanout.listenerCount,
    since: log.since,
    live: () => true,
    generation: () => 0,
    onLiveChange: () => () => undefined,
    // One process: a change is delivered here before its writer is answered.
    caughtUp: async () => true,
    async close() {
      log.stop();
      fanout.close();
    },
  };
}
