// A call's fields as a client sends them, checked and turned into column values.
import {
  PHONESHEET_LIMITS as LIM,
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS as PT,
  VALIDATION_TEXTS as VT,
  directionOf,
  type CreateCallBody,
} from '@phonesheet/shared/contracts';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import type { CurrentUser } from '../../../access/current-user';
import type { PsQ } from '../db';
import { mayWorkOnDeskRead } from '../../../access/desk-rule';
import { parsePhone } from '../phone';
import type { CallsContext } from './context';
import { parseInstant } from './instant';
import { isUuid } from './rows';
import { findDesk } from '../../../repositories/users-repository';
import type { CallValues } from '../../../repositories/calls-insert-repository';

/** Fields a client may change, with their column; the order is the order of 400 texts. */
export const EDITABLE = [
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
export type Editable = (typeof EDITABLE)[number];

// Column values of a call, as checked: only those given (all of them on create).
export type { CallValues };

const has = (b: object, k: string) =>
  Object.prototype.hasOwnProperty.call(b, k) && (b as Record<string, unknown>)[k] !== undefined;
const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** The call's times, when given: into `v`, or their problems onto `errors`. */
function checkTimes(
  body: CreateCallBody,
  given: (k: Editable) => boolean,
  creating: boolean,
  v: CallValues,
  errors: string[],
): void {
  if (given('occurredAt')) {
    if (body.occurredAt == null || body.occurredAt === '') {
      // Left out: the insert takes the database's now() (insert-call.ts).
      if (!creating) errors.push(PT['phonesheet.validation.occurredAt']);
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
}

export function callValidation({ statuses, country, newDesk }: CallsContext) {
  /**
   * A desk is any active user of the company; whether the caller may work on it is the desk
   * rule (access/desk-rule.ts), judged on their covering windows by the database's clock. One query
   * answers these and whether the desk has calls yet (a new desk needs room in the plan:
   * `newDesk`); logging a call is the hot path.
   */
  async function deskProblem(
    q: PsQ,
    user: CurrentUser,
    deskUserId: string,
  ): Promise<'unknown' | 'forbidden' | null> {
    if (!isUuid(deskUserId)) return 'unknown';
    const desk = await findDesk(q, user, deskUserId);
    if (!desk || desk.deactivated_at) return 'unknown';
    const allowed = mayWorkOnDeskRead(user, deskUserId, desk);
    if (!allowed) return 'forbidden';
    if (!desk.in_use) await newDesk?.(q, user, deskUserId);
    return null;
  }

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
  ): Promise<CallValues> {
    const errors: string[] = [];
    const v: CallValues = {};
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
    checkTimes(body, given, creating, v, errors);
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

  return { validate, deskProblem };
}

export type CallValidation = ReturnType<typeof callValidation>;
