// Reads around a contact: suggestions while typing, a contact's timeline, and due follow-ups.
import { sql } from 'kysely';
import {
  PHONESHEET_TEXTS as PT,
  VALIDATION_TEXTS as VT,
  type Call,
  type ContactSuggestion,
} from '@phonesheet/shared/contracts';
import { ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import { parsePhone } from '../phone';
import { desksOfSql } from '../../../access/desk-rule';
import type { CallsContext } from './context';
import type { CallFilters } from './filters';
import { DAY_MS, parseInstant } from './instant';
import { isUuid, type Row } from './rows';
import { dbNowMs } from '../../../db/clock';

/** Name, company and number suggestions from the company's earlier calls, most recent first. */
export async function contacts(
  { db, rows }: CallsContext,
  { filtersOf, applyFilters, recentWordHits }: CallFilters,
  user: CurrentUser,
  q: string,
): Promise<ContactSuggestion[]> {
  const text = q.trim();
  if (!text) return [];
  // A common word is found among the newest calls; a rare one through the full-text index.
  const { conds, words } = filtersOf({ q: text });
  const ids = words ? await recentWordHits(user.companyId, conds, words, 'desc', 200) : null;
  let qb = rows.base(db, user.companyId);
  qb = ids ? qb.where('c.id', 'in', ids) : applyFilters(qb, { q: text });
  const found = (await qb
    .orderBy('c.occurred_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(200)
    .execute()) as Row[];
  const seen = new Set<string>();
  const out: ContactSuggestion[] = [];
  for (const r of found) {
    const key = `${r.phone_e164}|${r.contact_name.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { contactName, contactCompany, phone, phoneE164, phoneDisplay, extension, occurredAt } =
      rows.toCall(r);
    out.push({
      contactName,
      contactCompany,
      phone,
      phoneE164,
      phoneDisplay,
      extension,
      lastCallAt: occurredAt,
    });
    if (out.length >= 10) break;
  }
  return out;
}

/**
 * A contact's timeline: every call with that number, or with that name when no number is given,
 * within the plan's history window.
 */
export async function timeline(
  ctx: CallsContext,
  user: CurrentUser,
  query: { phone?: string; name?: string },
): Promise<Call[]> {
  const [calls, cutoff] = await Promise.all([
    timelineCalls(ctx, user, query),
    ctx.plan?.historyFrom(user.companyId, undefined),
  ]);
  // Newest first: the calls inside the plan's history window are a prefix of the list.
  return cutoff ? calls.filter((c) => new Date(c.occurredAt) >= cutoff) : calls;
}

async function timelineCalls(
  { db, country, rows }: CallsContext,
  user: CurrentUser,
  query: { phone?: string; name?: string },
): Promise<Call[]> {
  let qb = rows.base(db, user.companyId).where('c.deleted_at', 'is', null);
  if (query.phone) {
    const parsed = parsePhone(query.phone, country);
    if (!parsed) throw new ValidationFailed([VT['validation.phone.invalid']]);
    qb = qb.where('c.phone_e164', '=', parsed.e164);
  } else if (query.name && query.name.trim()) {
    qb = qb.where(sql<string>`lower(c.contact_name)`, '=', query.name.trim().toLowerCase());
  } else {
    throw new ValidationFailed([VT['validation.phone.required']]);
  }
  const found = await qb.orderBy('c.occurred_at', 'desc').limit(500).execute();
  return found.map((r) => rows.toCall(r as Row));
}

/**
 * Follow-ups due up to `until` (at most 7 days ahead), soonest first, whatever the call's
 * status: the reminders' list (docs/phone-sheet.md, "Follow-up reminders"). One desk, or
 * without `desk` the caller's own desk and the desks they cover.
 */
export async function followUps(
  { db, rows }: CallsContext,
  user: CurrentUser,
  query: { desk?: string; until: string },
): Promise<Call[]> {
  const until = parseInstant(query.until);
  if (!until || until.getTime() > dbNowMs() + 7 * DAY_MS)
    throw new ValidationFailed([PT['phonesheet.validation.followUpsUntil']]);
  if (query.desk !== undefined && !isUuid(query.desk))
    throw new ValidationFailed([PT['phonesheet.validation.desk']]);
  const found = await rows
    .base(db, user.companyId)
    .where('c.deleted_at', 'is', null)
    .where('c.follow_up_at', 'is not', null)
    .where('c.follow_up_at', '<=', until)
    .where((eb) =>
      query.desk
        ? eb('c.desk_user_id', '=', query.desk)
        : sql<boolean>`c.desk_user_id in ${desksOfSql(user.companyId, user.id)}`,
    )
    .orderBy('c.follow_up_at')
    .orderBy('c.id')
    .limit(500)
    .execute();
  return found.map((r) => rows.toCall(r as Row));
}
