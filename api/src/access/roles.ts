// The two roles, each written once: an admin runs their company (its users, plan and every
// desk's covering windows); an operator runs the service (reads contact-us messages, promotes
// remotes). Routes ask through plugins/app/authorization.ts (requireAdmin, requireOperator),
// services through these functions and the SQL beside them.
import { sql, type QueryExecutorProvider } from 'kysely';
import type { CurrentUser } from './current-user';

type Caller = Pick<CurrentUser, 'id' | 'companyId'>;

/** users.user_type of an administrator. */
export const ADMIN_TYPE = 'Admin';

/** The admin rule on a users row already read. */
export const isAdminType = (userType: string | null | undefined): boolean => userType === ADMIN_TYPE;

/**
 * SQL: the admin rule in a statement. The caller's row is read by id and company both, so a
 * session never reaches another company's rows.
 */
export const isAdminSql = (user: Caller) => sql<boolean>`exists (select 1 from users me
    where me.id = ${user.id}::uuid and me.company_id = ${user.companyId}::uuid
      and me.user_type = ${sql.lit(ADMIN_TYPE)})`;

/** The caller administers their company. */
export async function isAdmin(q: QueryExecutorProvider, user: Caller): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select ${isAdminSql(user)} as ok`.execute(q);
  return !!rows[0]?.ok;
}

/**
 * The caller's e-mail when they are an operator: a verified user whose e-mail is one of
 * `operators` (OPERATOR_EMAILS, lower-cased); else null. No operators configured: no one is.
 */
export async function operatorEmail(
  q: QueryExecutorProvider,
  user: Caller,
  operators: ReadonlySet<string>,
): Promise<string | null> {
  if (!operators.size) return null;
  const { rows } = await sql<{ email: string; verified_at: Date | null }>`
    select email, verified_at from users
    where id = ${user.id}::uuid and company_id = ${user.companyId}::uuid`.execute(q);
  const row = rows[0];
  return row?.verified_at && operators.has(row.email.toLowerCase()) ? row.email : null;
}
