// The company's phone system (docs/integrations.md, "Phone system"): an admin connects it, and
// each finished call it reports, signed, becomes one row of the sheet.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ACCOUNT_MESSAGES as M,
  PHONE_SYSTEM_MESSAGES as PSM,
  PHONE_SYSTEM_TEXTS as PST,
  PHONESHEET_TEXTS as PT,
  type PhoneSystemSecret,
  type PhoneSystemSettings,
  type UpdatePhoneSystemBody,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { hmac, randomToken } from '../../lib/crypto';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { PlanLimitError } from '../billing/plan-limits';
import { withPhonesheet, type PsDB } from '../phonesheet/db';
import { displayPhone, parsePhone } from '../phonesheet/phone';
import type { CallsService } from '../phonesheet/calls/service';
import { isUuid, visible } from '../phonesheet/calls/rows';
import type { StatusesService } from '../phonesheet/statuses';
import {
  freshTwilioTimestamp,
  freshUnixSeconds,
  genericSignatureMatches,
  sealer,
  twilioSignatureMatches,
} from './signatures';
import type { PhoneCallFacts } from './call-facts';
import { readTwilioCallback } from './twilio';
import { dbNow } from '../../db/clock';

// Row types of migrations/017_phone_system.sql.
interface PhoneSystemsTable {
  company_id: string;
  hook_id: string;
  nonce: string;
  twilio_account_sid: string | null;
  twilio_auth_token_sealed: string | null;
  fallback_user_id: string | null;
  connected_by: string | null;
  rotated_at: Date | string;
  updated_at: Date | string;
}
interface PhoneSystemNumbersTable {
  company_id: string;
  phone_e164: string;
  user_id: string;
}
type PhoneDB = PsDB & { phone_systems: PhoneSystemsTable; phone_system_numbers: PhoneSystemNumbersTable };

/** What the webhook answers: a status and a text that says nothing about the company. */
export interface HookAnswer {
  status: 200 | 201 | 400 | 402 | 403 | 409 | 429;
  msg: string;
  errors?: string[];
}

const forbidden: HookAnswer = { status: 403, msg: PSM.badSignature };
/**
 * Asked once a callback's signature and time hold, before anything else: false when the URL's
 * limit of signed posts is used up (the route's, so unsigned posts never reach it).
 */
export type Admit = () => Promise<boolean>;
const ACCOUNT_SID_RE = /^AC[0-9a-fA-F]{32}$/;
const AUTH_TOKEN_RE = /^[0-9a-zA-Z]{32}$/;
/** The sheet's status of a finished call, by the status's seed key. */
const STATUS_KEY = {
  in: { answered: 'spoke', missed: 'toReturn' },
  out: { answered: 'spoke', missed: 'noAnswer' },
} as const;
/** The 402 of a full plan, without the plan's name or numbers (the webhook tells nothing). */
export const PLAN_FULL_TEXT = "The company's plan has no room for another desk; the call was not logged";

export interface PhoneSystemDeps {
  db: Kysely<DB>;
  calls: CallsService;
  statuses: StatusesService;
  /** SESSION_SECRET: the key of the signing secrets and of the sealed Auth Token. */
  secret: string;
  country: string;
}

export type PhoneSystemService = ReturnType<typeof createPhoneSystemService>;

export function createPhoneSystemService({ db: baseDb, calls, statuses, secret, country }: PhoneSystemDeps) {
  const db = withPhonesheet(baseDb) as unknown as Kysely<PhoneDB>;
  const tokens = sealer(secret);
  const signingSecret = (hookId: string, nonce: string) =>
    `whsec_${hmac(secret, `phone-system:${hookId}:${nonce}`)}`;

  /** The company's connection, made on first use (the admin who opens it is its fallback desk). */
  async function connection(admin: CurrentUser) {
    await db
      .insertInto('phone_systems')
      .values({
        company_id: admin.companyId,
        hook_id: randomUUID(),
        nonce: randomToken(16),
        twilio_account_sid: null,
        twilio_auth_token_sealed: null,
        fallback_user_id: null,
        connected_by: admin.id,
        rotated_at: dbNow(),
        updated_at: dbNow(),
      })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .execute();
    return db
      .selectFrom('phone_systems')
      .selectAll()
      .where('company_id', '=', admin.companyId)
      .executeTakeFirstOrThrow();
  }

  /** The active users of the company among `ids`. */
  async function activeUsers(companyId: string, ids: string[]): Promise<Set<string>> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return new Set();
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', 'in', valid)
      .where('deactivated_at', 'is', null)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  async function view(admin: CurrentUser): Promise<PhoneSystemSettings> {
    const row = await connection(admin);
    const numbers = await db
      .selectFrom('phone_system_numbers')
      .select(['phone_e164', 'user_id'])
      .where('company_id', '=', admin.companyId)
      .orderBy('phone_e164')
      .execute();
    return {
      twilioPath: `/phone-system/twilio/${row.hook_id}`,
      webhookPath: `/phone-system/webhook/${row.hook_id}`,
      twilioAccountSid: row.twilio_account_sid,
      twilioAuthTokenSet: tokens.open(row.twilio_auth_token_sealed) !== null,
      fallbackUserId: row.fallback_user_id ?? row.connected_by,
      numbers: numbers.map((n) => ({
        phone: displayPhone(n.phone_e164, country),
        phoneE164: n.phone_e164,
        userId: n.user_id,
      })),
      rotatedAt: new Date(row.rotated_at).toISOString(),
    };
  }

  /**
   * The desk of a call: the user the company number is mapped to, else the fallback desk, else
   * the admin who connected the phone system, else the company's first admin; active users only.
   */
  async function deskOf(companyId: string, line: string, fallback: (string | null)[]) {
    const e164 = parsePhone(line, country)?.e164;
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
    const active = await activeUsers(companyId, candidates);
    const first = candidates.find((id) => active.has(id));
    if (first) return first;
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', companyId)
      .where('user_type', '=', 'Admin')
      .where('deactivated_at', 'is', null)
      .orderBy('created_at')
      .executeTakeFirst();
    return admin?.id ?? null;
  }

  /** The name and company last written for this number on the company's sheet, if any. */
  async function knownContact(companyId: string, e164: string) {
    return db
      .selectFrom('calls as c')
      .select(['c.contact_name', 'c.contact_company'])
      .where('c.company_id', '=', companyId)
      .where('c.phone_e164', '=', e164)
      .where('c.deleted_at', 'is', null)
      .where('c.contact_name', '!=', '')
      .where(visible('c'))
      .orderBy('c.occurred_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** One finished call onto the sheet of the connection's company. */
  async function logCall(
    conn: { company_id: string; fallback_user_id: string | null; connected_by: string | null },
    facts: PhoneCallFacts,
  ): Promise<HookAnswer> {
    const companyId = conn.company_id;
    const [contact, line] = facts.direction === 'in' ? [facts.from, facts.to] : [facts.to, facts.from];
    const parsed = parsePhone(contact, country);
    if (!parsed) {
      const text =
        facts.direction === 'in' ? PST['phoneSystem.validation.from'] : PST['phoneSystem.validation.to'];
      return { status: 400, msg: text, errors: [text] };
    }
    const deskId = await deskOf(companyId, line, [conn.fallback_user_id, conn.connected_by]);
    if (!deskId)
      return {
        status: 400,
        msg: PT['phonesheet.validation.desk'],
        errors: [PT['phonesheet.validation.desk']],
      };
    const known = await knownContact(companyId, parsed.e164);
    const all = await statuses.forCompany(companyId);
    const key = STATUS_KEY[facts.direction][facts.status];
    const status = all.find((s) => s.key === key && !s.retired);
    try {
      const call = await calls.logPhoneCall(
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

  /** The connection a webhook URL names; null for anything else (a malformed or unknown id). */
  const byHook = (hookId: string) =>
    isUuid(hookId)
      ? db.selectFrom('phone_systems').selectAll().where('hook_id', '=', hookId).executeTakeFirst()
      : Promise.resolve(undefined);

  return {
    settings: view,

    /** The generic webhook's signing secret, shown on demand. */
    async revealSecret(admin: CurrentUser): Promise<PhoneSystemSecret> {
      const row = await connection(admin);
      return { secret: signingSecret(row.hook_id, row.nonce) };
    },

    /** A new signing secret; callbacks signed with the old one get 403 from now on. */
    async rotateSecret(admin: CurrentUser): Promise<PhoneSystemSecret> {
      await connection(admin);
      const row = await db
        .updateTable('phone_systems')
        .set({ nonce: randomToken(16), rotated_at: dbNow(), updated_at: dbNow() })
        .where('company_id', '=', admin.companyId)
        .returning(['hook_id', 'nonce'])
        .executeTakeFirstOrThrow();
      return { secret: signingSecret(row.hook_id, row.nonce) };
    },

    /** Saves what the body gives; every problem is listed in one 400 and nothing is saved then. */
    async update(admin: CurrentUser, body: UpdatePhoneSystemBody): Promise<PhoneSystemSettings> {
      const errors: string[] = [];
      const set: Partial<PhoneSystemsTable> = {};
      if (body.twilioAccountSid !== undefined) {
        const sid = body.twilioAccountSid?.trim() ?? '';
        if (sid && !ACCOUNT_SID_RE.test(sid)) errors.push(PST['phoneSystem.validation.accountSid']);
        else set.twilio_account_sid = sid || null;
      }
      if (body.twilioAuthToken !== undefined) {
        const token = body.twilioAuthToken?.trim() ?? '';
        if (token && !AUTH_TOKEN_RE.test(token)) errors.push(PST['phoneSystem.validation.authToken']);
        else set.twilio_auth_token_sealed = token ? tokens.seal(token) : null;
      }
      const deskIds = [
        ...(body.fallbackUserId ? [body.fallbackUserId] : []),
        ...(body.numbers ?? []).map((n) => n.userId),
      ];
      const active = await activeUsers(admin.companyId, deskIds);
      if (body.fallbackUserId !== undefined) {
        if (body.fallbackUserId && !active.has(body.fallbackUserId))
          errors.push(PST['phoneSystem.validation.desk']);
        else set.fallback_user_id = body.fallbackUserId;
      }
      let numbers: PhoneSystemNumbersTable[] | null = null;
      if (body.numbers) {
        const seen = new Set<string>();
        let badNumber = false;
        let badDesk = false;
        numbers = [];
        for (const n of body.numbers) {
          const e164 = parsePhone(n.phone, country)?.e164;
          if (!e164 || seen.has(e164)) badNumber = true;
          else seen.add(e164);
          if (!active.has(n.userId)) badDesk = true;
          if (e164) numbers.push({ company_id: admin.companyId, phone_e164: e164, user_id: n.userId });
        }
        if (badNumber) errors.push(PST['phoneSystem.validation.number']);
        if (badDesk && !errors.includes(PST['phoneSystem.validation.desk']))
          errors.push(PST['phoneSystem.validation.desk']);
      }
      if (errors.length) throw new ValidationFailed(errors);
      await connection(admin);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('phone_systems')
          .set({ ...set, updated_at: dbNow() })
          .where('company_id', '=', admin.companyId)
          .execute();
        if (numbers) {
          await trx.deleteFrom('phone_system_numbers').where('company_id', '=', admin.companyId).execute();
          if (numbers.length) await trx.insertInto('phone_system_numbers').values(numbers).execute();
        }
      });
      return view(admin);
    },

    /**
     * A Twilio status callback to `/phone-system/twilio/<hookId>`: `X-Twilio-Signature` checked
     * by Twilio's `validateRequest` with the company's Auth Token over the URL Twilio requested
     * (one of `urls`: the candidates the route knows) and the form's parameters; the same Account SID; a `Timestamp` within 5
     * minutes. Then the finished call is logged once.
     */
    async receiveTwilio(
      hookId: string,
      urls: string[],
      signature: string | undefined,
      params: Record<string, string>,
      admit: Admit = async () => true,
      now = dbNow(),
    ): Promise<HookAnswer> {
      const conn = await byHook(hookId);
      const authToken = tokens.open(conn?.twilio_auth_token_sealed ?? null);
      if (
        !conn ||
        !authToken ||
        !urls.some((url) => twilioSignatureMatches(authToken, signature, url, params))
      )
        return forbidden;
      if (conn.twilio_account_sid && params.AccountSid !== conn.twilio_account_sid) return forbidden;
      if (!freshTwilioTimestamp(params.Timestamp, now)) return { status: 403, msg: PSM.stale };
      if (!(await admit())) return { status: 429, msg: M.tooManyRequests };
      const reading = readTwilioCallback(params);
      if (reading.kind === 'skip') return { status: 200, msg: PSM.notFinished };
      if (reading.kind === 'invalid')
        return {
          status: 400,
          msg: PST['phoneSystem.validation.callId'],
          errors: [PST['phoneSystem.validation.callId']],
        };
      return logCall(conn, reading.facts);
    },

    /**
     * The generic webhook (`/phone-system/webhook/<hookId>`): `X-Phonesheet-Signature` over the
     * timestamp and the raw body, a timestamp within 5 minutes, then the body's call (already
     * checked against its schema by `check`, which throws the 400) is logged once.
     */
    async receiveGeneric(
      hookId: string,
      raw: Buffer,
      timestamp: string | undefined,
      signature: string | undefined,
      check: (raw: Buffer) => PhoneCallFacts,
      admit: Admit = async () => true,
      now = dbNow(),
    ): Promise<HookAnswer> {
      const conn = await byHook(hookId);
      if (
        !conn ||
        !genericSignatureMatches(signingSecret(conn.hook_id, conn.nonce), timestamp ?? '', raw, signature)
      )
        return forbidden;
      if (!freshUnixSeconds(timestamp, now)) return { status: 403, msg: PSM.stale };
      if (!(await admit())) return { status: 429, msg: M.tooManyRequests };
      let facts: PhoneCallFacts;
      try {
        facts = check(raw);
      } catch (err) {
        if (err instanceof HttpError)
          return { status: 400, msg: err.message, errors: (err.extra.errors as string[]) ?? [err.message] };
        throw err;
      }
      return logCall(conn, facts);
    },
  };
}
