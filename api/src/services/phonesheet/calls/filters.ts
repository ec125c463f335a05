// The filters of history, export and contact suggestions: checked values turned into SQL, and
// the walk that answers a word search from the newest calls.
import { sql, type RawBuilder } from 'kysely';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { PHONESHEET_TEXTS as PT, directionOf, type SearchQuery } from '@phonesheet/shared/contracts';
import { ValidationFailed } from '../../../lib/http-error';
import { internationalSearchDigits, phoneSearchDigits, reverseDigits } from '../phone';
import type { CallsContext } from './context';
import { parseInstant } from './instant';
import { isUuid, visible, type RowsQuery } from './rows';
import { walkWordHits } from '../../../repositories/calls-search-repository';

// The calls' words and the query's fold alike (migration 026): accents through unaccent, the
// Arabic harakat and tatweel dropped on both sides.
export const wordsMatch = (words: string, column = 'c.search_vector') =>
  sql<boolean>`${sql.ref(column)} @@ to_tsquery('phonesheet_fold', ${words})`;

/** Arabic harakat (U+064B–U+065F, U+0670) and tatweel: marks, not letters of a word. */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * The words of a search as the database folds them: NFC first, so a name typed in decomposed
 * form ("e" and a combining diaeresis) stays one word; other marks stay inside their word.
 */
export const searchWords = (q: string): string[] =>
  q
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
export const allOf = (conds: RawBuilder<boolean>[]) => sql<boolean>`${sql.join(conds, sql` and `)}`;

export function callFilters({ db, country, walkBudget }: CallsContext) {
  /**
   * Search and export share these filters; every value is checked. `conds` are the column
   * filters, `words` the full-text part (a tsquery), kept apart so a word search can walk the
   * newest calls first (see recentWordHits).
   */
  function filtersOf(f: SearchQuery): { conds: RawBuilder<boolean>[]; words: string | null } {
    const errors: string[] = [];
    const conds: RawBuilder<boolean>[] = [sql<boolean>`c.deleted_at is null`, visible('c')];
    let words: string | null = null;
    if (f.direction) {
      const d = directionOf(f.direction);
      if (d) conds.push(sql<boolean>`c.direction = ${d}`);
      else errors.push(PT['phonesheet.validation.direction']);
    }
    if (f.priority) {
      if (f.priority === 'asap' || f.priority === 'today' || f.priority === 'whenever')
        conds.push(sql<boolean>`c.priority = ${f.priority}`);
      else errors.push(PT['phonesheet.validation.priority']);
    }
    if (f.statusId) {
      if (isUuid(f.statusId)) conds.push(sql<boolean>`c.status_id = ${f.statusId}`);
      else errors.push(PT['phonesheet.validation.status']);
    }
    if (f.deskUserId) {
      if (isUuid(f.deskUserId)) conds.push(sql<boolean>`c.desk_user_id = ${f.deskUserId}`);
      else errors.push(PT['phonesheet.validation.desk']);
    }
    if (f.loggedBy) {
      if (isUuid(f.loggedBy)) conds.push(sql<boolean>`c.logged_by = ${f.loggedBy}`);
      else errors.push(PT['phonesheet.validation.query']);
    }
    if (f.from) {
      const d = parseInstant(f.from);
      if (d) conds.push(sql<boolean>`c.occurred_at >= ${d}`);
      else errors.push(PT['phonesheet.validation.query']);
    }
    if (f.to) {
      const d = parseInstant(f.to);
      if (d) conds.push(sql<boolean>`c.occurred_at < ${d}`);
      else errors.push(PT['phonesheet.validation.query']);
    }
    const q = (f.q ?? '').trim();
    if (q) {
      const digits = phoneSearchDigits(q, country);
      if (digits) {
        // The end of a number in any format, or its beginning (with or without the country code).
        const cc = getCountryCallingCode(country as CountryCode);
        // After an international prefix ("0049 …", "011 49 …"): a number from its beginning.
        const intl = internationalSearchDigits(q, country);
        const fromAbroad = intl ? sql` or c.phone_e164 like ${`+${intl}%`}` : sql``;
        conds.push(
          sql<boolean>`(c.phone_digits_rev like ${`${reverseDigits(digits)}%`} or c.phone_e164 like ${`+${digits}%`} or c.phone_e164 like ${`+${cc}${digits}%`}${fromAbroad})`,
        );
      } else {
        const list = searchWords(q);
        if (list.length)
          words = list
            .slice(0, 8)
            .map((w) => `${w}:*`)
            .join(' & ');
      }
    }
    if (errors.length) throw new ValidationFailed([...new Set(errors)]);
    return { conds, words };
  }

  /** A query narrowed to a filter, words included. */
  function applyFilters(query: RowsQuery, f: SearchQuery) {
    const { conds, words } = filtersOf(f);
    return query.where(allOf(words ? [...conds, wordsMatch(words)] : conds));
  }

  /**
   * A word search by time, answered from the newest calls: walks the company's calls in time
   * order (the `(company_id, occurred_at)` index), at most WALK_BUDGET of them, and stops at
   * the `want`-th match. A common word is found within a few thousand rows, where the GIN index
   * would hand over every one of its ~50,000 matches to be sorted. Returns the ids of the
   * matches in order, or null when the budget ran out first (a rare word: the GIN index is
   * then the fast way, and the caller uses it).
   * The words come from the index itself (search_head, migration 039), so a walk over the whole
   * budget reads no table page for the calls; only a call whose words are too many for the
   * index (a long note: no head) has its search_vector read from the table.
   */
  async function recentWordHits(
    companyId: string,
    conds: RawBuilder<boolean>[],
    words: string,
    order: 'asc' | 'desc',
    want: number,
  ): Promise<string[] | null> {
    const ids = await walkWordHits(
      db,
      companyId,
      allOf(conds),
      { head: wordsMatch(words, 'w.search_head'), row: wordsMatch(words) },
      sql.raw(order),
      walkBudget,
      want,
    );
    return ids.length === want ? ids : null;
  }

  return { filtersOf, applyFilters, recentWordHits };
}

export type CallFilters = ReturnType<typeof callFilters>;
