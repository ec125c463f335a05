import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';

/**
 * The signed-in caller with their company. Scoped by company as well as id: a session can only
 * ever see its own company's rows. Callers add the columns they need (`extra`).
 */
export async function loadCaller<
  E extends 'users.avatar' | 'users.password_hash' | 'users.promo_closed_at' = never,
>(db: Kysely<DB>, current: CurrentUser, tokenInvalidMessage: string, extra: readonly E[] = []) {
  const row = await db
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
    ])
    .where('users.id', '=', current.id)
    .where('users.company_id', '=', current.companyId)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, tokenInvalidMessage);
  return row;
}
