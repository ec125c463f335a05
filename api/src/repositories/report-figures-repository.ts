import { sql, type Kysely } from 'kysely';
import { OWED_AGE_BUCKETS, type Report } from '@phonesheet/shared/contracts';
import type { PsDB } from '../services/phonesheet/db';
import { visible } from './calls-repository';

// The report's figures in ONE statement (docs/phone-sheet.md, "Reports"), for the reports
// service (services/phonesheet/reports/): the range's calls are read once through the time
// index (or the desk's), counted in one hashed pass, and every figure is an aggregate over
// them, so the answer is one consistent snapshot (cost per part: docs/performance.md, "Reports
// on a million calls"). Days and hours are those of the time zone, in SQL (`at time zone`),
// so daylight-saving days have their 23 or 25 hours.

export interface FiguresInput {
  companyId: string;
  /** One desk; null: every desk. */
  desk: string | null;
  /** Local days, YYYY-MM-DD, `to` included. */
  from: string;
  to: string;
  timeZone: string;
  now: Date;
}

type Figures = Omit<Report, 'from' | 'to' | 'timeZone' | 'today' | 'desk' | 'perDay'> & {
  perDay: Report['perDay'];
};

/** How many callers and companies the "busiest" lists hold. */
export const TOP_N = 10;

type Bounds = ReturnType<typeof boundsOf>;

/** The range's instants: its first local midnight and the one after its last day. */
function boundsOf(input: FiguresInput) {
  const { companyId: co, desk, from, to, timeZone: tz } = input;
  const a = sql`(${from}::date::timestamp at time zone ${tz})`;
  const z = sql`((${to}::date + 1)::timestamp at time zone ${tz})`;
  const onDesk = (alias: string) =>
    desk ? sql`and ${sql.ref(`${alias}.desk_user_id`)} = ${desk}::uuid` : sql``;
  // The range's calls: the company's, live, between the local midnights, of the desk.
  const inRange = (alias: string) => sql`${sql.ref(`${alias}.company_id`)} = ${co}::uuid
    and ${sql.ref(`${alias}.deleted_at`)} is null
    and ${sql.ref(`${alias}.occurred_at`)} >= ${a} and ${sql.ref(`${alias}.occurred_at`)} < ${z}
    ${onDesk(alias)} and ${visible(alias)}`;
  return { a, z, onDesk, inRange };
}

/**
 * `r` (the range's calls the figures read) and `counts` (every count, per local day, hour and
 * direction; per desk and direction; per incoming number; per company as written, named by its
 * latest spelling: last_at). One desk: both from its calls, in one hashed pass.
 */
function oneDeskCounts(input: FiguresInput, { inRange }: Bounds) {
  const tz = input.timeZone;
  return sql`
    r as materialized (
      select c.id, c.direction, c.desk_user_id, c.occurred_at,
             case when c.direction = 'in' then c.phone_e164 end as phone,
             case when c.direction = 'in' then nullif(btrim(c.contact_company), '') end as firm,
             c.occurred_at at time zone ${tz} as local_at
      from calls c
      where ${inRange('c')}
    ),
    counts as materialized (
      select local_at::date as d, date_part('hour', local_at)::int as h, desk_user_id, direction,
             phone, firm, count(*) as n, max(occurred_at) as last_at
      from r
      group by grouping sets ((local_at::date, date_part('hour', local_at)::int, direction),
                              (desk_user_id, direction), (phone), (firm))
    ),`;
}

/**
 * Every desk: the counts per day, hour and desk from the counts the database keeps (migration
 * 035), so only the incoming calls are read (their numbers, companies and returns), through
 * their own index. Days and hours: the range's UTC quarter hours, each at its local time.
 * Desks: the range's whole UTC days, plus its calls before the first and after the last.
 */
function allDesksCounts(input: FiguresInput, { a, z, inRange }: Bounds) {
  const { companyId: co, timeZone: tz } = input;
  const inCounts = (alias: string) => sql`${sql.ref(`${alias}.company_id`)} = ${co}::uuid
    and ${sql.ref(`${alias}.n`)} <> 0 and ${visible(alias)}`;
  return sql`
    r as materialized (
      select c.id, 'in'::text as direction, c.desk_user_id, c.occurred_at, c.phone_e164 as phone,
             nullif(btrim(c.contact_company), '') as firm
      from calls c
      where ${inRange('c')} and c.direction = 'in'
    ),
    -- The whole UTC days inside the range [lo, hi) (none: lo = hi = the range's end).
    b as materialized (
      select case when fd < ld then fd::timestamp at time zone 'UTC' else ${z} end as lo,
             case when fd < ld then ld::timestamp at time zone 'UTC' else ${z} end as hi,
             fd, ld
      from (select call_counts_day_of(${a} - interval '1 microsecond') + 1 as fd,
                   call_counts_day_of(${z}) as ld) x
    ),
    desk_counts as (
      select desk_user_id, direction, sum(n) as n from (
        select k.desk_user_id, k.direction, k.n from call_counts_desk_day k, b
        where ${inCounts('k')} and k.day >= b.fd and k.day < b.ld
        union all
        select c.desk_user_id, c.direction, 1 from calls c, b
        where ${inRange('c')} and c.occurred_at < b.lo
        union all
        select c.desk_user_id, c.direction, 1 from calls c, b
        where ${inRange('c')} and c.occurred_at >= b.hi
      ) x group by 1, 2
    ),
    counts as materialized (
      select (k.slot at time zone ${tz})::date as d, date_part('hour', k.slot at time zone ${tz})::int as h,
             null::uuid as desk_user_id, k.direction, null::text as phone, null::text as firm,
             sum(k.n) as n, null::timestamptz as last_at
      from call_counts_slot k
      where ${inCounts('k')} and k.slot >= ${a} and k.slot < ${z}
      group by 1, 2, 4
      union all
      select null, null, desk_user_id, direction, null, null, n, null from desk_counts
      union all
      select null, null, null, null, phone, firm, count(*), max(occurred_at)
      from r group by grouping sets ((phone), (firm))
    ),`;
}

/** The statement (bench/reports-explain.mjs shows its plan on seeded data). */
export function figuresSql(input: FiguresInput) {
  const { companyId: co, desk, from, to, timeZone: tz, now } = input;
  const bounds = boundsOf(input);
  const { onDesk, inRange } = bounds;
  return sql<Record<string, string>>`
    with ${desk ? oneDeskCounts(input, bounds) : allDesksCounts(input, bounds)}
    -- An incoming call is returned once a call back of it has a closed status (Spoke, or a
    -- company's own closed outcome); the time to return runs to the first such call back. Each
    -- call back keeps its call's time (migration 034), so the range's call backs are one range
    -- of their index, read without visiting the table, then matched to the range's incoming
    -- calls in one hash join (docs/performance.md, "Reports on a million calls").
    ret as materialized (
      select r.id, r.desk_user_id,
             greatest(0, extract(epoch from k.at - r.occurred_at))::float8 as secs
      from (select k.callback_of, min(k.occurred_at) as at
            from calls k
            join call_statuses ks on ks.id = k.status_id and not ks.is_open
            where k.company_id = ${co}::uuid and k.callback_of is not null and k.deleted_at is null
              and k.callback_origin_at >= (${from}::date::timestamp at time zone ${tz})
              and k.callback_origin_at < ((${to}::date + 1)::timestamp at time zone ${tz})
              and ${visible('k')}
            group by k.callback_of) k
      join r on r.id = k.callback_of and r.direction = 'in'
    ),
    -- Owed now: an open status, whenever the call came in (what the morning digest lists).
    -- Per open status, through the status index (company, status, time): only the open calls
    -- are read. As a join or an array the planner cannot tell which statuses are open, guesses
    -- most calls are, and reads them all (docs/performance.md, "Reports on a million calls").
    owed as materialized (
      select c.desk_user_id, c.occurred_at
      from call_statuses s
      cross join lateral (
        select c.desk_user_id, c.occurred_at from calls c
        where c.company_id = ${co}::uuid and c.status_id = s.id and c.deleted_at is null
          and c.occurred_at <= ${now}::timestamptz and ${visible('c')}
        offset 0 -- kept a per-status lookup: pulled up, it became a hash join over every call
      ) c
      -- The desk outside the lookup: inside, the desk's index looked cheaper and read all its calls.
      where s.company_id = ${co}::uuid and s.is_open ${onDesk('c')}
    ),
    -- The busiest, from the counts: the ten numbers (each named below from its latest call with
    -- a name, through the number's index), the ten companies, case and spaces aside, each named
    -- as its latest call wrote it.
    callers as (
      select phone as p, n from counts where phone is not null
      order by n desc, p limit ${TOP_N}
    ),
    firms as (
      select lower(firm) as k, sum(n) as n, (array_agg(firm order by last_at desc, firm))[1] as name
      from counts where firm is not null
      group by 1 order by n desc, k limit ${TOP_N}
    ),
    desks as (
      select desk_user_id from counts where desk_user_id is not null
      union select desk_user_id from owed
      ${desk ? sql`union select ${desk}::uuid` : sql``}
    )
    select
      (select json_build_object(
         'incoming', coalesce(sum(n) filter (where direction = 'in'), 0),
         'outgoing', coalesce(sum(n) filter (where direction = 'out'), 0))
       from counts where d is not null)::text as totals,
      (select coalesce(json_agg(json_build_object('date', d, 'incoming', i, 'outgoing', o) order by d), '[]')
       from (select d::text as d, sum(n) filter (where direction = 'in') as i,
                    sum(n) filter (where direction = 'out') as o
             from counts where d is not null group by 1) x)::text as per_day,
      (select coalesce(json_agg(json_build_object('hour', h, 'incoming', i, 'outgoing', o) order by h), '[]')
       from (select h, sum(n) filter (where direction = 'in') as i, sum(n) filter (where direction = 'out') as o
             from counts where d is not null group by 1) x)::text as per_hour,
      (select json_build_object(
         'total', count(*),
         'oldestSeconds', extract(epoch from ${now}::timestamptz - min(occurred_at))::float8,
         'lt1h', count(*) filter (where occurred_at > ${now}::timestamptz - interval '1 hour'),
         'h1to4', count(*) filter (where occurred_at <= ${now}::timestamptz - interval '1 hour'
                                     and occurred_at > ${now}::timestamptz - interval '4 hours'),
         'h4to24', count(*) filter (where occurred_at <= ${now}::timestamptz - interval '4 hours'
                                      and occurred_at > ${now}::timestamptz - interval '24 hours'),
         'd1to3', count(*) filter (where occurred_at <= ${now}::timestamptz - interval '24 hours'
                                     and occurred_at > ${now}::timestamptz - interval '72 hours'),
         'd3to7', count(*) filter (where occurred_at <= ${now}::timestamptz - interval '72 hours'
                                     and occurred_at > ${now}::timestamptz - interval '168 hours'),
         'gt7d', count(*) filter (where occurred_at <= ${now}::timestamptz - interval '168 hours'))
       from owed)::text as owed,
      (select json_build_object(
         'returned', count(*),
         'medianSeconds', percentile_cont(0.5) within group (order by secs),
         'p90Seconds', percentile_cont(0.9) within group (order by secs)) from ret)::text as returns,
      (select coalesce(json_agg(json_build_object('phone', x.p, 'name', coalesce(nm.name, ''), 'calls', x.n)
                                order by x.n desc, x.p), '[]')
       from callers x
       left join lateral (
         select c.contact_name as name from calls c
         where ${inRange('c')} and c.phone_e164 = x.p and c.direction = 'in' and c.contact_name <> ''
         order by c.occurred_at desc limit 1) nm on true)::text as top_callers,
      (select coalesce(json_agg(json_build_object('company', x.name, 'calls', x.n) order by x.n desc, x.k), '[]')
       from firms x)::text as top_companies,
      (select coalesce(json_agg(json_build_object(
         'deskUserId', d.desk_user_id, 'name', btrim(u.first_name || ' ' || u.last_name),
         'calls', coalesce(rc.calls, 0), 'incoming', coalesce(rc.incoming, 0),
         'returned', coalesce(rr.returned, 0), 'owed', coalesce(ro.owed, 0),
         'medianReturnSeconds', rr.median)
         order by coalesce(rc.calls, 0) desc, btrim(u.first_name || ' ' || u.last_name), d.desk_user_id), '[]')
       from desks d
       join users u on u.id = d.desk_user_id and u.company_id = ${co}::uuid
       left join (select desk_user_id, sum(n) as calls, sum(n) filter (where direction = 'in') as incoming
                  from counts where desk_user_id is not null group by 1) rc on rc.desk_user_id = d.desk_user_id
       left join (select desk_user_id, count(*) as returned,
                         percentile_cont(0.5) within group (order by secs) as median
                  from ret group by 1) rr on rr.desk_user_id = d.desk_user_id
       left join (select desk_user_id, count(*) as owed from owed group by 1) ro
              on ro.desk_user_id = d.desk_user_id)::text as desks
  `;
}

export async function reportFigures(db: Kysely<PsDB>, input: FiguresInput): Promise<Figures> {
  // Without JIT: the planner cannot know how few calls are owed, so its cost estimate passes
  // the JIT threshold and compiling the statement took longer than running it (≈ 0.7–1.3 s
  // against 60 ms for a day's report; docs/performance.md, "Reports on a million calls").
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return figuresSql(input).execute(trx);
  });
  const row = rows[0]!;
  const totals = JSON.parse(row.totals!) as Report['totals'];
  const owed = JSON.parse(row.owed!) as Record<string, number | null>;
  const ret = JSON.parse(row.returns!) as {
    returned: number;
    medianSeconds: number | null;
    p90Seconds: number | null;
  };
  const hours = new Map((JSON.parse(row.per_hour!) as Report['perHour']).map((h) => [h.hour, h]));
  return {
    totals,
    perDay: JSON.parse(row.per_day!) as Report['perDay'],
    perHour: Array.from({ length: 24 }, (_, hour) => hours.get(hour) ?? { hour, incoming: 0, outgoing: 0 }),
    owed: {
      total: owed.total ?? 0,
      oldestSeconds: owed.oldestSeconds ?? null,
      ages: OWED_AGE_BUCKETS.map((bucket) => ({
        bucket,
        calls: owed[bucket] ?? 0,
      })),
    },
    returns: {
      incoming: totals.incoming,
      returned: ret.returned,
      share: totals.incoming ? ret.returned / totals.incoming : null,
      medianSeconds: ret.medianSeconds,
      p90Seconds: ret.p90Seconds,
    },
    topCallers: JSON.parse(row.top_callers!) as Report['topCallers'],
    topCompanies: JSON.parse(row.top_companies!) as Report['topCompanies'],
    desks: JSON.parse(row.desks!) as Report['desks'],
  };
}
