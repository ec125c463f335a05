// The desk rule, written once (docs/phone-sheet.md, "Covering a desk"): who may log and change
// calls on a desk, and whom a desk's calls reach. A user works on their own desk; an admin on
// every desk; anyone else on a desk only while a covering window of theirs on it holds
// (desk_covers, migrations/030_desk_covering.sql). Windows are judged by the database's clock
// (now()), so every instance agrees on when one starts and ends. The SQL below is the rule as
// statements use it; `mayWorkOnDesk` is the same rule in JavaScript, for an answer that has
// already read the windows (desk-rule.test.ts checks that the two agree).
import { sql, type RawBuilder } from 'kysely';

/** A covering window: from `startsAt` until `endsAt` (null: until further notice). */
export interface CoverWindow {
  startsAt: Date;
  endsAt: Date | null;
}

/** The window holds at `now`: it has started and not ended. */
export const windowHolds = (w: CoverWindow, now: Date): boolean =>
  w.startsAt.getTime() <= now.getTime() && (w.endsAt === null || w.endsAt.getTime() > now.getTime());

/**
 * The rule in JavaScript: `userId` (an admin or not) may work on `desk`, given the user's
 * windows on that desk and the database's `now`.
 */
export function mayWorkOnDesk(a: {
  userId: string;
  admin: boolean;
  desk: string;
  windows: CoverWindow[];
  now: Date;
}): boolean {
  return a.desk === a.userId || a.admin || a.windows.some((w) => windowHolds(w, a.now));
}

/** SQL: the desk_covers row `k` holds now (the database's clock). */
export const holdsNow = (k: string) =>
  sql<boolean>`(${sql.ref(`${k}.starts_at`)} <= now() and (${sql.ref(`${k}.ends_at`)} is null or ${sql.ref(`${k}.ends_at`)} > now()))`;

type Id = string | RawBuilder<string>;
const uuid = (x: Id) => (typeof x === 'string' ? sql`${x}::uuid` : x);

/** SQL: `userId` covers `desk` now. */
export const coversNowSql = (companyId: Id, userId: Id, desk: Id) => sql<boolean>`exists (
    select 1 from desk_covers k where k.company_id = ${uuid(companyId)} and k.user_id = ${uuid(userId)}
      and k.desk_user_id = ${uuid(desk)} and ${holdsNow('k')})`;

/** SQL: the rule — `user` may log and change calls on `desk` now. */
export const mayWorkOnDeskSql = (user: { id: string; companyId: string }, desk: Id) => sql<boolean>`(
    ${uuid(desk)} = ${user.id}::uuid
    or exists (select 1 from users me where me.id = ${user.id}::uuid
      and me.company_id = ${user.companyId}::uuid and me.user_type = 'Admin')
    or ${coversNowSql(user.companyId, user.id, desk)})`;

/** SQL (a subquery of desk ids): the user's desks now, their own and those they cover. */
export const desksOfSql = (companyId: Id, userId: Id) => sql<string>`(
    select ${uuid(userId)} union all
    select k.desk_user_id from desk_covers k
    where k.company_id = ${uuid(companyId)} and k.user_id = ${uuid(userId)} and ${holdsNow('k')})`;

/** SQL (a subquery of user ids): whom `desk`'s calls reach now, its owner and who covers it. */
export const reachedBySql = (companyId: Id, desk: Id) => sql<string>`(
    select ${uuid(desk)} union
    select k.user_id from desk_covers k
    where k.company_id = ${uuid(companyId)} and k.desk_user_id = ${uuid(desk)} and ${holdsNow('k')})`;

/** SQL: `userId` covers some desk now (the digest's "has a desk"). */
export const coversAnyDeskSql = (companyId: Id, userId: Id) => sql<boolean>`exists (
    select 1 from desk_covers k where k.company_id = ${uuid(companyId)} and k.user_id = ${uuid(userId)}
      and ${holdsNow('k')})`;
