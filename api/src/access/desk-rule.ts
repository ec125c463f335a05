// The desk rule, written once (docs/phone-sheet.md, "Covering a desk"): who may log and change
// calls on a desk, and whom a desk's calls reach. A user works on their own desk; an admin on
// every desk; anyone else on a desk only while a covering window of theirs on it holds
// (desk_covers, migrations/030_desk_covering.sql). Windows are judged by the database's clock
// (now()), so every instance agrees on when one starts and ends. The SQL below is the rule as
// statements use it; `mayWorkOnDesk` is the same rule in JavaScript, for an answer that has
// already read the windows (api/test/access.test.ts checks that the two agree for an admin, a
// covering user, another user and a deactivated one). The admin half is roles.ts's.
import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { CurrentUser } from './current-user';
import { isAdmin, isAdminSql } from './roles';

type Caller = Pick<CurrentUser, 'id' | 'companyId'>;

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
export const mayWorkOnDeskSql = (user: Caller, desk: Id) => sql<boolean>`(
    ${uuid(desk)} = ${user.id}::uuid
    or ${isAdminSql(user)}
    or ${coversNowSql(user.companyId, user.id, desk)})`;

/**
 * SQL: `desk` is a desk calls may go onto now: an active user of the caller's company, and the
 * caller may work on it (the whole condition a call's insert is guarded by; deskFacts tells
 * which half failed).
 */
export const deskOpenSql = (user: Caller, desk: Id) => sql<boolean>`exists (
    select 1 from users u
    where u.id = ${uuid(desk)} and u.company_id = ${user.companyId}::uuid and u.deactivated_at is null
      and ${mayWorkOnDeskSql(user, desk)})`;

/** SQL: `user` acts on `desk` as its coverer, not its owner (the change log's "covering"). */
export const coveringSql = (user: Caller, desk: Id) =>
  sql<boolean>`(${uuid(desk)} <> ${user.id}::uuid and ${coversNowSql(user.companyId, user.id, desk)})`;

/**
 * What the JavaScript rule judges, as one query's selections: whether the caller is an admin,
 * their windows on `desk`, and the database's clock. Read back with `mayWorkOnDeskRead`.
 */
export const deskRuleFacts = (user: Caller, desk: string) => [
  isAdminSql(user).as('admin'),
  sql<
    CoverWindow[] | string
  >`coalesce((select json_agg(json_build_object('startsAt', dc.starts_at, 'endsAt', dc.ends_at))
    from desk_covers dc where dc.company_id = ${user.companyId}::uuid
      and dc.user_id = ${user.id}::uuid and dc.desk_user_id = ${desk}::uuid), '[]')`.as('windows'),
  sql<Date>`now()`.as('now'),
];

/** The rule judged on deskRuleFacts as a driver returns them (json as text or parsed, dates as text or Date). */
export function mayWorkOnDeskRead(
  user: Caller,
  desk: string,
  facts: { admin: unknown; windows: unknown; now: unknown },
): boolean {
  const windows = (typeof facts.windows === 'string' ? JSON.parse(facts.windows) : facts.windows) as Array<{
    startsAt: string;
    endsAt: string | null;
  }>;
  return mayWorkOnDesk({
    userId: user.id,
    admin: facts.admin === true,
    desk,
    windows: windows.map((w) => ({
      startsAt: new Date(w.startsAt),
      endsAt: w.endsAt ? new Date(w.endsAt) : null,
    })),
    now: new Date(facts.now as string | Date),
  });
}

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

/**
 * Who may set and end a desk's covering windows: its own user, or an admin (the one covering
 * may also end theirs: services/phonesheet/covering.ts).
 */
export async function mayArrangeCovers(
  q: QueryExecutorProvider,
  user: Caller,
  desk: string,
): Promise<boolean> {
  return desk === user.id || (await isAdmin(q, user));
}
