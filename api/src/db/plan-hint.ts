import { sql } from 'kysely';

/** The comment that ends a statement marked with `samePlanForEveryValue`. */
export const GENERIC_PLAN_MARK = '/* generic plan */';

/**
 * Ends a statement whose best plan is the same for every value it is given: a lookup by primary
 * key, an insert. On PGlite the dialect then plans it once and keeps that plan, instead of
 * planning it again at each execution as it does for every other statement (planning was ≈ 1 ms
 * of a 4 ms insert and 0.4 ms of a 0.7 ms session lookup: docs/performance.md, "Kept
 * plans"). Never for a statement whose plan depends on its values (`like $1`, a time range, a
 * company's size). On a PostgreSQL server it is only a comment.
 */
export const samePlanForEveryValue = sql.raw(` ${GENERIC_PLAN_MARK}`);
