// History as a signed-in user asks for it: within the company's plan (its window of days, its
// CSV export), then searched or exported by search.ts.
import type { SearchQuery } from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../../../access/current-user';
import type { CallsContext } from './context';
import { CSV_HEADER_LINE } from './csv';
import type { CallFilters } from './filters';
import { exportCsv, searchBody } from './search';

/** History depth: `from` before the plan's window → 402; no `from` → clipped to the window. */
export async function withinHistory(
  { plan }: CallsContext,
  user: CurrentUser,
  query: SearchQuery,
): Promise<SearchQuery> {
  const cutoff = await plan?.historyFrom(user.companyId, query.from);
  return cutoff && !query.from ? { ...query, from: cutoff.toISOString() } : query;
}

/** A history page's JSON body (searchBody), within the plan's window. */
export async function historyBody(
  ctx: CallsContext,
  filters: CallFilters,
  user: CurrentUser,
  query: SearchQuery,
): Promise<string> {
  return searchBody(ctx, filters, user, await withinHistory(ctx, user, query));
}

/**
 * The CSV file of every call of a filter within the plan's window, as text to stream: the
 * byte-order mark and the header, then the batches of exportCsv. The plan's checks and the
 * first batch come before it is returned, so a refusal (402) or a bad filter (400) is answered
 * before the 200 header is sent.
 */
export async function historyCsv(
  ctx: CallsContext,
  filters: CallFilters,
  user: CurrentUser,
  query: SearchQuery,
): Promise<AsyncGenerator<string>> {
  await ctx.plan?.beforeExport(user.companyId);
  const batches = exportCsv(ctx, filters, user, await withinHistory(ctx, user, query));
  const first = await batches.next();
  async function* text() {
    yield '\ufeff' + CSV_HEADER_LINE;
    if (first.done) return;
    yield first.value;
    yield* batches;
  }
  return text();
}
