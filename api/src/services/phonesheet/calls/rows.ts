// Calls as rows: which calls a read may see, the columns it selects, and a row as the API's Call.
import { sql } from 'kysely';
import { PHONESHEET_MESSAGES as PM, type Call } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../lib/http-error';
import { samePlanForEveryValue } from '../../../db/plan-hint';
import type { PsQ } from '../db';
import { displayPhone } from '../phone';
import { CALL_JSON, CALL_SHEET_JSON } from './json';
import { scopedCalls, visible } from '../../../repositories/calls-repository';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID_RE.test(s);

/** A call a read may see (calls-repository.ts). */
export { visible };

/** Priorities in the sheet's order: asap, today, whenever. */
export const PRIORITY_RANK = sql<number>`case c.priority when 'asap' then 0 when 'today' then 1 else 2 end`;

export type Row = {
  id: string;
  direction: 'in' | 'out';
  contact_name: string;
  contact_company: string;
  phone_raw: string;
  phone_e164: string;
  extension: string | null;
  desk_user_id: string;
  desk_first: string;
  desk_last: string;
  status_id: string;
  priority: 'asap' | 'today' | 'whenever';
  notes: string;
  occurred_at: Date;
  follow_up_at: Date | null;
  logged_by: string;
  logger_first: string;
  logger_last: string;
  callback_of: string | null;
  phone_call_id: string | null;
  logged_covering?: boolean;
  created_at: Date;
  updated_at: Date;
  version: number;
  deleted_at: Date | null;
};

/** The columns of a Row, for base() and for the raw statement that logs a call. */
const CALL_COLUMNS = [
  'id',
  'direction',
  'contact_name',
  'contact_company',
  'phone_raw',
  'phone_e164',
  'extension',
  'desk_user_id',
  'status_id',
  'priority',
  'notes',
  'occurred_at',
  'follow_up_at',
  'logged_by',
  'callback_of',
  'phone_call_id',
  'logged_covering',
  'created_at',
  'updated_at',
  'version',
  'deleted_at',
] as const;
const NAME_COLUMNS = [
  'd.first_name as desk_first',
  'd.last_name as desk_last',
  'l.first_name as logger_first',
  'l.last_name as logger_last',
] as const;
/** A Row's select list over a call `c` with its desk `d` and logger `l`, for raw statements. */
export const ROW_SQL = sql.raw([...CALL_COLUMNS.map((col) => `c.${col}`), ...NAME_COLUMNS].join(', '));

// Drivers hand over Dates (PGlite's may come from another realm, so no instanceof): format
// them as they are; copying each one first showed in the sheet's profile.
export const iso = (d: Date | string | null): string | null =>
  d === null ? null : typeof d === 'string' ? new Date(d).toISOString() : d.toISOString();

/** The readers of one company's calls; phone numbers are shown as in `country`. */
export function callRows(country: string) {
  const toCall = (r: Row): Call => ({
    id: r.id,
    direction: r.direction,
    contactName: r.contact_name,
    contactCompany: r.contact_company,
    phone: r.phone_raw,
    phoneE164: r.phone_e164,
    phoneDisplay: displayPhone(r.phone_e164, country),
    extension: r.extension,
    deskUserId: r.desk_user_id,
    deskName: `${r.desk_first} ${r.desk_last}`.trim(),
    statusId: r.status_id,
    priority: r.priority,
    notes: r.notes,
    occurredAt: iso(r.occurred_at) as string,
    followUpAt: iso(r.follow_up_at),
    loggedBy: r.logged_by,
    loggedByName: `${r.logger_first} ${r.logger_last}`.trim(),
    loggedByPhoneSystem: r.phone_call_id !== null && r.phone_call_id !== undefined,
    loggedCovering: r.logged_covering === true,
    callbackOf: r.callback_of,
    createdAt: iso(r.created_at) as string,
    updatedAt: iso(r.updated_at) as string,
    version: r.version,
    deletedAt: iso(r.deleted_at),
  });

  /** Every read starts here: one company's calls with their desk (`d`) and logger (`l`). */
  const scoped = (q: PsQ, companyId: string) => scopedCalls(q, companyId);

  /** Calls as rows for toCall. */
  const base = (q: PsQ, companyId: string) =>
    scoped(q, companyId).select([...CALL_COLUMNS.map((col) => `c.${col}` as const), ...NAME_COLUMNS]);

  /** Calls as JSON text built by the database (json.ts), for long lists. */
  /** Calls as JSON texts; `sheet`: as the sheet sends them, long notes cut (CALL_SHEET_JSON). */
  const asJson = (q: PsQ, companyId: string, { sheet = false } = {}) =>
    scoped(q, companyId).select([(sheet ? CALL_SHEET_JSON : CALL_JSON).as('json'), 'c.phone_e164']);

  async function load(q: PsQ, companyId: string, id: string, withDeleted = false): Promise<Call | null> {
    if (!isUuid(id)) return null;
    let query = base(q, companyId).where('c.id', '=', id);
    if (!withDeleted) query = query.where('c.deleted_at', 'is', null);
    const row = await query.modifyEnd(samePlanForEveryValue).executeTakeFirst();
    return row ? toCall(row as Row) : null;
  }

  async function mustLoad(q: PsQ, companyId: string, id: string, withDeleted = false): Promise<Call> {
    const call = await load(q, companyId, id, withDeleted);
    if (!call) throw new HttpError(404, PM.callNotFound);
    return call;
  }

  return { toCall, base, asJson, load, mustLoad };
}

export type CallRows = ReturnType<typeof callRows>;
/** A query of calls as rows (base), for filters to narrow. */
export type RowsQuery = ReturnType<CallRows['base']>;
