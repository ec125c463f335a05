import { sql } from 'kysely';
import { PHONESHEET_LIMITS, type Call } from '@phonesheet/shared/contracts';
import { displayPhone } from '../phone';

// A call as the API's JSON (contracts' Call), written by the database itself. The sheet sends
// hundreds of calls at once; turning each driver row into an object (four timestamps parsed,
// then formatted again) and serialising it cost most of the request. Here every row arrives
// as one compact JSON text and Node only joins them (docs/performance.md, "Sheet as JSON").

/** SQL of a timestamp as ISO 8601 in UTC with milliseconds: the text Date#toISOString writes. */
export const isoUtcSql = (col: string) =>
  `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const iso = isoUtcSql;
/** A JSON string literal (escaped by PostgreSQL), or null. */
const str = (expr: string) => `coalesce(to_json(${expr})::text, 'null')`;
/** A JSON string of a value that needs no escaping (uuid, keyword, timestamp), or null. */
const plain = (expr: string) => `coalesce('"' || ${expr} || '"', 'null')`;

const FIELDS: Array<[string, string]> = [
  ['id', plain('c.id')],
  ['direction', plain('c.direction')],
  ['contactName', str('c.contact_name')],
  ['contactCompany', str('c.contact_company')],
  ['phone', str('c.phone_raw')],
  ['phoneE164', str('c.phone_e164')],
  ['extension', str('c.extension')],
  ['deskUserId', plain('c.desk_user_id')],
  ['deskName', str(`btrim(d.first_name || ' ' || d.last_name)`)],
  ['statusId', plain('c.status_id')],
  ['priority', plain('c.priority')],
  ['notes', str('c.notes')],
  ['occurredAt', plain(iso('c.occurred_at'))],
  ['followUpAt', plain(iso('c.follow_up_at'))],
  ['loggedBy', plain('c.logged_by')],
  ['loggedByName', str(`btrim(l.first_name || ' ' || l.last_name)`)],
  ['loggedByPhoneSystem', `(c.phone_call_id is not null)::text`],
  ['loggedCovering', `c.logged_covering::text`],
  ['callbackOf', plain('c.callback_of')],
  ['createdAt', plain(iso('c.created_at'))],
  ['updatedAt', plain(iso('c.updated_at'))],
  ['version', `c.version::text`],
  ['deletedAt', plain(iso('c.deleted_at'))],
];

const objectOf = (fields: Array<[string, string]>) =>
  sql<string>`${sql.raw(
    `'{' || ${fields.map(([key, value], i) => `'${i ? ',' : ''}"${key}":' || ${value}`).join(' || ')} || '}'`,
  )}`;

/**
 * Select expression of a call's JSON text, all but phoneDisplay (libphonenumber formats that,
 * see withPhoneDisplay). Needs `c` (calls), `d` (the desk's user) and `l` (who logged it).
 */
export const CALL_JSON = objectOf(FIELDS);

const PREVIEW = PHONESHEET_LIMITS.sheetNotesPreview;
/**
 * CALL_JSON as the sheet sends it: a note longer than the preview is cut there, with
 * `"notesCut":true` after it, so a day of thousands of long notes stays a bounded answer (the
 * memory spike of issue 44; docs/performance.md, "The spike of issue 44"). `left` and `length`
 * count characters.
 */
export const CALL_SHEET_JSON = objectOf(
  FIELDS.map(([key, value]): [string, string] =>
    key === 'notes'
      ? [
          key,
          `${str(`left(c.notes, ${PREVIEW})`)} || case when length(c.notes) > ${PREVIEW} then ',"notesCut":true' else '' end`,
        ]
      : [key, value],
  ),
);

/** A call as CALL_SHEET_JSON writes it (the sheet cache's rows from live events): the same cut, in characters. */
export function sheetCall(call: Call): Call {
  // UTF-16 units are never fewer than characters: most notes stop here.
  if (call.notes.length <= PREVIEW) return call;
  const chars = Array.from(call.notes);
  if (chars.length <= PREVIEW) return call;
  const cut: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(call)) {
    if (key === 'notesCut') continue;
    cut[key] = key === 'notes' ? chars.slice(0, PREVIEW).join('') : value;
    if (key === 'notes') cut.notesCut = true;
  }
  return cut as Call;
}

/** The call's JSON text with phoneDisplay, formatted for the company's country. */
export function withPhoneDisplay(json: string, e164: string, country: string): string {
  return `${json.slice(0, -1)},"phoneDisplay":${JSON.stringify(displayPhone(e164, country))}}`;
}
