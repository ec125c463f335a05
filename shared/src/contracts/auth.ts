import { Type, type Static } from '@sinclair/typebox';
import { Email, StringEnum, Uuid, X_MESSAGE, oneOfMessage } from './schema-kit';
import { LIMITS, VALIDATION_TEXTS } from './validation-texts';

// Request bodies are typed loosely (optional strings): the API checks them with the
// validators of validators.ts so every problem gets its catalogue text.
const str = (maxLength: number, example: string, description?: string) =>
  Type.Optional(Type.String({ maxLength, example, description }));
const email = Type.Optional(Email({ [X_MESSAGE]: VALIDATION_TEXTS['validation.email.invalid'] }));
const PASSWORD = 'correct horse';

export const RegisterAdminBody = Type.Object({
  firstName: str(LIMITS.nameMax, 'Ada'),
  lastName: str(LIMITS.nameMax, 'Lovelace'),
  email,
  password: str(LIMITS.passwordMax, PASSWORD, 'At least 8 characters'),
  confirmPassword: str(LIMITS.passwordMax, PASSWORD),
  companyName: str(LIMITS.companyNameMax, 'Analytical Engines'),
});
export type RegisterAdminBody = Static<typeof RegisterAdminBody>;

export const VerifyCodeBody = Type.Object({
  email,
  code: str(20, '123456', 'the 6-digit security code'),
  password: str(
    LIMITS.passwordMax,
    PASSWORD,
    'The password typed at registration; it becomes the account password. Required once the address was registered again while pending (docs/security.md "Sign-up").',
  ),
});
export type VerifyCodeBody = Static<typeof VerifyCodeBody>;

export const EmailBody = Type.Object({ email });
export type EmailBody = Static<typeof EmailBody>;

export const LoginBody = Type.Object({
  email,
  password: str(LIMITS.passwordMax, PASSWORD, 'At least 8 characters'),
});
export type LoginBody = Static<typeof LoginBody>;

/**
 * A short-lived access token for the Authorization header, kept in the page's memory; the
 * answer also sets the HttpOnly refresh cookie that renews it (POST /auth/refresh).
 */
export const AccessTokenData = Type.Object({
  accessToken: Type.String(),
  /** Seconds the access token is valid (ACCESS_TOKEN_TTL, at most 900). */
  expiresIn: Type.Integer({ minimum: 1 }),
});
export type AccessTokenData = Static<typeof AccessTokenData>;

/**
 * URLs the browser opens itself (EventSource, a download link) cannot carry the Authorization
 * header; they carry a short-lived ticket for that one path instead of the access token.
 */
export const URL_TICKET_PATHS = ['events', 'calls/export.csv', 'reports/export.csv'] as const;
export type UrlTicketPath = (typeof URL_TICKET_PATHS)[number];
export const URL_TICKET_TTL_SECONDS = 60;
export const UrlTicketBody = Type.Object({
  path: StringEnum(URL_TICKET_PATHS, { [X_MESSAGE]: oneOfMessage('path', URL_TICKET_PATHS) }),
});
export type UrlTicketBody = Static<typeof UrlTicketBody>;
export const UrlTicketData = Type.Object({
  ticket: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type UrlTicketData = Static<typeof UrlTicketData>;

export const UpdateProfileBody = Type.Object({
  firstName: str(LIMITS.nameMax, 'Ada'),
  lastName: str(LIMITS.nameMax, 'Lovelace'),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const ChangePasswordBody = Type.Object({
  oldPassword: str(LIMITS.passwordMax, PASSWORD),
  password: str(LIMITS.passwordMax, PASSWORD, 'At least 8 characters'),
  confirmPassword: str(LIMITS.passwordMax, PASSWORD),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ResetPasswordBody = Type.Object({
  token: str(200, 'Ej3c…', 'The token of the mailed link'),
  password: str(LIMITS.passwordMax, PASSWORD, 'At least 8 characters'),
  confirmPassword: str(LIMITS.passwordMax, PASSWORD),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const UnlockBody = Type.Object({ password: str(LIMITS.passwordMax, PASSWORD) });
export type UnlockBody = Static<typeof UnlockBody>;

export const VerifyUserParams = Type.Object({ token: Type.String({ maxLength: 200 }) });

export const UserType = StringEnum(['Admin', 'User'] as const);
export type UserType = Static<typeof UserType>;

// The signed-in user (GET /auth/getMe), docs/accounts.md "User".
export const User = Type.Object({
  _id: Uuid(),
  email: Type.String({ format: 'email' }),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  userType: UserType,
  subscribed: Type.Boolean(),
  companySubscription: Type.Array(Type.Object({ paid: Type.Boolean() })),
  /** The company's chosen plan that has not ended; null before one is chosen (docs/billing.md). */
  planId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The user closed the offer banner (kept on the server, docs/billing.md "Offer banner"). */
  promoClosed: Type.Optional(Type.Boolean()),
  company: Type.Object({ _id: Uuid(), name: Type.String() }),
});
export type User = Static<typeof User>;

export const PROMO_CLOSED_MESSAGE = 'The offer is closed';

// 400 on a wrong code also says how many tries are left (other 400s: the input's problems).
export const InvalidCodeError = Type.Object({
  msg: Type.String(),
  errors: Type.Array(Type.String()),
  triesLeft: Type.Optional(Type.Integer({ minimum: 0, description: 'After a wrong code' })),
});
export type InvalidCodeError = Static<typeof InvalidCodeError>;

// 429 on resend during the cooldown also carries the seconds to wait.
export const ResendWaitError = Type.Object({
  msg: Type.String(),
  retryAfterSeconds: Type.Optional(
    Type.Integer({ minimum: 0, description: 'During the cooldown; absent when the rate limit stops it' }),
  ),
});
export type ResendWaitError = Static<typeof ResendWaitError>;
