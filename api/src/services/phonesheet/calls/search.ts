// History: a page of a filter as the response's JSON body, with its total, and the whole
// filter as CSV for the export.
import { sql, type RawBuilder } from 'kysely';
import {
  PHONESHEET_LIMITS as LIM,
  PHONESHEET_TEXTS as PT,
  SORT_FIELDS,
  wholeNumberMessage,
  type CallPage,
  type SearchQuery,
} from '@phonesheet/shared/contracts';
import { ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import { samePlanForEveryValue } from '../../../db/plan-hint';
import type { CallsContext } from './context';
import { CSV_LINE_SQL } from './csv';
import { allOf, wordsMatch, type CallFilters } from './filters';
import { withPhoneDisplay } from './json';
import { PRIORITY_RANK } from './rows';
import { callIdsQuery } from '../../../repositories/calls-repository';
import {
  countMatchingCalls,
  exportBatch,
  STATUS_SORT_ORDER,
} from '../../../repositories/calls-search-repository';

/** Calls per query of the CSV export (one string of ≈ 200 kB each). */
export const EXPORT_BATCH = 500;

/** What a history count depends on: the filters, not the page or the order. */
const countKey = (f: SearchQuery) =>
  JSON.stringify([
    f.q?.trim() ?? '',
    f.direction,
    f.priority,
    f.statusId,
    f.deskUserId,
    f.loggedBy,
    f.from,
    f.to,
  ]);

const SORT_COLUMNS: Record<(typeof SORT_FIELDS)[number], ReturnType<typeof sql>> = {
  occurredAt: sql`c.occurred_at`,
  contactName: sql`lower(c.contact_name)`,
  contactCompany: sql`lower(c.contact_company)`,
  priority: PRIORITY_RANK,
  direction: sql`c.direction`,
  status: STATUS_SORT_ORDER,
  desk: sql`lower(d.first_name || ' ' || d.last_name)`,
};

/**
 * A history page as the response's JSON body, `{"data": CallPage}`: the database writes each
 * call's JSON (json.ts), as for the sheet, so the page's 50 calls are never parsed into
 * objects and serialised again (docs/performance.md, "Sheet as JSON").
 */
export async function searchBody(
  ctx: CallsContext,
  { filtersOf, recentWordHits }: CallFilters,
  user: CurrentUser,
  f: SearchQuery,
): Promise<string> {
  const { db, country, countCap, searchCounts, rows, outbox } = ctx;
  const page = f.page ? Number(f.page) : 1;
  const pageSize = f.pageSize ? Number(f.pageSize) : 50;
  const errors: string[] = [];
  if (!Number.isInteger(page) || page < 1 || page > 100000)
    errors.push(wholeNumberMessage('page', 1, 100000));
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > LIM.pageSizeMax)
    errors.push(wholeNumberMessage('pageSize', 1, LIM.pageSizeMax));
  const sort = (f.sort ?? 'occurredAt') as (typeof SORT_FIELDS)[number];
  if (!SORT_FIELDS.includes(sort)) errors.push(PT['phonesheet.validation.sort']);
  const order = (f.order ?? 'desc') as 'asc' | 'desc';
  if (order !== 'asc' && order !== 'desc') errors.push(PT['phonesheet.validation.order']);
  if (errors.length) throw new ValidationFailed([...new Set(errors)]);
  const { conds, words } = filtersOf(f);
  const offset = (page - 1) * pageSize;
  const body = (items: Array<{ json: string; phone_e164: string }>, total: number, totalExact: boolean) =>
    `{"data":{"items":[${items.map((r) => withPhoneDisplay(r.json, r.phone_e164, country)).join(',')}],` +
    `"total":${total},"totalExact":${totalExact},"page":${page},"pageSize":${pageSize}}}`;
  if (words && sort === 'occurredAt') {
    // Words by time: the newest matches up to this page's end and one more tell the page and
    // that more follow: "more than offset + pageSize" (totalExact false; the pager offers the
    // next page). Walking on to the next page's end read twice the calls for a rare word
    // (docs/performance.md, "Word search by time").
    const ids = await recentWordHits(user.companyId, conds, words, order, offset + pageSize + 1);
    if (ids) {
      const pageIds = ids.slice(offset, offset + pageSize);
      // Never empty: the walk returned `offset + pageSize + 1` ids. Calls by their keys: one
      // plan for all (planning it for each page's 50 ids took 1.7 ms on PGlite).
      const found = await rows
        .asJson(db, user.companyId)
        .where('c.id', 'in', pageIds)
        .orderBy('c.occurred_at', order)
        .orderBy('c.id', order)
        .modifyEnd(samePlanForEveryValue)
        .execute();
      return body(found, ids.length - 1, false);
    }
  }
  const filter = allOf(words ? [...conds, wordsMatch(words)] : conds);
  // Counting every match of a broad filter over a million calls costs more than the page:
  // count up to the cap, or to the end of the next page when the reader is deeper, so the
  // pager always offers the next page (a lower bound, as the walk's above).
  const cap = Math.max(countCap, offset + 2 * pageSize);
  // Pages, sorts and returns to one filter ask the same count: kept until the company changes.
  const key = countKey(f);
  const counts = (await outbox.caughtUp(user.companyId)) ? searchCounts : undefined;
  const known = counts?.get(user.companyId, key, cap);
  const ticket = known === undefined ? (counts?.ticket(user.companyId) ?? 0) : 0;
  // The page's ids first, then their calls: the ids of a page deep in a filter can come
  // from an index alone (migration 006), and only the page's own calls are read whole.
  // Filters name calls' columns only; the desk's user is joined for the desk sort alone.
  const pageIds = callIdsQuery(db, user.companyId, { withDesk: sort === 'desk' })
    .where(filter)
    .orderBy(SORT_COLUMNS[sort], order)
    .orderBy('c.id', order)
    .limit(pageSize)
    .offset(offset);
  const [found, n] = await Promise.all([
    rows
      .asJson(db, user.companyId)
      .where('c.id', 'in', pageIds)
      .orderBy(SORT_COLUMNS[sort], order)
      .orderBy('c.id', order)
      .execute(),
    known ?? countMatchingCalls(db, user.companyId, filter, cap),
  ]);
  if (known === undefined) counts?.store(ticket, user.companyId, key, cap, n);
  return body(found, Math.min(n, cap), n <= cap);
}

/** A history page as objects (searchBody, parsed): for callers inside the API and tests. */
export async function searchCalls(
  ctx: CallsContext,
  filters: CallFilters,
  user: CurrentUser,
  f: SearchQuery,
): Promise<CallPage> {
  return (JSON.parse(await searchBody(ctx, filters, user, f)) as { data: CallPage }).data;
}

/**
 * Every call of a filter, newest first, as CSV text (CSV_LINE_SQL): one string per batch of
 * EXPORT_BATCH calls, read by keyset. The database builds the lines, so no call object
 * reaches the API. A bad filter throws on the first next(), before anything is sent.
 */
export async function* exportCsv(
  { db }: CallsContext,
  { filtersOf }: CallFilters,
  user: CurrentUser,
  f: SearchQuery,
): AsyncGenerator<string> {
  const { conds, words } = filtersOf(f);
  const filter = allOf(words ? [...conds, wordsMatch(words)] : conds);
  // The key of the last row as text: it round-trips to the microsecond, a Date would not.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const keyset: RawBuilder<boolean> = after
      ? sql<boolean>`(c.occurred_at, c.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql<boolean>`true`;
    const batch = await exportBatch(db, user.companyId, filter, keyset, CSV_LINE_SQL, EXPORT_BATCH);
    if (!batch || !batch.n) return;
    yield batch.csv;
    if (batch.n < EXPORT_BATCH) return;
    after = { at: batch.last_at, id: batch.last_id };
  }
}
