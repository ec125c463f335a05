// The call statuses' SQL (table call_statuses), as plain functions over an executor: the
// database or the transaction a service runs in. The rules (names, colours, the last status
// offered) are in services/phonesheet/statuses.ts.
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { CallStatusesTable, PsQ } from '../services/phonesheet/db';
import { dbNow } from '../db/clock';

/** The company's status rows in sheet order. */
export function findStatuses(q: PsQ, companyId: string) {
  return q
    .selectFrom('call_statuses')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
}

/** True when another status still offered (not retired) has this name, in any case. */
export async function offeredNameTaken(q: PsQ, companyId: string, name: string, exceptId?: string) {
  let query = q
    .selectFrom('call_statuses')
    .select('id')
    .where('company_id', '=', companyId)
    .where('retired_at', 'is', null)
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

/** The ids of the statuses offered for calls, locked until the transaction ends. */
export function lockOfferedStatuses(q: PsQ, companyId: string) {
  return q
    .selectFrom('call_statuses')
    .select('id')
    .where('company_id', '=', companyId)
    .where('retired_at', 'is', null)
    .forUpdate()
    .execute();
}

/** True when the company has any status yet. */
export async function hasStatuses(q: PsQ, companyId: string): Promise<boolean> {
  return !!(await q
    .selectFrom('call_statuses')
    .select('id')
    .where('company_id', '=', companyId)
    .limit(1)
    .executeTakeFirst());
}

/** Stores statuses; a (company, key) already there is left as it is. */
export async function insertStatuses(
  q: PsQ,
  companyId: string,
  rows: Omit<Insertable<CallStatusesTable>, 'id' | 'company_id'>[],
): Promise<void> {
  await q
    .insertInto('call_statuses')
    .values(rows.map((r) => ({ id: randomUUID(), company_id: companyId, ...r })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertStatus(q: PsQ, row: Insertable<CallStatusesTable>): Promise<void> {
  await q.insertInto('call_statuses').values(row).execute();
}

/** Changes a status (its updated_at by the database's clock). */
export async function updateStatus(
  q: PsQ,
  companyId: string,
  id: string,
  values: Omit<Updateable<CallStatusesTable>, 'id' | 'company_id' | 'updated_at'>,
): Promise<void> {
  await q
    .updateTable('call_statuses')
    .set({ ...values, updated_at: dbNow() })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .execute();
}

export async function deleteStatus(q: PsQ, companyId: string, id: string): Promise<void> {
  await q.deleteFrom('call_statuses').where('id', '=', id).where('company_id', '=', companyId).execute();
}
