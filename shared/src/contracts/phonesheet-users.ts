import { Type, type Static } from '@sinclair/typebox';
import { Email, Instant, StringEnum, Uuid, X_MESSAGE } from './schema-kit';
import { PHONESHEET_TEXTS } from './phonesheet-values';
import { Nullable } from './phonesheet-fields';

// The company's users, their roles and covers, and the invitations that add them.

export const USER_ROLES = ['admin', 'user'] as const;
export const UserRole = StringEnum(USER_ROLES);
const RoleInput = StringEnum(USER_ROLES, { [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.role'] });
export type UserRole = Static<typeof UserRole>;

export const CompanyUser = Type.Object({
  _id: Uuid(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  email: Type.String({ format: 'email' }),
  role: UserRole,
  userType: StringEnum(['Admin', 'User'] as const),
  status: StringEnum(['active', 'pending', 'deactivated'] as const, {
    description: 'pending: e-mail not verified',
  }),
  lastSignInAt: Nullable(Instant()),
  /** Desks this user covers now (a covering window holds: log calls on them besides their own). */
  covers: Type.Array(Uuid()),
});
export type CompanyUser = Static<typeof CompanyUser>;

/** GET /user/list: the users, and when their `covers` next change by themselves. */
export const CompanyUsersList = Type.Object({
  data: Type.Array(CompanyUser),
  msg: Type.Optional(Type.String()),
  coversChangeInMs: Nullable(
    Type.Integer({
      minimum: 0,
      description:
        "Milliseconds until one of the company's covering windows starts or ends (by the server's clock), when `covers` changes without a write; null: none ahead",
    }),
  ),
});
export type CompanyUsersList = Static<typeof CompanyUsersList>;

export const UpdateUserBody = Type.Object({
  role: Type.Optional(RoleInput),
  deactivated: Type.Optional(Type.Boolean()),
  covers: Type.Optional(
    Type.Array(Uuid({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.desk'] }), {
      maxItems: 200,
      description:
        'The user ids of the desks this user covers until further notice: a desk added starts a window now, a desk left out ends its window now',
    }),
  ),
});
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const InviteBody = Type.Object({
  email: Type.Optional(Email({ [X_MESSAGE]: 'Invalid email format' })),
  role: Type.Optional(RoleInput),
});
export type InviteBody = Static<typeof InviteBody>;

export const Invitation = Type.Object({
  id: Uuid(),
  email: Type.String({ format: 'email' }),
  role: UserRole,
  expiresAt: Instant(),
  acceptedAt: Nullable(Instant()),
});
export type Invitation = Static<typeof Invitation>;

export const AcceptInvitationBody = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })),
  firstName: Type.Optional(Type.String({ maxLength: 400 })),
  lastName: Type.Optional(Type.String({ maxLength: 400 })),
  password: Type.Optional(Type.String({ maxLength: 400 })),
  confirmPassword: Type.Optional(Type.String({ maxLength: 400 })),
});
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;
