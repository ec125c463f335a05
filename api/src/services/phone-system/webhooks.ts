import {
  ACCOUNT_MESSAGES as M,
  PHONE_SYSTEM_MESSAGES as PSM,
  PHONE_SYSTEM_TEXTS as PST,
} from '@phonesheet/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { isUuid } from '../phonesheet/calls/rows';
import {
  freshTwilioTimestamp,
  freshUnixSeconds,
  genericSignatureMatches,
  twilioSignatureMatches,
} from './signatures';
import type { PhoneCallFacts } from './call-facts';
import { readTwilioCallback } from './twilio';
import { dbNow } from '../../db/clock';
import type { PhoneSystemContext } from './context';
import { logCall, type HookAnswer } from './log-call';

// The two doors a phone system posts a finished call to: Twilio's status callback and the
// generic signed webhook. Each checks its signature and time before anything else.

const forbidden: HookAnswer = { status: 403, msg: PSM.badSignature };
/**
 * Asked once a callback's signature and time hold, before anything else: false when the URL's
 * limit of signed posts is used up (the route's, so unsigned posts never reach it).
 */
export type Admit = () => Promise<boolean>;

/** The connection a webhook URL names; null for anything else (a malformed or unknown id). */
const byHook = ({ db }: PhoneSystemContext, hookId: string) =>
  isUuid(hookId)
    ? db.selectFrom('phone_systems').selectAll().where('hook_id', '=', hookId).executeTakeFirst()
    : Promise.resolve(undefined);

/**
 * A Twilio status callback to `/phone-system/twilio/<hookId>`: `X-Twilio-Signature` checked
 * by Twilio's `validateRequest` with the company's Auth Token over the URL Twilio requested
 * (one of `urls`: the candidates the route knows) and the form's parameters; the same Account SID; a `Timestamp` within 5
 * minutes. Then the finished call is logged once.
 */
export async function receiveTwilio(
  ctx: PhoneSystemContext,
  hookId: string,
  urls: string[],
  signature: string | undefined,
  params: Record<string, string>,
  admit: Admit = async () => true,
  now = dbNow(),
): Promise<HookAnswer> {
  const conn = await byHook(ctx, hookId);
  const authToken = ctx.tokens.open(conn?.twilio_auth_token_sealed ?? null);
  if (!conn || !authToken || !urls.some((url) => twilioSignatureMatches(authToken, signature, url, params)))
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
  return logCall(ctx, conn, reading.facts);
}

/**
 * The generic webhook (`/phone-system/webhook/<hookId>`): `X-Phonesheet-Signature` over the
 * timestamp and the raw body, a timestamp within 5 minutes, then the body's call (already
 * checked against its schema by `check`, which throws the 400) is logged once.
 */
export async function receiveGeneric(
  ctx: PhoneSystemContext,
  hookId: string,
  raw: Buffer,
  timestamp: string | undefined,
  signature: string | undefined,
  check: (raw: Buffer) => PhoneCallFacts,
  admit: Admit = async () => true,
  now = dbNow(),
): Promise<HookAnswer> {
  const conn = await byHook(ctx, hookId);
  if (
    !conn ||
    !genericSignatureMatches(ctx.signingSecret(conn.hook_id, conn.nonce), timestamp ?? '', raw, signature)
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
  return logCall(ctx, conn, facts);
}
