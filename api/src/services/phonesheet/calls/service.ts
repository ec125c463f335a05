import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import {
  PHONESHEET_LIMITS as LIM,
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  VALIDATION_TEXTS as VT,
  SORT_FIELDS,
  directionOf,
  wholeNumberMessage,
  type Call,
  type CallChange,
  type CallPage,
  type ContactSuggestion,
  type CreateCallBody,
  type DuplicateHint,
  type PhonesheetEvent,
  type SearchQuery,
  type UpdateCallBody,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../plugins/app/auth/current-user';
import { withPhonesheet, type PsQ } from '../db';
import { digitsOf, displayPhone, parsePhone, phoneSearchDigits, reverseDigits } from '../phone';
import type { StatusesService } from '../statuses';
import type { EventBus, Logged } from '../events';
import { CSV_LINE_SQL, IMPORT_COLUMNS } from './csv';
import { samePlanForEveryValue } from '../../../db/plan-hint';
import { CALL_JSON, withPhoneDisplay } from './json';
import {
  SHEET_ROLLED_MAX,
  SHEET_TODAY_MAX,
  priorityRank,
  sheetBody,
  type CachedBody,
  type SheetCache,
  type SheetRow,
} from './sheet-cache';
import type { SearchCounts } from './search-counts';

const IMPORT_DIRECTIONS: Record<string, 'in' | 'out'> = {
  in: 'in',
  incoming: 'in',
  out: 'out',
  outgoing: 'out',
};
const IMPORT_PRIORITIES: Record<string, string> = { asap: 'asap', today: 'today', whenever: 'whenever' };

/** A checked import row, as calls-import.ts keeps it until it is stored. */
export type ImportValues = {
  direction: 'in' | 'out';
  contact_name?: string;
  contact_company?: string;
  phone_raw: string;
  phone_e164: string;
  phone_digits_rev: string;
  extension?: string | null;
  status_id: string;
  priority?: 'asap' | 'today' | 'whenever';
  notes?: string;
  occurred_at: Date;
};

const PRIORITY_RANK = sql<number>`case c.priority when 'asap' then 0 when 'today' then 1 else 2 end`;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A filter's total is counted exactly up to this many calls (or to the end of the next page,
 * when that is further); beyond, it is a lower bound (totalExact false, "More than N calls").
 */
export const COUNT_CAP = 1_000;
/** Calls a word search walks newest first before it turns to the full-text index instead. */
export const WALK_BUDGET = 25_000;
/** Calls per query of the CSV export (one string of ≈ 200 kB each). */
export const EXPORT_BATCH = 500;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID_RE.test(s);

/**
 * A call a read may see: not stored by an import job that still hides its rows (running,
 * or being rolled back; migration 009). The few hiding jobs are read once per statement (a
 * hashed subplan), and only for calls an import stored.
 */
export const visible = (alias: string) =>
  sql<boolean>`(${sql.ref(`${alias}.import_job_id`)} is null or ${sql.ref(`${alias}.import_job_id`)} not in (select j.id from call_imports j where j.hides_rows))`;

/** Fields a client may change, with their column; the order is the order of 400 texts. */
const EDITABLE = [
  'direction',
  'contactName',
  'contactCompany',
  'phone',
  'extension',
  'deskUserId',
  'statusId',
  'priority',
  'notes',
  'occurredAt',
  'followUpAt',
] as const;
type Editable = (typeof EDITABLE)[number];

/**
 * A strict ISO-8601 instant: 2024-02-30 is refused (JS would roll it to March 1), and so is
 * anything outside 1970–2100.
 */
export function parseInstant(v: unknown): Date | null {
  if (typeof v !== 'string') return null;
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      v.trim(),
    );
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((x) => x ?? undefined) as string[];
  const year = Number(y),
    month = Number(mo),
    day = Number(d);
  if (year < 1970 || year > 2100 || month < 1 || month > 12) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const date = new Date(v.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

type Row = {
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
const ROW_SQL = sql.raw([...CALL_COLUMNS.map((col) => `c.${col}`), ...NAME_COLUMNS].join(', '));

// Drivers hand over Dates (PGlite's may come from another realm, so no instanceof): format
// them as they are; copying each one first showed in the sheet's profile.
const iso = (d: Date | string | null): string | null =>
  d === null ? null : typeof d === 'string' ? new Date(d).toISOString() : d.toISOString();

/** What a history count depends on: the filters, not the page or the order. */
const countKey = (f: SearchQuery) =>
  JSON.stringify([
    f.q?.trim() ?? '',
    f.direction,
    f.priority,
    f.statusId,
    f.deskUserId,
    f.loggedBy,
    f.from,
    f.to,
  ]);

export interface CallsDeps {
  db: Kysely<DB>;
  statuses: StatusesService;
  events: EventBus;
  country: string;
  /** Today's sheets between requests, kept current by the events (none: every read asks). */
  sheetCache?: SheetCache;
  /** History counts between requests, dropped by the company's events (none: every page counts). */
  searchCounts?: SearchCounts;
  /** WALK_BUDGET unless given (tests force the full-text path with a small one). */
  walkBudget?: number;
  /** COUNT_CAP unless given (tests reach it with a few calls). */
  countCap?: number;
  /** Called before a call goes onto a desk that has none yet; throws when the plan has no room. */
  newDesk?: (q: PsQ, user: CurrentUser, deskUserId: string) => Promise<void>;
  /** A committed change's event could not update this instance's caches (reported, not thrown). */
  onEventError?: (err: unknown) => void;
}

export type CallsService = ReturnType<typeof createCallsService>;

export function createCallsService({
  db: baseDb,
  statuses,
  events,
  country,
  sheetCache,
  searchCounts,
  walkBudget = WALK_BUDGET,
  countCap = COUNT_CAP,
  newDesk,
  onEventError = () => undefined,
}: CallsDeps) {
  const db = withPhonesheet(baseDb);

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
    callbackOf: r.callback_of,
    createdAt: iso(r.created_at) as string,
    updatedAt: iso(r.updated_at) as string,
    version: r.version,
    deletedAt: iso(r.deleted_at),
  });

  /** Every read starts here: one company's calls with their desk (`d`) and logger (`l`). */
  function scoped(q: PsQ, companyId: string) {
    return q
      .selectFrom('calls as c')
      .innerJoin('users as d', 'd.id', 'c.desk_user_id')
      .innerJoin('users as l', 'l.id', 'c.logged_by')
      .where('c.company_id', '=', companyId)
      .where(visible('c'));
  }

  /** Calls as rows for toCall. */
  const base = (q: PsQ, companyId: string) =>
    scoped(q, companyId).select([...CALL_COLUMNS.map((col) => `c.${col}` as const), ...NAME_COLUMNS]);

  /** Calls as JSON text built by the database (calls-json.ts), for long lists. */
  const asJson = (q: PsQ, companyId: string) =>
    scoped(q, companyId).select([CALL_JSON.as('json'), 'c.phone_e164']);
  /** Calls of a sheet: their JSON and what places them (sheet-cache.ts). */
  const sheetRows = (q: PsQ, companyId: string) =>
    asJson(q, companyId).select([
      'c.id',
      'c.desk_user_id',
      'c.priority',
      'c.version',
      sql<number>`(extract(epoch from c.occurred_at) * 1000)::float8`.as('at'),
    ]);
  const toSheetRow = (r: {
    json: string;
    phone_e164: string;
    id: string;
    desk_user_id: string;
    priority: string;
    version: number;
    at: number;
  }): SheetRow => ({
    id: r.id,
    desk: r.desk_user_id,
    rank: priorityRank(r.priority),
    at: r.at,
    version: r.version,
    json: withPhoneDisplay(r.json, r.phone_e164, country),
  });
  /** The company's user names, as one text: a renamed desk or logger changes it. */
  const namesKey = async (companyId: string) =>
    (
      await db
        .selectFrom('users')
        .select(
          sql<string>`coalesce(string_agg(id::text || ' ' || first_name || ' ' || last_name, '|' order by id), '')`.as(
            'k',
          ),
        )
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).k;

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

  /**
   * A desk is any active user of the company; others than oneself need admin or a cover
   * grant. One query answers these and whether the desk has calls yet (a new desk needs room
   * in the plan: `newDesk`); logging a call is the hot path.
   */
  async function deskProblem(
    q: PsQ,
    user: CurrentUser,
    deskUserId: string,
  ): Promise<'unknown' | 'forbidden' | null> {
    if (!isUuid(deskUserId)) return 'unknown';
    const desk = await q
      .selectFrom('users as u')
      .select((eb) => [
        'u.deactivated_at',
        eb
          .selectFrom('users as me')
          .select('me.user_type')
          .where('me.id', '=', user.id)
          .where('me.company_id', '=', user.companyId)
          .as('my_type'),
        eb
          .exists(
            eb
              .selectFrom('desk_covers as dc')
              .select('dc.desk_user_id')
              .where('dc.company_id', '=', user.companyId)
              .where('dc.user_id', '=', user.id)
              .where('dc.desk_user_id', '=', deskUserId),
          )
          .as('covered'),
        eb
          .exists(
            eb
              .selectFrom('calls as c')
              .select('c.id')
              .where('c.company_id', '=', user.companyId)
              .where('c.desk_user_id', '=', deskUserId)
              .where('c.deleted_at', 'is', null)
              .where(visible('c')),
          )
          .as('in_use'),
      ])
      .where('u.id', '=', deskUserId)
      .where('u.company_id', '=', user.companyId)
      .executeTakeFirst();
    if (!desk || desk.deactivated_at) return 'unknown';
    const allowed = deskUserId === user.id || desk.my_type === 'Admin' || desk.covered;
    if (!allowed) return 'forbidden';
    if (!desk.in_use) await newDesk?.(q, user, deskUserId);
    return null;
  }

  type Values = {
    direction?: 'in' | 'out';
    contact_name?: string;
    contact_company?: string;
    phone_raw?: string;
    phone_e164?: string;
    phone_digits_rev?: string;
    extension?: string | null;
    desk_user_id?: string;
    status_id?: string;
    priority?: 'asap' | 'today' | 'whenever';
    notes?: string;
    occurred_at?: Date;
    follow_up_at?: Date | null;
  };

  const has = (b: object, k: string) =>
    Object.prototype.hasOwnProperty.call(b, k) && (b as Record<string, unknown>)[k] !== undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

  /**
   * Checks every given field (all of them on create) and lists every problem at once.
   * Returns column values; throws 400 with `errors`, or 403 for a desk one may not cover.
   */
  async function validate(
    q: PsQ,
    user: CurrentUser,
    body: CreateCallBody,
    creating: boolean,
    /** Leave the desk's checks to the statement that stores the call (create's hot path). */
    deferDesk = false,
  ): Promise<Values> {
    const errors: string[] = [];
    const v: Values = {};
    const given = (k: Editable) => creating || has(body, k);

    if (given('direction')) {
      const d = directionOf(body.direction ?? (creating ? 'in' : undefined));
      if (d) v.direction = d;
      else errors.push(PT['phonesheet.validation.direction']);
    }
    if (given('contactName')) {
      const s = str(body.contactName).trim();
      if (s.length > LIM.nameMax) errors.push(PT['phonesheet.validation.nameTooLong']);
      else v.contact_name = s;
    }
    if (given('contactCompany')) {
      const s = str(body.contactCompany).trim();
      if (s.length > LIM.nameMax) errors.push(PT['phonesheet.validation.companyTooLong']);
      else v.contact_company = s;
    }
    if (given('phone')) {
      const s = str(body.phone).trim();
      if (s === '') errors.push(VT['validation.phone.required']);
      else {
        const parsed = s.length <= LIM.phoneMax ? parsePhone(s, country) : null;
        if (!parsed) errors.push(VT['validation.phone.invalid']);
        else Object.assign(v, { phone_raw: s, phone_e164: parsed.e164, phone_digits_rev: parsed.digitsRev });
      }
    }
    if (given('extension')) {
      const s = str(body.extension).trim();
      if (s !== '' && !/^\d{1,20}$/.test(s)) errors.push(PT['phonesheet.validation.extension']);
      else v.extension = s === '' ? null : s;
    }
    if (given('priority')) {
      const p = body.priority ?? (creating ? 'today' : undefined);
      if (p === 'asap' || p === 'today' || p === 'whenever') v.priority = p;
      else errors.push(PT['phonesheet.validation.priority']);
    }
    if (given('notes')) {
      const s = str(body.notes);
      if (s.length > LIM.notesMax) errors.push(PT['phonesheet.validation.notesTooLong']);
      else v.notes = s;
    }
    if (given('occurredAt')) {
      if (body.occurredAt == null || body.occurredAt === '') {
        if (creating) v.occurred_at = new Date();
        else errors.push(PT['phonesheet.validation.occurredAt']);
      } else {
        const d = parseInstant(body.occurredAt);
        if (!d) errors.push(PT['phonesheet.validation.occurredAt']);
        else v.occurred_at = d;
      }
    }
    if (given('followUpAt')) {
      if (body.followUpAt == null || body.followUpAt === '') v.follow_up_at = null;
      else {
        const d = parseInstant(body.followUpAt);
        if (!d) errors.push(PT['phonesheet.validation.followUpAt']);
        else v.follow_up_at = d;
      }
    }
    let forbiddenDesk = false;
    let deskDeferred = false;
    const deskErrorAt = errors.length; // the desk's place in the list of problems
    if (given('deskUserId')) {
      const desk = body.deskUserId ? str(body.deskUserId) : creating ? user.id : '';
      if (deferDesk && isUuid(desk)) {
        v.desk_user_id = desk;
        deskDeferred = true;
      } else {
        const problem = await deskProblem(q, user, desk);
        if (problem === 'unknown') errors.push(PT['phonesheet.validation.desk']);
        else if (problem === 'forbidden') forbiddenDesk = true;
        else v.desk_user_id = desk;
      }
    }
    if (given('statusId')) {
      const all = await statuses.list(q, user.companyId);
      if (body.statusId) {
        const s = all.find((x) => x.id === body.statusId && !x.retired);
        if (!s) errors.push(PT['phonesheet.validation.status']);
        else v.status_id = s.id;
      } else if (creating) {
        // New incoming calls are owed ("To return"); an outgoing call was made ("Spoke").
        const key = v.direction === 'out' ? 'spoke' : 'toReturn';
        const s = all.find((x) => x.key === key && !x.retired) ?? all.find((x) => !x.retired);
        if (s) v.status_id = s.id;
      } else errors.push(PT['phonesheet.validation.status']);
    }
    if (errors.length && deskDeferred) {
      // Other fields are wrong anyway: check the desk now so the 400 lists every problem.
      const problem = await deskProblem(q, user, v.desk_user_id as string);
      if (problem === 'unknown') errors.splice(deskErrorAt, 0, PT['phonesheet.validation.desk']);
      else if (problem === 'forbidden') forbiddenDesk = true;
    }
    if (errors.length) throw new ValidationFailed(errors);
    if (forbiddenDesk) throw new HttpError(403, PM.cannotCover);
    return v;
  }

  async function recordChanges(
    q: PsQ,
    user: CurrentUser,
    callId: string,
    version: number,
    changes: Array<{ field: string; from: string | null; to: string | null }>,
  ) {
    if (!changes.length) return;
    await q
      .insertInto('call_changes')
      .values(
        changes.map((c) => ({
          company_id: user.companyId,
          call_id: callId,
          user_id: user.id,
          version,
          field: c.field,
          from_value: c.from,
          to_value: c.to,
        })),
      )
      .execute();
  }

  /**
   * Whether this instance's sheets, counts and statuses hold every write the company committed
   * (events.caughtUp); when not, the statuses are forgotten and the caller skips the others.
   */
  const caughtUp = async (companyId: string): Promise<boolean> => {
    if (!sheetCache && !searchCounts) return true;
    const current = await events.caughtUp(companyId);
    if (!current) statuses.invalidate(companyId);
    return current;
  };

  /** What this instance keeps between requests learns of an event: its own, or another's. */
  const applyEvent = (companyId: string, event: PhonesheetEvent) => {
    sheetCache?.apply(companyId, event);
    searchCounts?.changed(companyId);
  };

  type CallEventType = Extract<PhonesheetEvent, { call: Call }>['type'];
  const callEvent = (user: CurrentUser, type: CallEventType, call: Call): PhonesheetEvent => ({
    type,
    call,
    by: user.id,
  });

  // Once a change has committed, this instance's sheets and counts learn of it at once: its
  // caller may ask again before the fan-out comes back (the echo then changes nothing more).
  const committed = (companyId: string, done: PhonesheetEvent[]) => {
    for (const event of done) {
      try {
        applyEvent(companyId, event);
      } catch (err) {
        onEventError(err);
      }
    }
  };

  /**
   * A change in one transaction with its events (the transactional outbox): they are logged by
   * its last statement, so a committed change always has them, and an answer never comes
   * before they are in the log.
   */
  async function withEvents<T>(
    user: CurrentUser,
    work: (trx: PsQ) => Promise<T>,
    eventsOf: (value: T) => PhonesheetEvent[],
  ): Promise<T> {
    let done: PhonesheetEvent[] = [];
    const value = await events.write(user.companyId, () =>
      db.transaction().execute(async (trx) => {
        const result = await work(trx);
        done = eventsOf(result);
        return { value: result, logged: done.length ? await events.log(trx, user.companyId, done) : null };
      }),
    );
    committed(user.companyId, done);
    return value;
  }

  /**
   * The desk condition of a guarded insert: an active user of the company, the caller's own
   * desk or one they may cover (admin or grant), and already holding calls (a new desk needs
   * the plan check first). deskProblem tells which of these failed.
   */
  const deskReady = (user: CurrentUser, desk: string) => sql<boolean>`exists (
    select 1 from users u
    where u.id = ${desk}::uuid and u.company_id = ${user.companyId}::uuid and u.deactivated_at is null
      and (u.id = ${user.id}::uuid
        or exists (select 1 from users me where me.id = ${user.id}::uuid
          and me.company_id = ${user.companyId}::uuid and me.user_type = 'Admin')
        or exists (select 1 from desk_covers dc where dc.company_id = ${user.companyId}::uuid
          and dc.user_id = ${user.id}::uuid and dc.desk_user_id = ${desk}::uuid))
      -- uncorrelated, so it stops at the first call (correlated, it became a semi join that
      -- read every call of the desk)
      and exists (select 1 from calls x where x.company_id = ${user.companyId}::uuid
        and x.desk_user_id = ${desk}::uuid and x.deleted_at is null and ${visible('x')}))`;

  /**
   * Logs a call in one statement: the row, its "created" change-log entry, the stored call
   * with desk and logger names, and an earlier call with the same number within
   * duplicateWindowMinutes (the statement's snapshot does not see the new row). `guardDesk`
   * stores it only when deskReady holds, and answers null otherwise.
   */
  async function insertCall(
    q: PsQ,
    user: CurrentUser,
    v: Values,
    callbackOf: string | null = null,
    guardDesk = false,
    logCreated = false,
  ): Promise<{ call: Call; duplicateOf?: DuplicateHint; logged: Logged } | null> {
    const at = v.occurred_at ?? new Date();
    const window = LIM.duplicateWindowMinutes * 60 * 1000;
    const guard = guardDesk ? deskReady(user, v.desk_user_id as string) : sql<boolean>`true`;
    // The duplicate is the number's newest call before the window's end, if it lies inside the
    // window: only the number's index answers that. Bounded on both sides, the window looked
    // cheap on the time index too (statistics never know today's calls), and a busy company
    // then read every call of the last 20 minutes on each save (docs/performance.md).
    // A create logs its event in this same statement (the event's call JSON is the database's,
    // as the sheet's: calls-json.ts), so the call and its event commit together.
    const log = logCreated ? events.logSql(user.companyId) : null;
    const eventCtes = log
      ? sql`, ev as (
          select 1::bigint as ord, 'call.created'::text as type,
            '{"type":"call.created","call":' || left(${CALL_JSON}, -1) || ',"phoneDisplay":' ||
              ${JSON.stringify(displayPhone(v.phone_e164 as string, country))}::text ||
              '},"by":"' || ${user.id}::text || '"}' as payload
          from c join users d on d.id = c.desk_user_id join users l on l.id = c.logged_by
        ), ${log.ctes}`
      : sql``;
    const { rows } = await sql<
      Row & { dup_id: string | null; dup_name: string | null; dup_at: Date | null; logged: Logged }
    >`
      with c as (
        insert into calls (id, company_id, direction, contact_name, contact_company, phone_raw, phone_e164,
          phone_digits_rev, extension, desk_user_id, status_id, priority, notes, occurred_at, follow_up_at,
          logged_by, callback_of)
        select ${randomUUID()}::uuid, ${user.companyId}::uuid, ${v.direction as string}::text,
          ${v.contact_name ?? ''}::text, ${v.contact_company ?? ''}::text, ${v.phone_raw as string}::text,
          ${v.phone_e164 as string}::text, ${v.phone_digits_rev as string}::text, ${v.extension ?? null}::text,
          ${v.desk_user_id as string}::uuid, ${v.status_id as string}::uuid, ${v.priority ?? 'today'}::text,
          ${v.notes ?? ''}::text, ${at}::timestamptz, ${v.follow_up_at ?? null}::timestamptz,
          ${user.id}::uuid, ${callbackOf}::uuid
        where ${guard}
        returning *
      ), logged as (
        insert into call_changes (company_id, call_id, user_id, version, field)
        select company_id, id, logged_by, 1, 'created' from c
      )${eventCtes}
      select ${ROW_SQL}, dup.id as dup_id, dup.contact_name as dup_name, dup.occurred_at as dup_at,
        ${log ? log.logged : sql`null`} as logged
      from c
      join users d on d.id = c.desk_user_id
      join users l on l.id = c.logged_by
      left join lateral (
        select x.id, x.contact_name, x.occurred_at from calls x
        where x.company_id = c.company_id and x.phone_e164 = c.phone_e164 and x.deleted_at is null
          and ${visible('x')}
          and x.occurred_at < ${new Date(at.getTime() + window)}
        order by x.occurred_at desc
        limit 1
      ) dup on dup.occurred_at > ${new Date(at.getTime() - window)}
      ${samePlanForEveryValue}`.execute(q);
    const row = rows[0];
    if (!row) return null;
    return {
      call: toCall(row),
      logged: row.logged,
      ...(row.dup_id
        ? {
            duplicateOf: {
              id: row.dup_id,
              contactName: row.dup_name as string,
              occurredAt: iso(row.dup_at) as string,
            },
          }
        : {}),
    };
  }

  /** Column values of a call as text, for the change log. */
  const asText = (call: Call, field: Editable): string | null => {
    const value = field === 'phone' ? call.phone : (call as Record<string, unknown>)[field];
    return value === null || value === undefined ? null : String(value);
  };
  const valueText = (v: Values, field: Editable): string | null => {
    const map: Record<Editable, unknown> = {
      direction: v.direction,
      contactName: v.contact_name,
      contactCompany: v.contact_company,
      phone: v.phone_raw,
      extension: v.extension,
      deskUserId: v.desk_user_id,
      statusId: v.status_id,
      priority: v.priority,
      notes: v.notes,
      occurredAt: v.occurred_at ? v.occurred_at.toISOString() : v.occurred_at,
      followUpAt: v.follow_up_at ? v.follow_up_at.toISOString() : v.follow_up_at,
    };
    const x = map[field];
    return x === null || x === undefined ? null : String(x);
  };
  const touched = (v: Values, field: Editable): boolean => {
    const col: Record<Editable, keyof Values> = {
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
    return Object.prototype.hasOwnProperty.call(v, col[field]);
  };

  async function changesSince(
    q: PsQ,
    companyId: string,
    callId: string,
    afterVersion: number,
  ): Promise<CallChange[]> {
    const rows = await q
      .selectFrom('call_changes as ch')
      .innerJoin('users as u', 'u.id', 'ch.user_id')
      .select([
        'ch.field',
        'ch.from_value',
        'ch.to_value',
        'ch.user_id',
        'u.first_name',
        'u.last_name',
        'ch.changed_at',
        'ch.version',
      ])
      .where('ch.company_id', '=', companyId)
      .where('ch.call_id', '=', callId)
      .where('ch.version', '>', afterVersion)
      .orderBy('ch.id', 'asc')
      .execute();
    return rows.map((r) => ({
      field: r.field,
      from: r.from_value,
      to: r.to_value,
      userId: r.user_id,
      userName: `${r.first_name} ${r.last_name}`.trim(),
      at: iso(r.changed_at) as string,
      version: r.version,
    }));
  }

  /** Applies values with the optimistic check; null when the version is stale. */
  async function applyUpdate(
    q: PsQ,
    user: CurrentUser,
    current: Call,
    v: Values,
    version: number,
    extraChange?: { field: string },
  ): Promise<Call | null> {
    const changes: Array<{ field: string; from: string | null; to: string | null }> = EDITABLE.filter((f) =>
      touched(v, f),
    )
      .map((f) => ({ field: f, from: asText(current, f), to: valueText(v, f) }))
      .filter((c) => c.from !== c.to);
    if (extraChange) changes.push({ field: extraChange.field, from: null, to: null });
    if (!changes.length) return current.version === version ? current : null;
    const res = await q
      .updateTable('calls')
      .set({ ...v, updated_at: new Date(), version: sql`version + 1` })
      .where('id', '=', current.id)
      .where('company_id', '=', user.companyId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return null;
    await recordChanges(q, user, current.id, version + 1, changes);
    return mustLoad(q, user.companyId, current.id, true);
  }

  function conflict(current: Call, changes: CallChange[]): never {
    throw new HttpError(409, PM.conflict, {
      current,
      changedFields: [...new Set(changes.map((c) => c.field))],
      changes,
    });
  }

  /**
   * Search and export share these filters; every value is checked. `conds` are the column
   * filters, `words` the full-text part (a tsquery), kept apart so a word search can walk the
   * newest calls first (see recentWordHits).
   */
  function filtersOf(f: SearchQuery): { conds: RawBuilder<boolean>[]; words: string | null } {
    const errors: string[] = [];
    const conds: RawBuilder<boolean>[] = [sql<boolean>`c.deleted_at is null`, visible('c')];
    let words: string | null = null;
    if (f.direction) {
      const d = directionOf(f.direction);
      if (d) conds.push(sql<boolean>`c.direction = ${d}`);
      else errors.push(PT['phonesheet.validation.direction']);
    }
    if (f.priority) {
      if (f.priority === 'asap' || f.priority === 'today' || f.priority === 'whenever')
        conds.push(sql<boolean>`c.priority = ${f.priority}`);
      else errors.push(PT['phonesheet.validation.priority']);
    }
    if (f.statusId) {
      if (isUuid(f.statusId)) conds.push(sql<boolean>`c.status_id = ${f.statusId}`);
      else errors.push(PT['phonesheet.validation.status']);
    }
    if (f.deskUserId) {
      if (isUuid(f.deskUserId)) conds.push(sql<boolean>`c.desk_user_id = ${f.deskUserId}`);
      else errors.push(PT['phonesheet.validation.desk']);
    }
    if (f.loggedBy) {
      if (isUuid(f.loggedBy)) conds.push(sql<boolean>`c.logged_by = ${f.loggedBy}`);
      else errors.push(PT['phonesheet.validation.query']);
    }
    if (f.from) {
      const d = parseInstant(f.from);
      if (d) conds.push(sql<boolean>`c.occurred_at >= ${d}`);
      else errors.push(PT['phonesheet.validation.query']);
    }
    if (f.to) {
      const d = parseInstant(f.to);
      if (d) conds.push(sql<boolean>`c.occurred_at < ${d}`);
      else errors.push(PT['phonesheet.validation.query']);
    }
    const q = (f.q ?? '').trim();
    if (q) {
      const digits = phoneSearchDigits(q, country);
      if (digits) {
        // The end of a number in any format, or its beginning (with or without the country code).
        const cc = getCountryCallingCode(country as CountryCode);
        conds.push(
          sql<boolean>`(c.phone_digits_rev like ${`${reverseDigits(digits)}%`} or c.phone_e164 like ${`+${digits}%`} or c.phone_e164 like ${`+${cc}${digits}%`})`,
        );
      } else {
        const list = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
        if (list.length)
          words = list
            .slice(0, 8)
            .map((w) => `${w}:*`)
            .join(' & ');
      }
    }
    if (errors.length) throw new ValidationFailed([...new Set(errors)]);
    return { conds, words };
  }

  const wordsMatch = (words: string) => sql<boolean>`c.search_vector @@ to_tsquery('simple', ${words})`;
  const allOf = (conds: RawBuilder<boolean>[]) => sql<boolean>`${sql.join(conds, sql` and `)}`;

  function applyFilters(query: ReturnType<typeof base>, f: SearchQuery) {
    const { conds, words } = filtersOf(f);
    return query.where(allOf(words ? [...conds, wordsMatch(words)] : conds));
  }

  /**
   * A word search by time, answered from the newest calls: walks the company's calls in time
   * order (the `(company_id, occurred_at)` index), at most WALK_BUDGET of them, and stops at
   * the `want`-th match. A common word is found within a few thousand rows, where the GIN index
   * would hand over every one of its ~50,000 matches to be sorted. Returns the ids of the
   * matches in order, or null when the budget ran out first (a rare word: the GIN index is
   * then the fast way, and the caller uses it).
   */
  async function recentWordHits(
    companyId: string,
    conds: RawBuilder<boolean>[],
    words: string,
    order: 'asc' | 'desc',
    want: number,
  ): Promise<string[] | null> {
    const dir = sql.raw(order);
    // The outer ORDER BY repeats the inner one, so PostgreSQL keeps the walk's order and stops
    // at `want` matches instead of reading the whole budget.
    const { rows } = await sql<{ id: string }>`
      select c.id from (
        select c.id, c.occurred_at, c.search_vector from calls c
        where c.company_id = ${companyId} and ${allOf(conds)}
        order by c.occurred_at ${dir}, c.id ${dir}
        limit ${walkBudget}
      ) c
      where ${wordsMatch(words)}
      order by c.occurred_at ${dir}, c.id ${dir}
      limit ${want}`.execute(db);
    return rows.length === want ? rows.map((r) => r.id) : null;
  }

  /** The matches of a filter, counted up to `cap + 1`. */
  async function countMatches(companyId: string, filter: RawBuilder<boolean>, cap: number): Promise<number> {
    // Calls alone: desk and logger always exist (foreign keys, not null).
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (
        select 1 from calls c where c.company_id = ${companyId} and ${filter} limit ${cap + 1}
      ) m`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }

  const SORT_COLUMNS: Record<(typeof SORT_FIELDS)[number], ReturnType<typeof sql>> = {
    occurredAt: sql`c.occurred_at`,
    contactName: sql`lower(c.contact_name)`,
    contactCompany: sql`lower(c.contact_company)`,
    priority: PRIORITY_RANK,
    direction: sql`c.direction`,
    status: sql`(select sort_order from call_statuses s where s.id = c.status_id)`,
    desk: sql`lower(d.first_name || ' ' || d.last_name)`,
  };

  /**
   * A history page as the response's JSON body, `{"data": CallPage}`: the database writes each
   * call's JSON (calls-json.ts), as for the sheet, so the page's 50 calls are never parsed into
   * objects and serialised again (docs/performance.md, "Sheet as JSON").
   */
  async function searchBody(user: CurrentUser, f: SearchQuery): Promise<string> {
    const page = f.page ? Number(f.page) : 1;
    const pageSize = f.pageSize ? Number(f.pageSize) : 50;
    const errors: string[] = [];
    if (!Number.isInteger(page) || page < 1 || page > 100000)
      errors.push(wholeNumberMessage('page', 1, 100000));
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > LIM.pageSizeMax)
      errors.push(wholeNumberMessage('pageSize', 1, LIM.pageSizeMax));
    const sort = (f.sort ?? 'occurredAt') as (typeof SORT_FIELDS)[number];
    if (!SORT_FIELDS.includes(sort)) errors.push(PT['phonesheet.validation.sort']);
    const order = (f.order ?? 'desc') as 'asc' | 'desc';
    if (order !== 'asc' && order !== 'desc') errors.push(PT['phonesheet.validation.order']);
    if (errors.length) throw new ValidationFailed([...new Set(errors)]);
    const { conds, words } = filtersOf(f);
    const offset = (page - 1) * pageSize;
    const body = (items: Array<{ json: string; phone_e164: string }>, total: number, totalExact: boolean) =>
      `{"data":{"items":[${items.map((r) => withPhoneDisplay(r.json, r.phone_e164, country)).join(',')}],` +
      `"total":${total},"totalExact":${totalExact},"page":${page},"pageSize":${pageSize}}}`;
    if (words && sort === 'occurredAt') {
      // Words by time: the newest matches up to this page's end and one more tell the page and
      // that more follow: "more than offset + pageSize" (totalExact false; the pager offers the
      // next page). Walking on to the next page's end read twice the calls for a rare word
      // (docs/performance.md, "Word search by time").
      const ids = await recentWordHits(user.companyId, conds, words, order, offset + pageSize + 1);
      if (ids) {
        const pageIds = ids.slice(offset, offset + pageSize);
        // Never empty: the walk returned `offset + pageSize + 1` ids. Calls by their keys: one
        // plan for all (planning it for each page's 50 ids took 1.7 ms on PGlite).
        const rows = await asJson(db, user.companyId)
          .where('c.id', 'in', pageIds)
          .orderBy('c.occurred_at', order)
          .orderBy('c.id', order)
          .modifyEnd(samePlanForEveryValue)
          .execute();
        return body(rows, ids.length - 1, false);
      }
    }
    const filter = allOf(words ? [...conds, wordsMatch(words)] : conds);
    // Counting every match of a broad filter over a million calls costs more than the page:
    // count up to the cap, or to the end of the next page when the reader is deeper, so the
    // pager always offers the next page (a lower bound, as the walk's above).
    const cap = Math.max(countCap, offset + 2 * pageSize);
    // Pages, sorts and returns to one filter ask the same count: kept until the company changes.
    const key = countKey(f);
    const counts = (await caughtUp(user.companyId)) ? searchCounts : undefined;
    const known = counts?.get(user.companyId, key, cap);
    const ticket = known === undefined ? (counts?.ticket(user.companyId) ?? 0) : 0;
    // The page's ids first, then their calls: the ids of a page deep in a filter can come
    // from an index alone (migration 006), and only the page's own calls are read whole.
    // Filters name calls' columns only; the desk's user is joined for the desk sort alone.
    const callsOnly = db.selectFrom('calls as c').where('c.company_id', '=', user.companyId);
    const pageIds = (
      sort === 'desk' ? callsOnly.innerJoin('users as d', 'd.id', 'c.desk_user_id') : callsOnly
    )
      .select('c.id')
      .where(filter)
      .orderBy(SORT_COLUMNS[sort], order)
      .orderBy('c.id', order)
      .limit(pageSize)
      .offset(offset);
    const [rows, n] = await Promise.all([
      asJson(db, user.companyId)
        .where('c.id', 'in', pageIds)
        .orderBy(SORT_COLUMNS[sort], order)
        .orderBy('c.id', order)
        .execute(),
      known ?? countMatches(user.companyId, filter, cap),
    ]);
    if (known === undefined) counts?.store(ticket, user.companyId, key, cap, n);
    return body(rows, Math.min(n, cap), n <= cap);
  }

  return {
    load: (companyId: string, id: string) => load(db, companyId, id, true),

    async create(
      user: CurrentUser,
      body: CreateCallBody,
    ): Promise<{ call: Call; duplicateOf?: DuplicateHint }> {
      // The fields are checked in Node (statuses come from their cache); one statement checks
      // the desk, stores the call and its change log and finds a duplicate.
      const v = await validate(db, user, body, true, true);
      const insert = (guardDesk: boolean) =>
        events.write(user.companyId, async () => {
          const stored = await insertCall(db, user, v, null, guardDesk, true);
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
      return { call, duplicateOf };
    },

    get: (user: CurrentUser, id: string) => mustLoad(db, user.companyId, id),

    async update(user: CurrentUser, id: string, body: UpdateCallBody): Promise<Call> {
      const version = body.version;
      return withEvents(
        user,
        async (trx) => {
          const current = await mustLoad(trx, user.companyId, id);
          if (typeof version !== 'number') throw new ValidationFailed([PT['phonesheet.validation.version']]);
          if (current.version !== version)
            conflict(current, await changesSince(trx, user.companyId, id, version));
          const v = await validate(trx, user, body, false);
          const updated = await applyUpdate(trx, user, current, v, version);
          if (!updated) {
            const fresh = await mustLoad(trx, user.companyId, id);
            conflict(fresh, await changesSince(trx, user.companyId, id, version));
          }
          return updated;
        },
        (call) => [callEvent(user, 'call.updated', call)],
      );
    },

    async remove(user: CurrentUser, id: string): Promise<Call> {
      return withEvents(
        user,
        async (trx) => {
          const current = await mustLoad(trx, user.companyId, id);
          await trx
            .updateTable('calls')
            .set({ deleted_at: new Date(), updated_at: new Date(), version: sql`version + 1` })
            .where('id', '=', id)
            .where('company_id', '=', user.companyId)
            .execute();
          await recordChanges(trx, user, id, current.version + 1, [
            { field: 'deleted', from: null, to: null },
          ]);
          return mustLoad(trx, user.companyId, id, true);
        },
        (call) => [callEvent(user, 'call.deleted', call)],
      );
    },

    async restore(user: CurrentUser, id: string): Promise<Call> {
      return withEvents(
        user,
        async (trx) => {
          const current = await mustLoad(trx, user.companyId, id, true);
          if (!current.deletedAt) return current;
          await trx
            .updateTable('calls')
            .set({ deleted_at: null, updated_at: new Date(), version: sql`version + 1` })
            .where('id', '=', id)
            .where('company_id', '=', user.companyId)
            .execute();
          await recordChanges(trx, user, id, current.version + 1, [
            { field: 'restored', from: null, to: null },
          ]);
          return mustLoad(trx, user.companyId, id);
        },
        (call) => [callEvent(user, 'call.restored', call)],
      );
    },

    /** "Call back": logs the outgoing call linked to an incoming one and marks that one Returned. */
    async callBack(
      user: CurrentUser,
      id: string,
      body: { notes?: string | null; statusId?: string | null },
    ): Promise<{ call: Call; original: Call }> {
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
          const { call: created } = (await insertCall(trx, user, v, original.id)) as { call: Call };
          const all = await statuses.list(trx, user.companyId);
          const returned = all.find((s) => s.key === 'returned' && !s.retired);
          const currentStatus = all.find((s) => s.id === original.statusId);
          let updated = original;
          if (returned && currentStatus?.open) {
            updated =
              (await applyUpdate(trx, user, original, { status_id: returned.id }, original.version)) ??
              original;
          }
          return { call: created, original: updated };
        },
        (result) => [
          callEvent(user, 'call.created', result.call),
          callEvent(user, 'call.updated', result.original),
        ],
      );
    },

    async changes(user: CurrentUser, id: string): Promise<CallChange[]> {
      await mustLoad(db, user.companyId, id, true);
      return changesSince(db, user.companyId, id, 0);
    },

    /**
     * Today's sheet: open calls of earlier days first (priority, then oldest), then the day's
     * calls, newest first — as the response's JSON body, `{"data": Sheet}` (the database writes
     * each call's JSON; a cached all-desks sheet comes as bytes, plain or gzipped, see
     * sheet-cache.ts).
     */
    async sheetBody(
      user: CurrentUser,
      query: { from?: string; to?: string; desk?: string },
    ): Promise<string | CachedBody> {
      const now = new Date();
      const from = query.from
        ? parseInstant(query.from)
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const to = query.to ? parseInstant(query.to) : from ? new Date(from.getTime() + DAY_MS) : null;
      const errors: string[] = [];
      if (!from || !to || to <= from || to.getTime() - from.getTime() > 2 * DAY_MS)
        errors.push(PT['phonesheet.validation.query']);
      if (query.desk && !isUuid(query.desk)) errors.push(PT['phonesheet.validation.desk']);
      if (errors.length) throw new ValidationFailed(errors);
      // What this instance keeps holds every committed write (one made on another instance a
      // moment ago too), or this read goes to the database.
      const current = await caughtUp(user.companyId);
      const sheets = current ? sheetCache : undefined;
      const open = (await statuses.list(db, user.companyId)).filter((s) => s.open).map((s) => s.id);
      const key = {
        companyId: user.companyId,
        from: from as Date,
        to: to as Date,
        openKey: open.join(','),
        namesKey: sheets ? await namesKey(user.companyId) : '',
      };
      const cached = sheets?.read({ ...key, desk: query.desk });
      if (cached !== undefined) return cached;
      const ticket = sheets?.ticket(user.companyId) ?? 0;
      /** The sheet's two lists, of one desk or of all; each stops at its limit. */
      const read = async (desk?: string): Promise<[SheetRow[], SheetRow[]]> => {
        let rolled = sheetRows(db, user.companyId)
          .where('c.deleted_at', 'is', null)
          .where('c.occurred_at', '<', from as Date);
        let today = sheetRows(db, user.companyId)
          .where('c.deleted_at', 'is', null)
          .where('c.occurred_at', '>=', from as Date)
          .where('c.occurred_at', '<', to as Date);
        if (desk) {
          rolled = rolled.where('c.desk_user_id', '=', desk);
          today = today.where('c.desk_user_id', '=', desk);
        }
        // Independent reads: on PostgreSQL they run side by side on two pooled connections.
        const [rolledRows, todayRows] = await Promise.all([
          open.length
            ? rolled
                .where('c.status_id', 'in', open)
                .orderBy(PRIORITY_RANK)
                .orderBy('c.occurred_at', 'asc')
                .limit(SHEET_ROLLED_MAX)
                .execute()
            : [],
          today.orderBy('c.occurred_at', 'desc').limit(SHEET_TODAY_MAX).execute(),
        ]);
        return [rolledRows.map(toSheetRow), todayRows.map(toSheetRow)];
      };
      if (!sheets) return sheetBody(key.from, key.to, ...(await read(query.desk)));
      // A cached sheet holds every desk, so a one-desk read fills it with all of them.
      const [rolledOver, todays] = await read();
      sheets.store(ticket, { ...key, open }, rolledOver, todays);
      if (!query.desk) return sheetBody(key.from, key.to, rolledOver, todays);
      // Cut off at a limit, the desk's own calls may lie beyond it: ask for them alone.
      if (rolledOver.length >= SHEET_ROLLED_MAX || todays.length >= SHEET_TODAY_MAX)
        return sheetBody(key.from, key.to, ...(await read(query.desk)));
      const mine = (r: SheetRow) => r.desk === query.desk;
      return sheetBody(key.from, key.to, rolledOver.filter(mine), todays.filter(mine));
    },

    /** A history page as objects (searchBody, parsed): for callers inside the API and tests. */
    async search(user: CurrentUser, f: SearchQuery): Promise<CallPage> {
      return (JSON.parse(await searchBody(user, f)) as { data: CallPage }).data;
    },

    searchBody,

    /**
     * Every call of a filter, newest first, as CSV text (CSV_LINE_SQL): one string per batch of
     * EXPORT_BATCH calls, read by keyset. The database builds the lines, so no call object
     * reaches the API. A bad filter throws on the first next(), before anything is sent.
     */
    async *exportCsv(user: CurrentUser, f: SearchQuery): AsyncGenerator<string> {
      const { conds, words } = filtersOf(f);
      const filter = allOf(words ? [...conds, wordsMatch(words)] : conds);
      // The key of the last row as text: it round-trips to the microsecond, a Date would not.
      let after: { at: string; id: string } | null = null;
      for (;;) {
        const keyset: RawBuilder<boolean> = after
          ? sql<boolean>`(c.occurred_at, c.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : sql<boolean>`true`;
        const { rows } = await sql<{ csv: string; n: number; last_at: string; last_id: string }>`
          select string_agg(${sql.raw(CSV_LINE_SQL)}, '' order by b.occurred_at desc, b.id desc) as csv,
            count(*)::int as n,
            (array_agg(b.occurred_at::text order by b.occurred_at, b.id))[1] as last_at,
            (array_agg(b.id::text order by b.occurred_at, b.id))[1] as last_id
          from (
            select c.occurred_at, c.id, c.direction, c.contact_name, c.contact_company,
              c.phone_e164, c.phone_raw, coalesce(c.extension, '') as extension,
              btrim(d.first_name || ' ' || d.last_name) as desk_name,
              coalesce(s.name, '') as status_name, c.priority, c.notes, c.follow_up_at,
              btrim(l.first_name || ' ' || l.last_name) as logger_name
            from calls c
            join users d on d.id = c.desk_user_id
            join users l on l.id = c.logged_by
            left join call_statuses s on s.id = c.status_id and s.company_id = c.company_id
            where c.company_id = ${user.companyId} and ${filter} and ${keyset}
            order by c.occurred_at desc, c.id desc
            limit ${EXPORT_BATCH}
          ) b`.execute(db);
        const batch = rows[0];
        if (!batch || !batch.n) return;
        yield batch.csv;
        if (batch.n < EXPORT_BATCH) return;
        after = { at: batch.last_at, id: batch.last_id };
      }
    },

    /** Name, company and number suggestions from the company's earlier calls, most recent first. */
    async contacts(user: CurrentUser, q: string): Promise<ContactSuggestion[]> {
      const text = q.trim();
      if (!text) return [];
      // A common word is found among the newest calls; a rare one through the full-text index.
      const { conds, words } = filtersOf({ q: text });
      const ids = words ? await recentWordHits(user.companyId, conds, words, 'desc', 200) : null;
      let qb = base(db, user.companyId);
      qb = ids ? qb.where('c.id', 'in', ids) : applyFilters(qb, { q: text });
      const rows = (await qb
        .orderBy('c.occurred_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(200)
        .execute()) as Row[];
      const seen = new Set<string>();
      const out: ContactSuggestion[] = [];
      for (const r of rows) {
        const key = `${r.phone_e164}|${r.contact_name.toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({
          contactName: r.contact_name,
          contactCompany: r.contact_company,
          phone: r.phone_raw,
          phoneE164: r.phone_e164,
          phoneDisplay: displayPhone(r.phone_e164, country),
          extension: r.extension,
          lastCallAt: iso(r.occurred_at) as string,
        });
        if (out.length >= 10) break;
      }
      return out;
    },

    /** A contact's timeline: every call with that number, or with that name when no number is given. */
    async timeline(user: CurrentUser, query: { phone?: string; name?: string }): Promise<Call[]> {
      let qb = base(db, user.companyId).where('c.deleted_at', 'is', null);
      if (query.phone) {
        const parsed = parsePhone(query.phone, country);
        if (!parsed) throw new ValidationFailed([VT['validation.phone.invalid']]);
        qb = qb.where('c.phone_e164', '=', parsed.e164);
      } else if (query.name && query.name.trim()) {
        qb = qb.where(sql<string>`lower(c.contact_name)`, '=', query.name.trim().toLowerCase());
      } else {
        throw new ValidationFailed([VT['validation.phone.required']]);
      }
      const rows = await qb.orderBy('c.occurred_at', 'desc').limit(500).execute();
      return rows.map((r) => toCall(r as Row));
    },

    /**
     * Follow-ups due up to `until` (at most 7 days ahead), soonest first, whatever the call's
     * status: the reminders' list (docs/phone-sheet.md, "Follow-up reminders"). One desk, or
     * without `desk` the caller's own desk and the desks they cover.
     */
    async followUps(user: CurrentUser, query: { desk?: string; until: string }): Promise<Call[]> {
      const until = parseInstant(query.until);
      if (!until || until.getTime() > Date.now() + 7 * DAY_MS)
        throw new ValidationFailed([PT['phonesheet.validation.followUpsUntil']]);
      if (query.desk !== undefined && !isUuid(query.desk))
        throw new ValidationFailed([PT['phonesheet.validation.desk']]);
      const rows = await base(db, user.companyId)
        .where('c.deleted_at', 'is', null)
        .where('c.follow_up_at', 'is not', null)
        .where('c.follow_up_at', '<=', until)
        .where((eb) =>
          query.desk
            ? eb('c.desk_user_id', '=', query.desk)
            : eb.or([
                eb('c.desk_user_id', '=', user.id),
                eb(
                  'c.desk_user_id',
                  'in',
                  eb
                    .selectFrom('desk_covers as k')
                    .select('k.desk_user_id')
                    .where('k.company_id', '=', user.companyId)
                    .where('k.user_id', '=', user.id),
                ),
              ]),
        )
        .orderBy('c.follow_up_at')
        .orderBy('c.id')
        .limit(500)
        .execute();
      return rows.map((r) => toCall(r as Row));
    },

    /**
     * One row of a CSV import (calls-import.ts), checked like the form: the cells of
     * IMPORT_COLUMNS by name. Returns the values to store; throws ValidationFailed (or an
     * HttpError) naming the problems. The same check serves the dry run and the import.
     */
    async checkImportRow(
      user: CurrentUser,
      cells: Record<(typeof IMPORT_COLUMNS)[number], string>,
      all: Awaited<ReturnType<StatusesService['list']>>,
    ): Promise<ImportValues> {
      const cell = (c: (typeof IMPORT_COLUMNS)[number]) => cells[c].trim();
      const statusText = cell('status').toLowerCase();
      const status = statusText
        ? all.find(
            (s) => !s.retired && (s.name.toLowerCase() === statusText || s.key?.toLowerCase() === statusText),
          )
        : undefined;
      const body: CreateCallBody = {
        direction: IMPORT_DIRECTIONS[cell('direction').toLowerCase()] ?? (cell('direction') || 'in'),
        contactName: cell('name'),
        contactCompany: cell('company'),
        phone: cell('phone'),
        extension: cell('extension'),
        priority: (IMPORT_PRIORITIES[cell('priority').toLowerCase()] ??
          (cell('priority') || 'today')) as never,
        notes: cells.notes,
        occurredAt: cell('occurredAt') || null,
        statusId: statusText ? (status?.id ?? 'unknown') : null,
      };
      return (await validate(db, user, body, true, true)) as ImportValues;
    },

    /**
     * Stores checked import rows in one statement, tagged with their job (hidden from every
     * read until the job shows them, migration 009), with their "created" change-log entries.
     */
    async storeImported(q: PsQ, user: CurrentUser, jobId: string, rows: ImportValues[]): Promise<void> {
      if (!rows.length) return;
      const values = rows.map(
        (v) =>
          sql`(${randomUUID()}::uuid, ${v.direction}::text, ${v.contact_name ?? ''}::text, ${v.contact_company ?? ''}::text,
          ${v.phone_raw}::text, ${v.phone_e164}::text, ${v.phone_digits_rev}::text, ${v.extension ?? null}::text,
          ${v.status_id}::uuid, ${v.priority ?? 'today'}::text, ${v.notes ?? ''}::text, ${v.occurred_at}::timestamptz)`,
      );
      await sql`
        with c as (
          insert into calls (id, company_id, direction, contact_name, contact_company, phone_raw, phone_e164,
            phone_digits_rev, extension, desk_user_id, status_id, priority, notes, occurred_at, logged_by,
            import_job_id)
          select r.id, ${user.companyId}::uuid, r.direction, r.contact_name, r.contact_company, r.phone_raw,
            r.phone_e164, r.phone_digits_rev, r.extension, ${user.id}::uuid, r.status_id, r.priority, r.notes,
            r.occurred_at, ${user.id}::uuid, ${jobId}::uuid
          from (values ${sql.join(values)}) as r(id, direction, contact_name, contact_company, phone_raw,
            phone_e164, phone_digits_rev, extension, status_id, priority, notes, occurred_at)
          returning id
        )
        insert into call_changes (company_id, call_id, user_id, version, field)
        select ${user.companyId}::uuid, c.id, ${user.id}::uuid, 1, 'created' from c`.execute(q);
    },

    /** What a dry run shows of a row that passed. */
    importPreview(line: number, v: ImportValues, all: Awaited<ReturnType<StatusesService['list']>>) {
      return {
        line: String(line),
        direction: v.direction as string,
        name: v.contact_name ?? '',
        company: v.contact_company ?? '',
        phone: v.phone_e164 as string,
        status: all.find((s) => s.id === v.status_id)?.name ?? '',
        priority: v.priority as string,
        occurredAt: (v.occurred_at as Date).toISOString(),
      };
    },

    /**
     * A finished import: `finish` (the job's flip, in the transaction) and its event commit
     * together; then this instance's sheets and counts, and every stream, learn of it. False
     * when `finish` found nothing to finish.
     */
    finishImport: (user: CurrentUser, count: number, finish: (q: PsQ) => Promise<boolean>) =>
      withEvents(user, finish, (finished): PhonesheetEvent[] =>
        finished ? [{ type: 'calls.imported', count, by: user.id }] : [],
      ),

    applyEvent,
    digitsOf,
  };
}
