import { sql, type Kysely, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { PhonesheetEvent } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { GENERIC_PLAN_MARK } from '../../db/plan-hint';
import { dbNowMs } from '../../db/clock';
import { REPLAY_MAX_EVENTS, REPLAY_WINDOW_MS, type LiveEvent, type Logged, type Replay } from './events';

// The event log (company_events): the SQL that logs a change's events with their ids, the
// events read back from what a change logged, the replay of a reconnecting stream, and pruning.

const PRUNE_EVERY_MS = 60_000;

// NOTIFY payloads are limited to 8000 bytes; a call with long notes may not fit, so the
// payload then carries the company and id only and receivers read the event from the log.
const NOTIFY_MAX_BYTES = 7500;

/**
 * The CTEs that log the events of `ev` (ord, type, payload): the company's next ids (the counter
 * row stays locked until the change commits, so ids commit in order; no row, no lock, when
 * there is no event) and the rows of company_events, each with its NOTIFY on PostgreSQL
 * (`channel`), sent in id order and delivered by PostgreSQL only at commit.
 */
export function logSql(companyId: string, channel: string | null) {
  // Payload: "<company> <id> <event JSON>", or "<company> <id>" when too long for NOTIFY.
  const room = NOTIFY_MAX_BYTES - companyId.length - 22;
  const notify =
    channel === null
      ? sql``
      : sql`, pg_notify(${channel}::text, ${companyId}::text || ' ' || id ||
          case when octet_length(payload::text) <= ${room}::int then ' ' || payload::text else '' end)`;
  return {
    ctes: sql`ev_n as (
      insert into company_event_counters (company_id, last_id)
      select ${companyId}::uuid, count(*) from ev having count(*) > 0
      on conflict (company_id) do update set last_id = company_event_counters.last_id + excluded.last_id
      returning last_id
    ), ev_e as (
      insert into company_events (company_id, id, type, payload)
      select ${companyId}::uuid, ev_n.last_id - k.n + ev.ord, ev.type, ev.payload::json
      from ev_n cross join (select count(*) as n from ev) k cross join ev
      order by ev.ord
      returning id, payload::text as data ${notify}
    )`,
    logged: sql<Logged>`(select json_agg(json_build_array(id::text, data) order by id)::text from ev_e)`,
  };
}

/** `log` of both buses: the events as one JSON parameter, in one statement. */
export async function logEvents(
  q: QueryExecutorProvider,
  log: { ctes: RawBuilder<unknown>; logged: RawBuilder<Logged> },
  events: PhonesheetEvent[],
): Promise<Logged> {
  const rows = JSON.stringify(events.map((e) => [e.type, JSON.stringify(e)]));
  const { rows: out } = await sql<{ logged: Logged }>`
    with ev as (
      select x.ord, x.e->>0 as type, x.e->>1 as payload
      from json_array_elements(${rows}::json) with ordinality as x(e, ord)
    ), ${log.ctes}
    select ${log.logged} as logged ${sql.raw(GENERIC_PLAN_MARK)}`.execute(q);
  return out[0]?.logged ?? null;
}

/** The events a change logged, as the streams get them. */
export const loggedEvents = (logged: Logged): LiveEvent[] =>
  logged === null
    ? []
    : (JSON.parse(logged) as Array<[string, string]>).map(([id, data]) => ({
        id,
        event: JSON.parse(data) as PhonesheetEvent,
        data,
      }));

/** The replay of `since`, and the log's pruning, on the app's database. */
export function createLog(
  db: Kysely<DB>,
  onError: (err: unknown) => void,
  pruneAlso?: () => Promise<unknown>,
) {
  const prune = () =>
    Promise.all([
      db
        .deleteFrom('company_events')
        .where('created_at', '<', new Date(dbNowMs() - REPLAY_WINDOW_MS))
        .execute()
        .catch(onError),
      pruneAlso?.().catch(onError),
    ]);
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  return {
    prune,
    stop: () => clearInterval(timer),
    async since(companyId: string, afterId: string | null): Promise<Replay> {
      const counter = await db
        .selectFrom('company_event_counters')
        .select(sql<string>`last_id::text`.as('last_id'))
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      const lastId = counter?.last_id ?? '0';
      if (afterId === null) return { lastId, events: [] };
      const after = BigInt(afterId);
      if (after > BigInt(lastId)) return { reset: 'unknown', lastId };
      if (after === BigInt(lastId)) return { lastId, events: [] };
      const rows = await db
        .selectFrom('company_events')
        .select([sql<string>`id::text`.as('id'), 'type', sql<string>`payload::text`.as('data')])
        .where('company_id', '=', companyId)
        .where('id', '>', afterId)
        .orderBy('company_events.id')
        .limit(REPLAY_MAX_EVENTS + 1)
        .execute();
      // The event right after the client's must still be there, or some were pruned.
      if (!rows.length || BigInt(rows[0]!.id) !== after + 1n || rows.length > REPLAY_MAX_EVENTS)
        return { reset: 'too-old', lastId };
      const newest = rows[rows.length - 1]!.id;
      return { lastId: BigInt(newest) > BigInt(lastId) ? newest : lastId, events: rows };
    },
  };
}
