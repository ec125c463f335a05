import { Type, type Static } from '@sinclair/typebox';
import { Instant, StringEnum, Uuid, X_MESSAGE } from './schema-kit';

// The company's phone system: calls that log themselves (docs/integrations.md, "Phone system").

/** How old a signed callback may be; an older one is a replay (403). */
export const PHONE_SYSTEM_MAX_AGE_SECONDS = 300;
/** Numbers an admin may map to desks. */
export const PHONE_SYSTEM_NUMBERS_MAX = 200;

export const PHONE_SYSTEM_TEXTS = {
  'phoneSystem.validation.accountSid': 'The Account SID is AC followed by 32 letters and digits',
  'phoneSystem.validation.authToken': 'The Auth Token is 32 letters and digits',
  'phoneSystem.validation.number': 'Each number must be a valid phone number, on one desk only',
  'phoneSystem.validation.desk': 'Each number needs the desk of an active user',
  'phoneSystem.validation.callId': 'callId must be 1 to 100 characters',
  'phoneSystem.validation.direction': 'direction must be one of in, out',
  'phoneSystem.validation.status': 'status must be one of answered, missed',
  'phoneSystem.validation.startedAt': 'startedAt must be an ISO 8601 date-time',
  'phoneSystem.validation.from': 'from must be a phone number',
  'phoneSystem.validation.to': 'to must be a phone number',
} as const;

export const PHONE_SYSTEM_MESSAGES = {
  /** Unsigned, wrongly signed, or sent to an unknown URL: the same answer, so nothing is told. */
  badSignature: 'The signature is missing or does not match',
  stale: 'The callback is more than 5 minutes old',
  duplicate: 'This call was already logged',
  logged: 'Call logged',
  notFinished: 'The call has not ended; nothing was logged',
  saved: 'Phone system saved',
  rotated: 'A new signing secret is in use; the old one no longer works',
} as const;

const Phone = Type.String({ maxLength: 40, example: '+1 212 555 0100' });

/** A company number and the user whose desk its calls go on. */
export const PhoneSystemNumber = Type.Object({
  phone: Type.String({ maxLength: 40, example: '(212) 555-0100' }),
  phoneE164: Type.String({ example: '+12125550100' }),
  userId: Uuid(),
});
export type PhoneSystemNumber = Static<typeof PhoneSystemNumber>;

/** What an admin sees of the connection (the secrets only on demand, the Auth Token never). */
export const PhoneSystemSettings = Type.Object({
  /** Twilio's status callback URL, under the API's base URL (the browser joins it to its base). */
  twilioPath: Type.String({ example: '/phone-system/twilio/7c9e6679-7425-40de-944b-e07fc1f90ae7' }),
  /** The generic JSON webhook's URL, under the API's base URL. */
  webhookPath: Type.String({ example: '/phone-system/webhook/7c9e6679-7425-40de-944b-e07fc1f90ae7' }),
  twilioAccountSid: Type.Union([Type.String(), Type.Null()]),
  /** Whether an Auth Token is saved (it is never sent back). */
  twilioAuthTokenSet: Type.Boolean(),
  /** The desk of calls to or from a number not in `numbers`. */
  fallbackUserId: Type.Union([Uuid(), Type.Null()]),
  numbers: Type.Array(PhoneSystemNumber),
  /** When the signing secret was made or last rotated. */
  rotatedAt: Type.String({ format: 'date-time' }),
});
export type PhoneSystemSettings = Static<typeof PhoneSystemSettings>;

export const PhoneSystemSecret = Type.Object({
  secret: Type.String({ example: 'whsec_3q2-7wEXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMPLE' }),
});
export type PhoneSystemSecret = Static<typeof PhoneSystemSecret>;

/** Each field given replaces what is saved; `numbers` replaces the whole list. */
export const UpdatePhoneSystemBody = Type.Object({
  twilioAccountSid: Type.Optional(
    Type.Union([
      Type.String({
        maxLength: 34,
        example: 'AC00000000000000000000000000000000',
        [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.accountSid'],
      }),
      Type.Null(),
    ]),
  ),
  /** Write-only; null removes it. */
  twilioAuthToken: Type.Optional(
    Type.Union([
      Type.String({
        maxLength: 64,
        example: '0123456789abcdef0123456789abcdef',
        [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.authToken'],
      }),
      Type.Null(),
    ]),
  ),
  fallbackUserId: Type.Optional(
    Type.Union([Uuid({ [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.desk'] }), Type.Null()]),
  ),
  numbers: Type.Optional(
    Type.Array(
      Type.Object({
        phone: Type.String({ ...Phone, [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.number'] }),
        userId: Uuid({ [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.desk'] }),
      }),
      { maxItems: PHONE_SYSTEM_NUMBERS_MAX },
    ),
  ),
});
export type UpdatePhoneSystemBody = Static<typeof UpdatePhoneSystemBody>;

/**
 * The generic webhook's body (JSON), signed: `X-Phonesheet-Timestamp` (unix seconds) and
 * `X-Phonesheet-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" under the secret>`.
 */
export const PhoneCallWebhookBody = Type.Object(
  {
    callId: Type.String({
      minLength: 1,
      maxLength: 100,
      example: 'pbx-2026-11-28-000123',
      description: "The phone system's id of the call: the same id is logged once (409 after)",
      [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.callId'],
    }),
    direction: StringEnum(['in', 'out'] as const, {
      [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.direction'],
    }),
    from: Type.String({
      ...Phone,
      description: 'Who called: the caller for `in`, the company number (a desk) for `out`',
      [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.from'],
    }),
    to: Type.String({
      ...Phone,
      description: 'Who was called: the company number (a desk) for `in`, the contact for `out`',
      [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.to'],
    }),
    status: StringEnum(['answered', 'missed'] as const, {
      description: 'A missed incoming call goes on the sheet as "To return"',
      [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.status'],
    }),
    startedAt: Instant({ [X_MESSAGE]: PHONE_SYSTEM_TEXTS['phoneSystem.validation.startedAt'] }),
  },
  { additionalProperties: true },
);
export type PhoneCallWebhookBody = Static<typeof PhoneCallWebhookBody>;
