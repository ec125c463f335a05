import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { findUserWithCompany } from '../../repositories/users-repository';

/**
 * The signed-in caller with their company. Scoped by company as well as id: a session can only
 * ever see its own company's rows. Callers add the columns they need (`extra`).
 */
export async function loadCaller<
  E extends 'users.avatar' | 'users.password_hash' | 'users.promo_closed_at' = never,
>(db: Kysely<DB>, current: CurrentUser, tokenInvalidMessage: string, extra: readonly E[] = []) {
  const row = await findUserWithCompany(db, { id: current.id, companyId: current.companyId }, extra);
  if (!row) throw new HttpError(401, tokenInvalidMessage);
  return row;
}
