import { sql } from 'kysely';
import {
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  type Call,
  type PhonesheetEvent,
  type UpdateCallBody,
} from '@phonesheet/shared/contracts';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import type { PsQ } from '../db';
import { changedFields, changesSince, conflict, recordChanges } from './changes';
import type { CallsContext } from './context';
import { mayWorkOnDeskSql } from '../../../access/desk-rule';
import { callEvent } from './call-events';
import type { CallValidation, CallValues } from './validation';
import { dbNow } from '../../../db/clock';
import { updateCallRow } from '../../../repositories/calls-repository';

// Changes of a call in place: an edit (optimistic, by version), a delete and a restore, each
// with its change log and events committed together.

/**
 * The desk rule (desk-rule.ts) for a change in place: an edit, a delete or a restore of a call
 * is work on its desk, so only its user, an admin, or whoever covers it now may make it
 * (403 otherwise). Asked inside the change's transaction, by the database's clock.
 */
async function mustWorkOn(q: PsQ, user: CurrentUser, call: Call): Promise<void> {
  const { rows } = await sql<{
    ok: boolean;
  }>`select ${mayWorkOnDeskSql(user, call.deskUserId)} as ok`.execute(q);
  if (!rows[0]?.ok) throw new HttpError(403, PM.cannotChange);
}

/** Applies values with the optimistic check; null when the version is stale. */
export async function applyUpdate(
  { rows }: CallsContext,
  q: PsQ,
  user: CurrentUser,
  current: Call,
  v: CallValues,
  version: number,
): Promise<Call | null> {
  const changes = changedFields(current, v);
  if (!changes.length) return current.version === version ? current : null;
  if (!(await updateCallRow(q, { companyId: user.companyId, id: current.id, version }, v))) return null;
  await recordChanges(q, user, current.id, version + 1, changes);
  return rows.mustLoad(q, user.companyId, current.id, true);
}

/**
 * "Your call was returned": the desk's user hears when someone else set a call of theirs to
 * the Returned status; stored in the change's transaction, logged with its events.
 */
export async function returnedNotice(
  { statuses, notifications }: CallsContext,
  trx: PsQ,
  user: CurrentUser,
  before: Call,
  after: Call,
): Promise<PhonesheetEvent[]> {
  if (!notifications || after.deskUserId === user.id || before.statusId === after.statusId) return [];
  const status = (await statuses.list(trx, user.companyId)).find((s) => s.id === after.statusId);
  if (status?.key !== 'returned') return [];
  return notifications.add(trx, user.companyId, [after.deskUserId], 'call.returned', {
    name: after.contactName || after.phoneDisplay,
    by: await notifications.nameOf(trx, user.id),
    callId: after.id,
  });
}

/** An edit, optimistic by the version the caller saw (409 with the changes since). */
export async function updateCall(
  ctx: CallsContext,
  { validate }: CallValidation,
  user: CurrentUser,
  id: string,
  body: UpdateCallBody,
): Promise<Call> {
  const { mustLoad } = ctx.rows;
  const { withEvents } = ctx.outbox;
  const version = body.version;
  let notices: PhonesheetEvent[] = [];
  return withEvents(
    user,
    async (trx) => {
      const current = await mustLoad(trx, user.companyId, id);
      await mustWorkOn(trx, user, current);
      if (typeof version !== 'number') throw new ValidationFailed([PT['phonesheet.validation.version']]);
      if (current.version !== version)
        conflict(current, await changesSince(trx, user.companyId, id, version));
      const v = await validate(trx, user, body, false);
      const updated = await applyUpdate(ctx, trx, user, current, v, version);
      if (!updated) {
        const fresh = await mustLoad(trx, user.companyId, id);
        conflict(fresh, await changesSince(trx, user.companyId, id, version));
      }
      notices = await returnedNotice(ctx, trx, user, current, updated as Call);
      return updated;
    },
    (call) => [callEvent(user, 'call.updated', call), ...notices],
  );
}

/** A delete: the call stays, marked deleted, and can be restored. */
export async function removeCall(ctx: CallsContext, user: CurrentUser, id: string): Promise<Call> {
  const { mustLoad } = ctx.rows;
  const { withEvents } = ctx.outbox;
  return withEvents(
    user,
    async (trx) => {
      const current = await mustLoad(trx, user.companyId, id);
      await mustWorkOn(trx, user, current);
      await updateCallRow(trx, { companyId: user.companyId, id }, { deleted_at: dbNow() });
      await recordChanges(trx, user, id, current.version + 1, [{ field: 'deleted', from: null, to: null }]);
      return mustLoad(trx, user.companyId, id, true);
    },
    (call) => [callEvent(user, 'call.deleted', call)],
  );
}

export async function restoreCall(ctx: CallsContext, user: CurrentUser, id: string): Promise<Call> {
  const { mustLoad } = ctx.rows;
  const { withEvents } = ctx.outbox;
  // The plan's desk limit first, outside the transaction (plan-checks.ts, beforeRestore).
  await ctx.plan?.beforeRestore(user, id);
  return withEvents(
    user,
    async (trx) => {
      const current = await mustLoad(trx, user.companyId, id, true);
      await mustWorkOn(trx, user, current);
      if (!current.deletedAt) return current;
      await updateCallRow(trx, { companyId: user.companyId, id }, { deleted_at: null });
      await recordChanges(trx, user, id, current.version + 1, [{ field: 'restored', from: null, to: null }]);
      return mustLoad(trx, user.companyId, id);
    },
    (call) => [callEvent(user, 'call.restored', call)],
  );
}
