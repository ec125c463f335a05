// The history's SQL over the calls (services/phonesheet/calls/search.ts and filters.ts): a
// filter's count, the export's batches and the word walk, as plain functions over an executor.
// The filters themselves (conditions on the calls `c`) are the service's.
import { sql, type Kysely, type RawBuilder } from 'kysely';

/** Any executor (Kysely or a transaction) of a table set that has the calls. */
type Q<D> = Kysely<D>;

/** The history's status sort: the status's place in the sheet's order (`c` is the calls table). */
export const STATUS_SORT_ORDER = sql`(select sort_order from call_statuses s where s.id = c.status_id)`;

/** The company's calls matching `filter`, counted up to `cap + 1`. */
export async function countMatchingCalls<D>(
  q: Q<D>,
  companyId: string,
  filter: RawBuilder<boolean>,
  cap: number,
): Promise<number> {
  // Calls alone: desk and logger always exist (foreign keys, not null).
  const { rows: counted } = await sql<{ n: number }>`
    select count(*)::int as n from (
      select 1 from calls c where c.company_id = ${companyId} and ${filter} limit ${cap + 1}
    ) m`.execute(q);
  return Number(counted[0]?.n ?? 0);
}

/**
 * One batch of the CSV export: the company's calls matching `filter` and `keyset`, newest
 * first, at most `limit`, as one text of `lineSql` lines (services/phonesheet/calls/csv.ts),
 * with their count and the key (as text) of the batch's last call.
 */
export async function exportBatch<D>(
  q: Q<D>,
  companyId: string,
  filter: RawBuilder<boolean>,
  keyset: RawBuilder<boolean>,
  lineSql: string,
  limit: number,
) {
  const { rows: batches } = await sql<{ csv: string; n: number; last_at: string; last_id: string }>`
      select string_agg(${sql.raw(lineSql)}, '' order by b.occurred_at desc, b.id desc) as csv,
        count(*)::int as n,
        (array_agg(b.occurred_at::text order by b.occurred_at, b.id))[1] as last_at,
        (array_agg(b.id::text order by b.occurred_at, b.id))[1] as last_id
      from (
        select c.occurred_at, c.id, c.direction, c.contact_name, c.contact_company,
          c.phone_e164, c.phone_raw, coalesce(c.extension, '') as extension,
          btrim(d.first_name || ' ' || d.last_name) as desk_name,
          coalesce(s.name, '') as status_name, c.priority, c.notes, c.follow_up_at,
          btrim(l.first_name || ' ' || l.last_name) as logger_name
        from calls c
        join users d on d.id = c.desk_user_id
        join users l on l.id = c.logged_by
        left join call_statuses s on s.id = c.status_id and s.company_id = c.company_id
        where c.company_id = ${companyId} and ${filter} and ${keyset}
        order by c.occurred_at desc, c.id desc
        limit ${limit}
      ) b`.execute(q);
  return batches[0];
}

/**
 * The word walk (filters.ts, recentWordHits): the ids of the company's newest calls matching
 * `conds`, at most `budget` of them in `dir` time order, whose words match (`headMatch` on the
 * index's copy `w.search_head`, else `rowMatch` on the call's row), the first `want`.
 */
export async function walkWordHits<D>(
  q: Q<D>,
  companyId: string,
  conds: RawBuilder<boolean>,
  match: { head: RawBuilder<boolean>; row: RawBuilder<boolean> },
  dir: RawBuilder<unknown>,
  budget: number,
  want: number,
): Promise<string[]> {
  // The outer ORDER BY repeats the inner one, so PostgreSQL keeps the walk's order and stops
  // at `want` matches instead of reading the whole budget.
  const { rows } = await sql<{ id: string }>`
      select w.id from (
        select c.id, c.occurred_at, c.search_head from calls c
        where c.company_id = ${companyId} and ${conds}
        order by c.occurred_at ${dir}, c.id ${dir}
        limit ${budget}
      ) w
      where coalesce(${match.head},
        (select ${match.row} from calls c where c.id = w.id))
      order by w.occurred_at ${dir}, w.id ${dir}
      limit ${want}`.execute(q);
  return rows.map((r) => r.id);
}
