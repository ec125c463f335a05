import {
  PHONE_SYSTEM_MESSAGES as PSM,
  PHONE_SYSTEM_TEXTS as PST,
  PHONESHEET_TEXTS as PT,
} from '@phonesheet/shared/contracts';
import { ValidationFailed } from '../../lib/http-error';
import { PlanLimitError } from '../billing/plan-limits';
import { displayPhone, parsePhone } from '../phonesheet/phone';
import type { PhoneCallFacts } from './call-facts';
import { activeUsers, type PhoneSystemContext } from './context';
import { firstActiveAdminId } from '../../repositories/users-repository';
import { findKnownContact } from '../../repositories/calls-repository';

// A finished call the phone system reported, logged once onto the company's sheet: at the
// desk its number is mapped to, with the name last written for the caller's number.

/** What the webhook answers: a status and a text that says nothing about the company. */
export interface HookAnswer {
  status: 200 | 201 | 400 | 402 | 403 | 409 | 429;
  msg: string;
  errors?: string[];
}

/** The sheet's status of a finished call, by the status's seed key. */
const STATUS_KEY = {
  in: { answered: 'spoke', missed: 'toReturn' },
  out: { answered: 'spoke', missed: 'noAnswer' },
} as const;
/** The 402 of a full plan, without the plan's name or numbers (the webhook tells nothing). */
export const PLAN_FULL_TEXT = "The company's plan has no room for another desk; the call was not logged";

/**
 * The desk of a call: the user the company number is mapped to, else the fallback desk, else
 * the admin who connected the phone system, else the company's first admin; active users only.
 */
async function deskOf(ctx: PhoneSystemContext, companyId: string, line: string, fallback: (string | null)[]) {
  const { db } = ctx;
  const e164 = parsePhone(line, ctx.country)?.e164;
  const mapped = e164
    ? await db
        .selectFrom('phone_system_numbers as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select('u.id')
        .where('n.company_id', '=', companyId)
        .where('n.phone_e164', '=', e164)
        .where('u.company_id', '=', companyId)
        .where('u.deactivated_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (mapped) return mapped.id;
  const candidates = fallback.filter((id): id is string => !!id);
  const active = await activeUsers(ctx, companyId, candidates);
  const first = candidates.find((id) => active.has(id));
  if (first) return first;
  return firstActiveAdminId(db, companyId);
}

/** The name and company last written for this number on the company's sheet, if any. */
function knownContact({ db }: PhoneSystemContext, companyId: string, e164: string) {
  return findKnownContact(db, companyId, e164);
}

/** One finished call onto the sheet of the connection's company. */
export async function logCall(
  ctx: PhoneSystemContext,
  conn: { company_id: string; fallback_user_id: string | null; connected_by: string | null },
  facts: PhoneCallFacts,
): Promise<HookAnswer> {
  const { country } = ctx;
  const companyId = conn.company_id;
  const [contact, line] = facts.direction === 'in' ? [facts.from, facts.to] : [facts.to, facts.from];
  const parsed = parsePhone(contact, country);
  if (!parsed) {
    const text =
      facts.direction === 'in' ? PST['phoneSystem.validation.from'] : PST['phoneSystem.validation.to'];
    return { status: 400, msg: text, errors: [text] };
  }
  const deskId = await deskOf(ctx, companyId, line, [conn.fallback_user_id, conn.connected_by]);
  if (!deskId)
    return {
      status: 400,
      msg: PT['phonesheet.validation.desk'],
      errors: [PT['phonesheet.validation.desk']],
    };
  const known = await knownContact(ctx, companyId, parsed.e164);
  const all = await ctx.statuses.forCompany(companyId);
  const key = STATUS_KEY[facts.direction][facts.status];
  const status = all.find((s) => s.key === key && !s.retired);
  try {
    const call = await ctx.calls.logPhoneCall(
      { id: deskId, companyId, sessionId: '' },
      {
        direction: facts.direction,
        // The number in the company's format (national for its country), as if typed so.
        phone: displayPhone(parsed.e164, country),
        contactName: known?.contact_name ?? '',
        contactCompany: known?.contact_company ?? '',
        occurredAt: facts.startedAt.toISOString(),
        statusId: status?.id ?? null,
        priority: 'today',
        notes: '',
      },
      facts.callId,
    );
    return call ? { status: 201, msg: PSM.logged } : { status: 409, msg: PSM.duplicate };
  } catch (err) {
    if (err instanceof PlanLimitError) return { status: 402, msg: PLAN_FULL_TEXT };
    if (err instanceof ValidationFailed) return { status: 400, msg: err.message, errors: err.errors };
    throw err;
  }
}
