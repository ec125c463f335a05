// New calls: a create, a call the phone system reports, and a call back, each with its change
// log and events committed together (changes in place: edits.ts).
import {
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  type Call,
  type CreateCallBody,
  type DuplicateHint,
  type PhonesheetEvent,
} from '@phonesheet/shared/contracts';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import type { CallsContext } from './context';
import { callEvent } from './call-events';
import type { CallValidation } from './validation';
import { insertCall } from './insert-call';
import { applyUpdate, returnedNotice } from './edits';
import { callOfPhoneSystem } from '../../../repositories/calls-repository';

/** A new call, typed on the sheet or by the API. */
export async function createCall(
  ctx: CallsContext,
  { validate, deskProblem }: CallValidation,
  user: CurrentUser,
  body: CreateCallBody,
): Promise<{ call: Call; duplicateOf?: DuplicateHint }> {
  const { db, events, pushes, forwards } = ctx;
  const { committed } = ctx.outbox;
  // The fields are checked in Node (statuses come from their cache); one statement checks
  // the desk, stores the call and its change log and finds a duplicate.
  const v = await validate(db, user, body, true, true);
  const insert = (guardDesk: boolean) =>
    events.write(user.companyId, async () => {
      const stored = await insertCall(ctx, db, user, v, null, guardDesk, true);
      return { value: stored, logged: stored?.logged ?? null };
    });
  let stored = await insert(true);
  if (!stored) {
    // The desk is unknown, not the caller's to cover, or new to the plan (rare): ask which.
    const problem = await deskProblem(db, user, v.desk_user_id as string);
    if (problem === 'unknown') throw new ValidationFailed([PT['phonesheet.validation.desk']]);
    if (problem === 'forbidden') throw new HttpError(403, PM.cannotCover);
    stored = await insert(false);
  }
  const { call, duplicateOf } = stored as NonNullable<typeof stored>;
  committed(user.companyId, [callEvent(user, 'call.created', call)]);
  // Its push, e-mails and chat posts were queued with it; sent now, not awaited, so the
  // save is not slowed.
  pushes?.kick();
  forwards?.kick();
  return { call, duplicateOf };
}

/**
 * A call the company's phone system reports (services/phone-system): logged on the desk of
 * `desk`, by that user, with the phone system's id of the call, which the database keeps
 * unique per company (migration 017). Null when that id is already stored: the same call
 * sent again, to this instance or another. The desk's plan check is a new call's (402).
 */
export async function logPhoneCall(
  ctx: CallsContext,
  { validate, deskProblem }: CallValidation,
  desk: CurrentUser,
  body: CreateCallBody,
  phoneCallId: string,
): Promise<Call | null> {
  const { db, events, pushes, forwards } = ctx;
  const { committed } = ctx.outbox;
  const v = await validate(db, desk, { ...body, deskUserId: desk.id }, true, true);
  const insert = (guardDesk: boolean) =>
    events.write(desk.companyId, async () => {
      const stored = await insertCall(ctx, db, desk, v, null, guardDesk, true, phoneCallId);
      return { value: stored, logged: stored?.logged ?? null };
    });
  let stored = await insert(true);
  if (!stored) {
    if (await callOfPhoneSystem(db, desk.companyId, phoneCallId)) return null;
    // A desk without calls yet (the plan's desk limit, 402) or a user deactivated meanwhile.
    if (await deskProblem(db, desk, desk.id)) throw new ValidationFailed([PT['phonesheet.validation.desk']]);
    stored = await insert(false);
    if (!stored) return null; // the same call, stored by a request that ran alongside
  }
  committed(desk.companyId, [callEvent(desk, 'call.created', stored.call)]);
  // Its push and forwards (queued in the call's statement) go out now, not at the next sweep.
  pushes?.kick();
  forwards?.kick();
  return stored.call;
}

/**
 * "Call back": logs the outgoing call linked to an incoming one (its status the outcome, Spoke
 * by default) and, when that outcome is a closed status, marks the original Returned.
 */
export async function callBack(
  ctx: CallsContext,
  { validate }: CallValidation,
  user: CurrentUser,
  id: string,
  body: { notes?: string | null; statusId?: string | null },
): Promise<{ call: Call; original: Call }> {
  const { statuses } = ctx;
  const { mustLoad } = ctx.rows;
  const { withEvents } = ctx.outbox;
  let notices: PhonesheetEvent[] = [];
  return withEvents(
    user,
    async (trx) => {
      const original = await mustLoad(trx, user.companyId, id);
      const v = await validate(
        trx,
        user,
        {
          direction: 'out',
          contactName: original.contactName,
          contactCompany: original.contactCompany,
          phone: original.phone,
          extension: original.extension,
          deskUserId: original.deskUserId,
          priority: original.priority,
          notes: body.notes ?? '',
          statusId: body.statusId ?? null,
        },
        true,
      );
      const { call: created } = (await insertCall(ctx, trx, user, v, original.id)) as { call: Call };
      const all = await statuses.list(trx, user.companyId);
      const returned = all.find((s) => s.key === 'returned' && !s.retired);
      const currentStatus = all.find((s) => s.id === original.statusId);
      // Only a call back that closed (Spoke) returns the call: after No answer or a message
      // left the caller is still owed one (issue 43).
      const outcome = all.find((s) => s.id === created.statusId);
      let updated = original;
      if (returned && currentStatus?.open && outcome && !outcome.open) {
        updated =
          (await applyUpdate(ctx, trx, user, original, { status_id: returned.id }, original.version)) ??
          original;
      }
      notices = await returnedNotice(ctx, trx, user, original, updated);
      return { call: created, original: updated };
    },
    (result) => [
      callEvent(user, 'call.created', result.call),
      callEvent(user, 'call.updated', result.original),
      ...notices,
    ],
  );
}
