// The users' SQL (table users, with the company a user belongs to), as plain functions over an
// executor: the database or the transaction a service runs in, seen with any of the services'
// table sets (accounts, billing, phone sheet, forwarding). The rules are in the services.
import {
  sql,
  type Insertable,
  type Kysely,
  type QueryExecutorProvider,
  type RawBuilder,
  type UpdateObject,
} from 'kysely';
import type { CurrentUser } from '../access/current-user';
import { deskRuleFacts } from '../access/desk-rule';
import type { PsDB } from '../services/phonesheet/db';
import type { ForwardDB } from '../services/forwarding/tables';
import { visible as visibleCall } from '../services/phonesheet/calls/rows';

type UsersTable = PsDB['users'];
/** Any executor (Kysely or a transaction) of a table set that has users. */
type Q<D> = Kysely<D>;
const ps = <D>(q: Q<D>) => q as unknown as Kysely<PsDB>;

/** The user with this address, in any case (addresses are unique regardless of case). */
export function findUserByEmail<D>(q: Q<D>, email: string) {
  return ps(q)
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', (email ?? '').trim().toLowerCase())
    .executeTakeFirst();
}

type UserExtra =
  | 'users.avatar'
  | 'users.password_hash'
  | 'users.promo_closed_at'
  | 'users.verified_at'
  | 'companies.time_zone';

/**
 * A user with their company's id and name, found by id within a company (a session only ever
 * sees its own company) or by address; `extra` adds columns.
 */
export function findUserWithCompany<D, E extends UserExtra = never>(
  q: Q<D>,
  by: { id: string; companyId: string } | { email: string },
  extra: readonly E[] = [],
) {
  let query = ps(q)
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.user_type',
      'companies.id as companyId',
      'companies.name as companyName',
      ...extra,
    ]);
  query =
    'email' in by
      ? query.where(sql<string>`lower(users.email)`, '=', by.email.trim().toLowerCase())
      : query.where('users.id', '=', by.id).where('users.company_id', '=', by.companyId);
  return query.executeTakeFirst();
}

/** One user of the company, with what an admin's change of them needs. */
export function findCompanyUser<D>(q: Q<D>, companyId: string, id: string) {
  return ps(q)
    .selectFrom('users')
    .select(['id', 'user_type', 'deactivated_at', 'password_hash'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The company's users by name, with what the users page shows of them. */
export function listCompanyUsers<D>(q: Q<D>, companyId: string) {
  return ps(q)
    .selectFrom('users')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'user_type',
      'verified_at',
      'last_sign_in_at',
      'deactivated_at',
    ])
    .where('company_id', '=', companyId)
    .orderBy(sql`lower(first_name || ' ' || last_name)`)
    .execute();
}

/** The ids among `ids` of the company's users (`active`: not deactivated); `ids` not empty. */
export async function companyUserIds<D>(
  q: Q<D>,
  companyId: string,
  ids: string[],
  { active }: { active: boolean },
): Promise<string[]> {
  let query = ps(q)
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids);
  if (active) query = query.where('deactivated_at', 'is', null);
  return (await query.execute()).map((r) => r.id);
}

/** Admins of the company still active besides `userId`. */
export async function countOtherActiveAdmins<D>(q: Q<D>, companyId: string, userId: string): Promise<number> {
  const row = await ps(q)
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .where('user_type', '=', 'Admin')
    .where('deactivated_at', 'is', null)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The company's users not deactivated: the seats in use. */
export async function countActiveUsers<D>(q: Q<D>, companyId: string): Promise<number> {
  return Number(
    (
      await ps(q)
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('company_id', '=', companyId)
        .where(sql<boolean>`deactivated_at is null`)
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** The company's verified administrators' addresses and first names. */
export function findVerifiedAdmins<D>(q: Q<D>, companyId: string) {
  return ps(q)
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('company_id', '=', companyId)
    .where('user_type', '=', 'Admin')
    .where('verified_at', 'is not', null)
    .execute();
}

/**
 * "Your company reached its plan's limit" (services/notifications): a notification for each of
 * the company's active admins without an unread one of the same limit from the last day; returns
 * each notice's user and `json` (the notification's JSON over the inserted rows `n`).
 */
export async function insertPlanLimitNotices(
  q: QueryExecutorProvider,
  companyId: string,
  limit: string,
  plan: string,
  json: RawBuilder<string>,
) {
  const { rows } = await sql<{ user_id: string; json: string }>`
        with n as (
          insert into user_notifications (id, company_id, user_id, kind, data)
          select gen_random_uuid(), u.company_id, u.id, 'plan.limit',
            json_build_object('limit', ${limit}::text, 'plan', ${plan}::text)
          from users u
          where u.company_id = ${companyId}::uuid and u.user_type = 'Admin' and u.deactivated_at is null
            and not exists (
              select 1 from user_notifications x
              where x.user_id = u.id and x.kind = 'plan.limit' and x.read_at is null
                and x.data->>'limit' = ${limit}::text and x.created_at > now() - interval '1 day')
          returning *
        )
        select n.user_id, ${json} as json from n`.execute(q);
  return rows;
}

/** The ids of the company's active admins (who get its billing notifications). */
export async function activeAdminIds(q: QueryExecutorProvider, companyId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
        select id from users
        where company_id = ${companyId}::uuid and user_type = 'Admin' and deactivated_at is null`.execute(q);
  return rows.map((r) => r.id);
}

/** A user's name as notifications show it (first and last, trimmed); '' when there is no such user. */
export async function findUserName(q: QueryExecutorProvider, userId: string): Promise<string> {
  const { rows } = await sql<{ name: string }>`
        select btrim(u.first_name || ' ' || u.last_name) as name from users u where u.id = ${userId}::uuid`.execute(
    q,
  );
  return rows[0]?.name ?? '';
}

/**
 * Statement part: joins the active user `u` of a call_mail_settings row `m` (the forwards' e-mail
 * recipients, services/forwarding/queue.ts); a deactivated user gets no mail.
 */
export const JOIN_ACTIVE_MAIL_USER = sql`join users u on u.id = m.user_id and u.deactivated_at is null`;

/** Active users plus open invitations: the seats the company holds or has promised. */
export async function seatsHeld(q: QueryExecutorProvider, companyId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select (select count(*) from users where company_id = ${companyId} and deactivated_at is null)
         + (select count(*) from invitations where company_id = ${companyId}
              and accepted_at is null and expires_at > now()) as n`.execute(q);
  return Number(rows[0]?.n ?? 0);
}

/** The company's first active administrator (the oldest), or null. */
export async function firstActiveAdminId<D>(q: Q<D>, companyId: string): Promise<string | null> {
  const admin = await ps(q)
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('user_type', '=', 'Admin')
    .where('deactivated_at', 'is', null)
    .orderBy('created_at')
    .executeTakeFirst();
  return admin?.id ?? null;
}

/** The company's user names, as one text: a renamed user changes it. */
export async function userNamesKey<D>(q: Q<D>, companyId: string): Promise<string> {
  return (
    await ps(q)
      .selectFrom('users')
      .select(
        sql<string>`coalesce(string_agg(id::text || ' ' || first_name || ' ' || last_name, '|' order by id), '')`.as(
          'k',
        ),
      )
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow()
  ).k;
}

/**
 * A desk (a user of the caller's company) with what the desk rule judges (access/desk-rule.ts:
 * `deskRuleFacts`, read back with `mayWorkOnDeskRead`) and whether it has a call shown yet.
 */
export function findDesk<D>(q: Q<D>, user: Pick<CurrentUser, 'id' | 'companyId'>, deskUserId: string) {
  return ps(q)
    .selectFrom('users as u')
    .select((eb) => [
      'u.deactivated_at',
      ...deskRuleFacts(user, deskUserId),
      eb
        .exists(
          eb
            .selectFrom('calls as c')
            .select('c.id')
            .where('c.company_id', '=', user.companyId)
            .where('c.desk_user_id', '=', deskUserId)
            .where('c.deleted_at', 'is', null)
            .where(visibleCall('c')),
        )
        .as('in_use'),
    ])
    .where('u.id', '=', deskUserId)
    .where('u.company_id', '=', user.companyId)
    .executeTakeFirst();
}

/**
 * Distinct desks with at least one call shown: one indexed `exists` per user of the company;
 * `except` is not counted.
 */
export async function countDesksWithCalls<D>(q: Q<D>, companyId: string, except?: string): Promise<number> {
  let users = ps(q).selectFrom('users as u').where('u.company_id', '=', companyId);
  if (except) users = users.where('u.id', '!=', except);
  const row = await users
    .select(sql<number>`count(*)::int`.as('n'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('calls as c')
          .select(sql`1`.as('one'))
          .where('c.company_id', '=', companyId)
          .whereRef('c.desk_user_id', '=', 'u.id')
          .where('c.deleted_at', 'is', null)
          .where(visibleCall('c')),
      ),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** An active user's address, call-mail settings, company time zone and digest locale. */
export function findMailRecipient<D>(q: Q<D>, userId: string) {
  return (q as unknown as Kysely<ForwardDB>)
    .selectFrom('users as u')
    .innerJoin('companies as co', 'co.id', 'u.company_id')
    .leftJoin('call_mail_settings as m', 'm.user_id', 'u.id')
    .leftJoin('digest_settings as g', 'g.user_id', 'u.id')
    .select(['u.email', 'm.enabled', 'm.quiet_start', 'm.quiet_end', 'co.time_zone', 'g.locale'])
    .where('u.id', '=', userId)
    .where(sql<boolean>`u.deactivated_at is null`)
    .executeTakeFirst();
}

export async function insertUser<D>(q: Q<D>, row: Insertable<UsersTable>): Promise<void> {
  await ps(q).insertInto('users').values(row).execute();
}

/**
 * Changes a user; `companyId` (when given) scopes the change to the caller's company, and
 * `only` adds a condition the row must still meet (its password hash, a column still empty).
 */
export async function updateUserRow<D>(
  q: Q<D>,
  where: { id: string; companyId?: string; passwordHash?: string; promoOpen?: true },
  values: UpdateObject<PsDB, 'users'>,
): Promise<void> {
  let query = ps(q).updateTable('users').set(values).where('id', '=', where.id);
  if (where.companyId !== undefined) query = query.where('company_id', '=', where.companyId);
  if (where.passwordHash !== undefined) query = query.where('password_hash', '=', where.passwordHash);
  if (where.promoOpen) query = query.where('promo_closed_at', 'is', null);
  await query.execute();
}

export async function deleteUser<D>(q: Q<D>, companyId: string, id: string): Promise<void> {
  await ps(q).deleteFrom('users').where('id', '=', id).where('company_id', '=', companyId).execute();
}
