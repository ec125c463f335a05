import { Type, type Static } from '@sinclair/typebox';
import {
  BoundedInteger,
  Email,
  Instant,
  INT32_MAX,
  QueryInteger,
  StringEnum,
  Uuid,
  X_MESSAGE,
} from './schema-kit';
import {
  PHONESHEET_LIMITS,
  PHONESHEET_MESSAGES,
  PHONESHEET_TEXTS,
  PRIORITIES,
  SESSION_END_REASONS,
  isSessionEndReason,
  type PhonesheetTextKey,
  type SessionEndReason,
} from './phonesheet-values';
import type { NotificationEvent } from './notifications';

// The phone sheet's wire contract (docs/phone-sheet.md): calls, statuses, contacts, users,
// invitations and live events. Ids are `id` (accounts keep the older API's `_id`).

export const Direction = StringEnum(['in', 'out'] as const);
export type Direction = Static<typeof Direction>;
/**
 * What a request may send as a direction: `incoming` and `outgoing` (the words of the CSV file)
 * are aliases of `in` and `out`; answers always say `in` or `out`.
 */
export const DIRECTION_ALIASES = { in: 'in', out: 'out', incoming: 'in', outgoing: 'out' } as const;
export const directionOf = (value: unknown): Direction | null =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(DIRECTION_ALIASES, value)
    ? DIRECTION_ALIASES[value as keyof typeof DIRECTION_ALIASES]
    : null;
const DirectionInput = StringEnum(['in', 'out', 'incoming', 'outgoing'] as const, {
  description: '`in` or `out`; `incoming` and `outgoing` are accepted as aliases',
  [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.direction'],
});
export const Priority = StringEnum(PRIORITIES);
export type Priority = Static<typeof Priority>;
const PriorityInput = StringEnum(PRIORITIES, {
  [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.priority'],
});

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const Call = Type.Object({
  id: Uuid(),
  direction: Direction,
  contactName: Type.String(),
  contactCompany: Type.String(),
  /** As typed. */
  phone: Type.String(),
  phoneE164: Type.String(),
  /** Formatted for the company's country (national) or international when foreign. */
  phoneDisplay: Type.String(),
  extension: Nullable(Type.String()),
  deskUserId: Uuid(),
  deskName: Type.String(),
  statusId: Uuid(),
  priority: Priority,
  notes: Type.String(),
  /**
   * Only on the sheet (GET /calls/sheet), after a note longer than PHONESHEET_LIMITS.sheetNotesPreview
   * characters: `notes` holds its start, and GET /calls/{id} has it whole.
   */
  notesCut: Type.Optional(
    Type.Literal(true, {
      description: `Only in GET /calls/sheet: \`notes\` holds the first ${PHONESHEET_LIMITS.sheetNotesPreview} characters of a longer note; GET /calls/{id} has it whole`,
    }),
  ),
  occurredAt: Instant(),
  followUpAt: Nullable(Instant()),
  loggedBy: Uuid(),
  loggedByName: Type.String(),
  /** Logged by the company's phone system (docs/integrations.md), not typed; edited like any call. */
  loggedByPhoneSystem: Type.Boolean(),
  /** Logged by someone covering the desk at that moment ("logged by Sam for Alex (covering)"). */
  loggedCovering: Type.Boolean(),
  callbackOf: Nullable(Uuid()),
  createdAt: Instant(),
  updatedAt: Instant(),
  version: Type.Integer({ minimum: 1, example: 3 }),
  deletedAt: Nullable(Instant()),
});
export type Call = Static<typeof Call>;

export const CallChange = Type.Object({
  field: Type.String(),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  userId: Uuid(),
  userName: Type.String(),
  /** Made by someone covering the call's desk at that moment. */
  covering: Type.Boolean(),
  at: Instant(),
  version: Type.Integer({ minimum: 1 }),
});
export type CallChange = Static<typeof CallChange>;

export const CallStatus = Type.Object({
  id: Uuid(),
  /** Seed key (toReturn, returned, …) so clients can translate the default names; null for added ones. */
  key: Nullable(Type.String()),
  name: Type.String(),
  open: Type.Boolean(),
  color: Type.String(),
  order: Type.Integer(),
  retired: Type.Boolean(),
});
export type CallStatus = Static<typeof CallStatus>;

/** A text field: null or "" clears it; its bound is the service's, with the service's text. */
const Text = (maxLength: number, message: string, example: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength, example, [X_MESSAGE]: message }), Type.Null()]));
/** An id or a time that may be left out with null or "" (the default applies). */
const OrEmpty = <T extends ReturnType<typeof Uuid>>(t: T) =>
  Type.Optional(Type.Union([t, Type.Literal(''), Type.Null()]));

/** Every problem of a body is listed in one 400 (`errors`), each with its field's text. */
export const CreateCallBody = Type.Object({
  direction: Type.Optional(DirectionInput),
  contactName: Text(
    PHONESHEET_LIMITS.nameMax,
    PHONESHEET_TEXTS['phonesheet.validation.nameTooLong'],
    'Ada Lovelace',
  ),
  contactCompany: Text(
    PHONESHEET_LIMITS.nameMax,
    PHONESHEET_TEXTS['phonesheet.validation.companyTooLong'],
    'Analytical Engines',
  ),
  phone: Text(PHONESHEET_LIMITS.phoneMax, 'Phone number is not valid', '+1 212 555 0100'),
  extension: Text(PHONESHEET_LIMITS.extensionMax, PHONESHEET_TEXTS['phonesheet.validation.extension'], '12'),
  deskUserId: OrEmpty(Uuid({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.desk'] })),
  statusId: OrEmpty(Uuid({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.status'] })),
  priority: Type.Optional(PriorityInput),
  notes: Text(
    PHONESHEET_LIMITS.notesMax,
    PHONESHEET_TEXTS['phonesheet.validation.notesTooLong'],
    'About the engine',
  ),
  occurredAt: OrEmpty(Instant({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.occurredAt'] })),
  followUpAt: OrEmpty(Instant({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.followUpAt'] })),
});
export type CreateCallBody = Static<typeof CreateCallBody>;

export const UpdateCallBody = Type.Object({
  ...CreateCallBody.properties,
  version: Type.Optional(
    BoundedInteger('version', 1, INT32_MAX, {
      description: 'The version the change is based on',
      example: 1,
    }),
  ),
});
export type UpdateCallBody = Static<typeof UpdateCallBody>;

export const DuplicateHint = Type.Object({
  id: Uuid(),
  contactName: Type.String(),
  occurredAt: Instant(),
});
export type DuplicateHint = Static<typeof DuplicateHint>;

export const CreateCallReply = Type.Object({
  data: Call,
  msg: Type.Optional(Type.String()),
  duplicateOf: Type.Optional(DuplicateHint),
});
export type CreateCallReply = Static<typeof CreateCallReply>;

/** 409 on a stale version: the stored call and the fields others changed since. */
export const ConflictReply = Type.Object({
  msg: Type.String(),
  current: Call,
  changedFields: Type.Array(Type.String()),
  changes: Type.Array(CallChange),
});
export type ConflictReply = Static<typeof ConflictReply>;

const QUERY_TEXT = PHONESHEET_TEXTS['phonesheet.validation.query'];
export const SheetQuery = Type.Object({
  /** Start and end of the viewer's local day, ISO instants. */
  from: Type.Optional(Instant({ description: "Start of the viewer's day", [X_MESSAGE]: QUERY_TEXT })),
  to: Type.Optional(Instant({ description: "End of the viewer's day", [X_MESSAGE]: QUERY_TEXT })),
  desk: Type.Optional(
    Type.String({
      pattern: '^(mine|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$',
      maxLength: 36,
      description:
        "One desk's calls (its user's id), or `mine`: the caller's own desk and the desks they cover now; every desk's when left out",
      [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.desk'],
    }),
  ),
});
export type SheetQuery = Static<typeof SheetQuery>;

export const Sheet = Type.Object({
  from: Type.String(),
  to: Type.String(),
  rolledOver: Type.Array(Call),
  today: Type.Array(Call),
});
export type Sheet = Static<typeof Sheet>;

export const SORT_FIELDS = [
  'occurredAt',
  'contactName',
  'contactCompany',
  'priority',
  'direction',
  'status',
  'desk',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SearchQuery = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 200, example: 'engine', description: 'Words, or digits of a number' }),
  ),
  direction: Type.Optional(DirectionInput),
  statusId: Type.Optional(Uuid({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.status'] })),
  priority: Type.Optional(PriorityInput),
  deskUserId: Type.Optional(Uuid({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.desk'] })),
  loggedBy: Type.Optional(Uuid({ [X_MESSAGE]: QUERY_TEXT })),
  from: Type.Optional(Instant({ description: 'Calls at or after', [X_MESSAGE]: QUERY_TEXT })),
  to: Type.Optional(Instant({ description: 'Calls before', [X_MESSAGE]: QUERY_TEXT })),
  sort: Type.Optional(
    StringEnum(SORT_FIELDS, { [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.sort'] }),
  ),
  order: Type.Optional(
    StringEnum(['desc', 'asc'] as const, { [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.order'] }),
  ),
  page: Type.Optional(QueryInteger('page', 1, 100_000, 1)),
  pageSize: Type.Optional(QueryInteger('pageSize', 1, PHONESHEET_LIMITS.pageSizeMax, 50)),
  ticket: Type.Optional(
    Type.String({ maxLength: 200, description: 'A URL ticket (POST /auth/urlTicket) instead of the header' }),
  ),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const CallPage = Type.Object({
  items: Type.Array(Call),
  /**
   * Exact up to 1,000 (or the end of the next page, when deeper); beyond that the cap with
   * totalExact false. A word search by time that a walk over the newest calls answered says
   * only that more than `total` match (totalExact false): the matches up to the end of this
   * page, docs/phone-sheet.md. With totalExact false there is always a next page.
   */
  total: Type.Integer(),
  totalExact: Type.Boolean(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type CallPage = Static<typeof CallPage>;

export const ContactSuggestion = Type.Object({
  contactName: Type.String(),
  contactCompany: Type.String(),
  phone: Type.String(),
  phoneE164: Type.String(),
  phoneDisplay: Type.String(),
  extension: Nullable(Type.String()),
  lastCallAt: Type.String(),
});
export type ContactSuggestion = Static<typeof ContactSuggestion>;

/** Where a status may be placed: one more than the largest stays within an integer column. */
export const STATUS_ORDER_MAX = 100_000;

export const StatusBody = Type.Object({
  name: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: PHONESHEET_LIMITS.statusNameMax,
      example: 'Emailed',
      [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.statusName'],
    }),
  ),
  color: Type.Optional(
    Type.String({
      pattern: '^#[0-9a-fA-F]{6}$',
      example: '#722ed1',
      [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.statusColor'],
    }),
  ),
  open: Type.Optional(Type.Boolean({ description: 'Open statuses roll over to the next day' })),
  order: Type.Optional(BoundedInteger('order', 0, STATUS_ORDER_MAX, { example: 6 })),
  retired: Type.Optional(Type.Boolean()),
});
export type StatusBody = Static<typeof StatusBody>;

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

export const ImportStatus = StringEnum([
  'queued',
  'checking',
  'storing',
  'done',
  'failed',
  'cancelled',
] as const);
/** A CSV import job (GET /calls/import/:id): the client's progress bar follows it. */
export const ImportJob = Type.Object({
  id: Uuid(),
  status: ImportStatus,
  dryRun: Type.Boolean(),
  /** Data rows of the file: its line count at first, exact once it has been read through. */
  rowsTotal: Nullable(Type.Integer()),
  rowsChecked: Type.Integer(),
  rowsStored: Type.Integer(),
  /** Rows that passed (done: stored, or would be on a dry run). */
  imported: Type.Integer(),
  /** Why it failed or was cancelled. */
  msg: Nullable(Type.String()),
  /** "Line 3: …" texts of the first bad lines. */
  errors: Type.Array(Type.String()),
  rows: Type.Array(Type.Object({ line: Type.Integer(), errors: Type.Array(Type.String()) })),
  preview: Type.Array(Type.Record(Type.String(), Type.String())),
  createdAt: Instant(),
  updatedAt: Instant(),
  finishedAt: Nullable(Instant()),
});
export type ImportJob = Static<typeof ImportJob>;

export const ImportReply = Type.Object({
  msg: Type.String(),
  data: Type.Object({
    imported: Type.Integer(),
    dryRun: Type.Boolean(),
    preview: Type.Array(Type.Record(Type.String(), Type.String())),
    job: ImportJob,
  }),
});
export type ImportReply = Static<typeof ImportReply>;

/** A row problem of a CSV import: line number (header is line 1) and texts. */
export interface ImportRowError {
  line: number;
  errors: string[];
}

/** Server-sent events on GET /api/v1/events. */
export type PhonesheetEvent =
  | { type: 'call.created' | 'call.updated' | 'call.deleted' | 'call.restored'; call: Call; by: string }
  | { type: 'statuses.changed'; by: string }
  | { type: 'calls.imported'; count: number; by: string }
  | NotificationEvent;

/**
 * The last event of a stream the server closes (docs/phone-sheet.md "Live events"):
 * 'restart' — reconnect now; 'too-many-streams' — a newer stream of the session took its place;
 * 'token-renewed' — the session was swapped for a new token: reconnect with it; a session end.
 */
export type StreamClosedReason = 'too-many-streams' | 'restart' | 'token-renewed' | SessionEndReason;

export {
  PHONESHEET_LIMITS,
  PHONESHEET_MESSAGES,
  PHONESHEET_TEXTS,
  PRIORITIES,
  SESSION_END_REASONS,
  isSessionEndReason,
  type PhonesheetTextKey,
  type SessionEndReason,
};
