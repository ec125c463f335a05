// Today's sheet: open calls of earlier days, then the day's calls, answered from the sheet
// cache when this instance holds every write of the company.
import { sql } from 'kysely';
import { PHONESHEET_TEXTS as PT } from '@phonesheet/shared/contracts';
import { ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import type { PsQ } from '../db';
import type { CallsContext } from './context';
import { DAY_MS, parseInstant } from './instant';
import { withPhoneDisplay } from './json';
import { desksOfSql } from '../../../access/desk-rule';
import { PRIORITY_RANK, isUuid } from './rows';
import {
  SHEET_ROLLED_MAX,
  SHEET_TODAY_MAX,
  priorityRank,
  sheetBody,
  type CachedBody,
  type SheetRow,
} from './sheet-cache';
import { dbNow } from '../../../db/clock';
import { userNamesKey } from '../../../repositories/users-repository';

type SheetQueryRow = {
  json: string;
  phone_e164: string;
  id: string;
  desk_user_id: string;
  priority: string;
  version: number;
  at: number;
};

/** Calls of a sheet: their JSON and what places them (sheet-cache.ts). */
const sheetRows = ({ rows }: CallsContext, q: PsQ, companyId: string) =>
  rows
    .asJson(q, companyId, { sheet: true })
    .select([
      'c.id',
      'c.desk_user_id',
      'c.priority',
      'c.version',
      sql<number>`(extract(epoch from c.occurred_at) * 1000)::float8`.as('at'),
    ]);
const toSheetRow = (country: string, r: SheetQueryRow): SheetRow => ({
  id: r.id,
  desk: r.desk_user_id,
  rank: priorityRank(r.priority),
  at: r.at,
  version: r.version,
  json: withPhoneDisplay(r.json, r.phone_e164, country),
});

/**
 * Today's sheet: open calls of earlier days first (priority, then oldest), then the day's
 * calls, newest first — as the response's JSON body, `{"data": Sheet}` (the database writes
 * each call's JSON, a note past PHONESHEET_LIMITS.sheetNotesPreview characters cut there and
 * marked `notesCut`: so the answer is bounded, at most 11,000 calls of bounded size; an
 * all-desks sheet comes as bytes, gzipped on demand when it is small enough to keep, see
 * sheet-cache.ts).
 */
export async function readSheet(
  ctx: CallsContext,
  user: CurrentUser,
  query: { from?: string; to?: string; desk?: string },
): Promise<string | Buffer | CachedBody> {
  const { db, statuses, country, sheetCache, outbox } = ctx;
  const now = dbNow();
  const from = query.from
    ? parseInstant(query.from)
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const to = query.to ? parseInstant(query.to) : from ? new Date(from.getTime() + DAY_MS) : null;
  const errors: string[] = [];
  if (!from || !to || to <= from || to.getTime() - from.getTime() > 2 * DAY_MS)
    errors.push(PT['phonesheet.validation.query']);
  if (query.desk && query.desk !== 'mine' && !isUuid(query.desk))
    errors.push(PT['phonesheet.validation.desk']);
  if (errors.length) throw new ValidationFailed(errors);
  // "Mine": the caller's desk and the desks they cover now (desk-rule.ts).
  const desks =
    query.desk === 'mine'
      ? (
          await sql<{ d: string }>`select d from ${desksOfSql(user.companyId, user.id)} m (d)`.execute(db)
        ).rows.map((r) => r.d)
      : query.desk
        ? [query.desk]
        : undefined;
  // What this instance keeps holds every committed write (one made on another instance a
  // moment ago too), or this read goes to the database.
  const current = await outbox.caughtUp(user.companyId);
  const sheets = current ? sheetCache : undefined;
  const open = (await statuses.list(db, user.companyId)).filter((s) => s.open).map((s) => s.id);
  const key = {
    companyId: user.companyId,
    from: from as Date,
    to: to as Date,
    openKey: open.join(','),
    // The company's user names, as one text: a renamed desk or logger changes it.
    namesKey: sheets ? await userNamesKey(db, user.companyId) : '',
  };
  const cached = desks && desks.length > 1 ? undefined : sheets?.read({ ...key, desk: desks?.[0] });
  if (cached !== undefined) return cached;
  /** The sheet's two lists, of some desks or of all; each stops at its limit. */
  const read = async (desk?: string[]): Promise<[SheetRow[], SheetRow[]]> => {
    let rolled = sheetRows(ctx, db, user.companyId)
      .where('c.deleted_at', 'is', null)
      .where('c.occurred_at', '<', from as Date);
    let today = sheetRows(ctx, db, user.companyId)
      .where('c.deleted_at', 'is', null)
      .where('c.occurred_at', '>=', from as Date)
      .where('c.occurred_at', '<', to as Date);
    if (desk) {
      rolled = rolled.where('c.desk_user_id', 'in', desk);
      today = today.where('c.desk_user_id', 'in', desk);
    }
    // Independent reads: on PostgreSQL they run side by side on two pooled connections.
    const [rolledRows, todayRows] = await Promise.all([
      open.length
        ? rolled
            .where('c.status_id', 'in', open)
            .orderBy(PRIORITY_RANK)
            .orderBy('c.occurred_at', 'asc')
            .limit(SHEET_ROLLED_MAX)
            .execute()
        : [],
      today.orderBy('c.occurred_at', 'desc').limit(SHEET_TODAY_MAX).execute(),
    ]);
    return [rolledRows.map((r) => toSheetRow(country, r)), todayRows.map((r) => toSheetRow(country, r))];
  };
  if (!sheets) return sheetBody(key.from, key.to, ...(await read(desks)));
  // A cached sheet holds every desk, so a one-desk read fills it with all of them; readers
  // asking at once share that read and its body (sheet-cache.ts, `build`).
  const built = await sheets.build({ ...key, open }, () => read());
  if (!desks) return built.whole();
  const { rolled: rolledOver, today: todays } = built;
  // Cut off at a limit, the desks' own calls may lie beyond it: ask for them alone.
  if (rolledOver.length >= SHEET_ROLLED_MAX || todays.length >= SHEET_TODAY_MAX)
    return sheetBody(key.from, key.to, ...(await read(desks)));
  const mine = (r: SheetRow) => desks.includes(r.desk);
  return sheetBody(key.from, key.to, rolledOver.filter(mine), todays.filter(mine));
}
