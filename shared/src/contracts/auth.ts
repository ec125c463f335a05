import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from './validation-texts';

// Request bodies are typed loosely (optional strings): the API checks them with the
// validators of validators.ts so every problem gets its catalogue text.
const str = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, description }));

export const RegisterAdminBody = Type.Object({
  firstName: str(LIMITS.nameMax),
  lastName: str(LIMITS.nameMax),
  email: str(LIMITS.emailMax),
  password: str(LIMITS.passwordMax),
  confirmPassword: str(LIMITS.passwordMax),
  companyName: str(LIMITS.companyNameMax),
});
export type RegisterAdminBody = Static<typeof RegisterAdminBody>;

export const VerifyCodeBody = Type.Object({
  email: str(LIMITS.emailMax),
  code: str(20, 'the 6-digit security code'),
});
export type VerifyCodeBody = Static<typeof VerifyCodeBody>;

export const EmailBody = Type.Object({ email: str(LIMITS.emailMax) });
export type EmailBody = Static<typeof EmailBody>;

export const LoginBody = Type.Object({
  email: str(LIMITS.emailMax),
  password: str(LIMITS.passwordMax),
});
export type LoginBody = Static<typeof LoginBody>;

export const AccessTokenData = Type.Object({ accessToken: Type.String() });
export type AccessTokenData = Static<typeof AccessTokenData>;

/**
 * URLs the browser opens itself (EventSource, a download link) cannot carry the Authorization
 * header; they carry a short-lived ticket for that one path instead of the access token.
 */
export const URL_TICKET_PATHS = ['events', 'calls/export.csv'] as const;
export type UrlTicketPath = (typeof URL_TICKET_PATHS)[number];
export const URL_TICKET_TTL_SECONDS = 60;
export const UrlTicketBody = Type.Object({
  path: Type.Union(URL_TICKET_PATHS.map((p) => Type.Literal(p))),
});
export type UrlTicketBody = Static<typeof UrlTicketBody>;
export const UrlTicketData = Type.Object({ ticket: Type.String(), expiresAt: Type.String() });
export type UrlTicketData = Static<typeof UrlTicketData>;

export const UpdateProfileBody = Type.Object({
  firstName: str(LIMITS.nameMax),
  lastName: str(LIMITS.nameMax),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const ChangePasswordBody = Type.Object({
  oldPassword: str(LIMITS.passwordMax),
  password: str(LIMITS.passwordMax),
  confirmPassword: str(LIMITS.passwordMax),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ResetPasswordBody = Type.Object({
  token: str(200),
  password: str(LIMITS.passwordMax),
  confirmPassword: str(LIMITS.passwordMax),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const UnlockBody = Type.Object({ password: str(LIMITS.passwordMax) });
export type UnlockBody = Static<typeof UnlockBody>;

export const VerifyUserParams = Type.Object({ token: Type.String() });

export const UserType = Type.Union([Type.Literal('Admin'), Type.Literal('User')]);
export type UserType = Static<typeof UserType>;

// The signed-in user (GET /auth/getMe), docs/accounts.md "User".
export const User = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  userType: UserType,
  subscribed: Type.Boolean(),
  companySubscription: Type.Array(Type.Object({ paid: Type.Boolean() })),
  company: Type.Object({ _id: Type.String(), name: Type.String() }),
});
export type User = Static<typeof User>;

// 400 on a wrong code also says how many tries are left.
export const InvalidCodeError = Type.Object({ msg: Type.String(), triesLeft: Type.Integer() });
export type InvalidCodeError = Static<typeof InvalidCodeError>;

// 429 on resend during the cooldown also carries the seconds to wait.
export const ResendWaitError = Type.Object({ msg: Type.String(), retryAfterSeconds: Type.Integer() });
export type ResendWaitError = Static<typeof ResendWaitError>;
