// The change log of a call: one entry per field a write changed, read back for conflicts.
import { PHONESHEET_MESSAGES as PM, type Call, type CallChange } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import type { PsQ } from '../db';
import type { CallsContext } from './context';
import { iso } from './rows';
import { EDITABLE, type CallValues, type Editable } from './validation';
import {
  findCallChangesSince,
  insertCallChanges,
  type FieldChange,
} from '../../../repositories/calls-repository';

/** One entry of the log; `from` and `to` are null for entries such as "deleted". */
export type { FieldChange };

/** The column each editable field is stored in. */
const COLUMN: Record<Editable, keyof CallValues> = {
  direction: 'direction',
  contactName: 'contact_name',
  contactCompany: 'contact_company',
  phone: 'phone_raw',
  extension: 'extension',
  deskUserId: 'desk_user_id',
  statusId: 'status_id',
  priority: 'priority',
  notes: 'notes',
  occurredAt: 'occurred_at',
  followUpAt: 'follow_up_at',
};

const text = (x: unknown): string | null => (x === null || x === undefined ? null : String(x));
/** A call's field as text, for the change log. */
const callText = (call: Call, field: Editable): string | null =>
  text(field === 'phone' ? call.phone : (call as Record<string, unknown>)[field]);
/** A checked value as text, for the change log (instants in ISO 8601). */
const valueText = (v: CallValues, field: Editable): string | null => {
  const x = v[COLUMN[field]];
  return text(x instanceof Date ? x.toISOString() : x);
};

/** The fields `v` gives that differ from the call's, in the order of EDITABLE. */
export const changedFields = (current: Call, v: CallValues): FieldChange[] =>
  EDITABLE.filter((f) => Object.prototype.hasOwnProperty.call(v, COLUMN[f]))
    .map((f) => ({ field: f, from: callText(current, f), to: valueText(v, f) }))
    .filter((c) => c.from !== c.to);

export async function recordChanges(
  q: PsQ,
  user: CurrentUser,
  callId: string,
  version: number,
  changes: FieldChange[],
) {
  if (!changes.length) return;
  // Made by someone covering the call's desk now (not its owner): the log says so.
  await insertCallChanges(q, user, callId, version, changes);
}

export async function changesSince(
  q: PsQ,
  companyId: string,
  callId: string,
  afterVersion: number,
): Promise<CallChange[]> {
  const rows = await findCallChangesSince(q, companyId, callId, afterVersion);
  return rows.map((r) => ({
    field: r.field,
    from: r.from_value,
    to: r.to_value,
    userId: r.user_id,
    userName: `${r.first_name} ${r.last_name}`.trim(),
    covering: r.covering,
    at: iso(r.changed_at) as string,
    version: r.version,
  }));
}

/** A stale write: 409 with the call as it is now and what changed since the client's version. */
export function conflict(current: Call, changes: CallChange[]): never {
  throw new HttpError(409, PM.conflict, {
    current,
    changedFields: [...new Set(changes.map((c) => c.field))],
    changes,
  });
}

/** A call's whole log, deleted calls' too. */
export async function changeLog({ db, rows }: CallsContext, user: CurrentUser, id: string) {
  await rows.mustLoad(db, user.companyId, id, true);
  return changesSince(db, user.companyId, id, 0);
}
