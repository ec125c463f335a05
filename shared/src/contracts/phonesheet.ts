import { Type, type Static } from '@sinclair/typebox';

// The phone sheet's wire contract (docs/phone-sheet.md): calls, statuses, contacts, users,
// invitations and live events. Ids are `id` (accounts keep SPEC.md's `_id`).

export const PHONESHEET_LIMITS = {
  notesMax: 5000,
  nameMax: 200,
  phoneMax: 40,
  extensionMax: 20,
  statusNameMax: 40,
  pageSizeMax: 200,
  duplicateWindowMinutes: 10,
  importMaxRows: 100_000,
  importMaxBytes: 20 * 1024 * 1024,
  /** A file up to this size is answered when its job ends (200/201/400); a bigger one gets 202. */
  importSyncBytes: 256 * 1024,
  invitationDays: 7,
} as const;

/** Server texts of phone-sheet validation; the client shows the translation of the same key. */
export const PHONESHEET_TEXTS = {
  'phonesheet.validation.direction': 'Direction must be incoming or outgoing',
  'phonesheet.validation.priority': 'Priority must be ASAP, Today or Whenever',
  'phonesheet.validation.notesTooLong': 'Notes can be at most 5000 characters',
  'phonesheet.validation.nameTooLong': 'Name can be at most 200 characters',
  'phonesheet.validation.companyTooLong': 'Company can be at most 200 characters',
  'phonesheet.validation.extension': 'Extension can hold only digits, up to 20',
  'phonesheet.validation.occurredAt': 'The time of the call is not a valid date',
  'phonesheet.validation.followUpAt': 'The follow-up time is not a valid date',
  'phonesheet.validation.status': 'Unknown status',
  'phonesheet.validation.desk': 'Unknown desk',
  'phonesheet.validation.version': 'The version of the call is missing',
  'phonesheet.validation.statusName': 'The status needs a name of up to 40 characters',
  'phonesheet.validation.statusColor': 'The colour must look like #1677ff',
  'phonesheet.validation.statusNameTaken': 'A status with this name already exists',
  'phonesheet.validation.query': 'The search or filter is not valid',
  'phonesheet.validation.role': 'Role must be admin or user',
  'phonesheet.validation.csvEmpty': 'The file holds no calls',
  'phonesheet.validation.csvTooLarge': 'The file is too large (at most 100000 rows and 20 MB)',
  'phonesheet.validation.csvQuotes': 'The quotes of this line are not valid CSV',
  'phonesheet.validation.invitationNoSeat':
    "This company's plan has no free seat. Please ask the person who invited you to upgrade the plan.",
  'phonesheet.validation.csvHeader':
    'The first line must name the columns: direction, name, company, phone, extension, status, priority, notes, occurredAt',
} as const;
export type PhonesheetTextKey = keyof typeof PHONESHEET_TEXTS;

export const PHONESHEET_MESSAGES = {
  callNotFound: 'Call not found',
  statusNotFound: 'Status not found',
  userNotFound: 'User not found',
  conflict: 'Someone else changed this call; review their changes',
  adminOnly: 'Only an administrator can do this',
  lastAdmin: 'The last administrator can not be removed or demoted',
  deleted: 'Call deleted',
  restored: 'Call restored',
  statusRetired: 'Status retired',
  statusDeleted: 'Status deleted',
  invitationSent: 'Invitation sent',
  invitationInvalid: 'This invitation is invalid or has expired',
  invitationAccepted: 'Welcome aboard, you can sign in now',
  emailTaken: 'Email is already registered',
  userDeleted: 'User deleted',
  userUpdated: 'User updated',
  imported: 'Calls imported',
  importStarted: 'Import started',
  importBusy: 'An import is already running for your company; try again when it ends',
  importNotFound: 'Import not found',
  importCancelled: 'Import cancelled; nothing was stored',
  importFinished: 'This import has already finished',
  importInterrupted: 'The server restarted during the import; nothing was stored. Please import again',
  importFailed: 'The import failed; nothing was stored. Please try again',
  cannotCover: 'You may not log calls on this desk',
  idempotencyPending: 'A request with this Idempotency-Key is still being processed; try again',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 characters',
  userHasCalls: 'This user has calls on the sheet; deactivate them instead',
  badLastEventId: 'Last-Event-ID must be the id of an event the stream sent (a whole number)',
} as const;

export const Direction = Type.Union([Type.Literal('in'), Type.Literal('out')]);
export type Direction = Static<typeof Direction>;
export const Priority = Type.Union([Type.Literal('asap'), Type.Literal('today'), Type.Literal('whenever')]);
export type Priority = Static<typeof Priority>;
export const PRIORITIES: Priority[] = ['asap', 'today', 'whenever'];

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const Call = Type.Object({
  id: Type.String(),
  direction: Direction,
  contactName: Type.String(),
  contactCompany: Type.String(),
  /** As typed. */
  phone: Type.String(),
  phoneE164: Type.String(),
  /** Formatted for the company's country (national) or international when foreign. */
  phoneDisplay: Type.String(),
  extension: Nullable(Type.String()),
  deskUserId: Type.String(),
  deskName: Type.String(),
  statusId: Type.String(),
  priority: Priority,
  notes: Type.String(),
  occurredAt: Type.String(),
  followUpAt: Nullable(Type.String()),
  loggedBy: Type.String(),
  loggedByName: Type.String(),
  callbackOf: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  version: Type.Integer(),
  deletedAt: Nullable(Type.String()),
});
export type Call = Static<typeof Call>;

export const CallChange = Type.Object({
  field: Type.String(),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  userId: Type.String(),
  userName: Type.String(),
  at: Type.String(),
  version: Type.Integer(),
});
export type CallChange = Static<typeof CallChange>;

export const CallStatus = Type.Object({
  id: Type.String(),
  /** Seed key (toReturn, returned, …) so clients can translate the default names; null for added ones. */
  key: Nullable(Type.String()),
  name: Type.String(),
  open: Type.Boolean(),
  color: Type.String(),
  order: Type.Integer(),
  retired: Type.Boolean(),
});
export type CallStatus = Static<typeof CallStatus>;

const Str = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max * 4 }), Type.Null()]));

/** Bodies are loose on purpose: the service lists every problem in one 400. */
export const CreateCallBody = Type.Object({
  direction: Type.Optional(Type.String()),
  contactName: Str(PHONESHEET_LIMITS.nameMax),
  contactCompany: Str(PHONESHEET_LIMITS.nameMax),
  phone: Str(PHONESHEET_LIMITS.phoneMax),
  extension: Str(PHONESHEET_LIMITS.extensionMax),
  deskUserId: Str(64),
  statusId: Str(64),
  priority: Type.Optional(Type.String()),
  notes: Str(PHONESHEET_LIMITS.notesMax),
  occurredAt: Str(64),
  followUpAt: Str(64),
});
export type CreateCallBody = Static<typeof CreateCallBody>;

export const UpdateCallBody = Type.Object({
  ...CreateCallBody.properties,
  version: Type.Optional(Type.Integer()),
});
export type UpdateCallBody = Static<typeof UpdateCallBody>;

export const DuplicateHint = Type.Object({
  id: Type.String(),
  contactName: Type.String(),
  occurredAt: Type.String(),
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

export const SheetQuery = Type.Object({
  /** Start and end of the viewer's local day, ISO instants. */
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  desk: Type.Optional(Type.String()),
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
  q: Type.Optional(Type.String({ maxLength: 200 })),
  direction: Type.Optional(Type.String()),
  statusId: Type.Optional(Type.String()),
  priority: Type.Optional(Type.String()),
  deskUserId: Type.Optional(Type.String()),
  loggedBy: Type.Optional(Type.String()),
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  sort: Type.Optional(Type.String()),
  order: Type.Optional(Type.String()),
  page: Type.Optional(Type.String()),
  pageSize: Type.Optional(Type.String()),
  ticket: Type.Optional(Type.String({ maxLength: 200 })),
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

export const StatusBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  color: Type.Optional(Type.String({ maxLength: 20 })),
  open: Type.Optional(Type.Boolean()),
  order: Type.Optional(Type.Integer()),
  retired: Type.Optional(Type.Boolean()),
});
export type StatusBody = Static<typeof StatusBody>;

export const UserRole = Type.Union([Type.Literal('admin'), Type.Literal('user')]);
export type UserRole = Static<typeof UserRole>;

export const CompanyUser = Type.Object({
  _id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  role: UserRole,
  userType: Type.String(),
  /** active | pending (e-mail not verified) | deactivated */
  status: Type.String(),
  lastSignInAt: Nullable(Type.String()),
  /** Desks this user may cover (log calls on besides their own). */
  covers: Type.Array(Type.String()),
});
export type CompanyUser = Static<typeof CompanyUser>;

export const UpdateUserBody = Type.Object({
  role: Type.Optional(Type.String()),
  deactivated: Type.Optional(Type.Boolean()),
  covers: Type.Optional(Type.Array(Type.String(), { maxItems: 200 })),
});
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const InviteBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  role: Type.Optional(Type.String()),
});
export type InviteBody = Static<typeof InviteBody>;

export const Invitation = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: UserRole,
  expiresAt: Type.String(),
  acceptedAt: Nullable(Type.String()),
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

export const ImportReply = Type.Object({
  msg: Type.String(),
  data: Type.Object({
    imported: Type.Integer(),
    dryRun: Type.Boolean(),
    preview: Type.Array(Type.Record(Type.String(), Type.String())),
  }),
});
export type ImportReply = Static<typeof ImportReply>;

export const ImportStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('checking'),
  Type.Literal('storing'),
  Type.Literal('done'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);
/** A CSV import job (GET /calls/import/:id): the client's progress bar follows it. */
export const ImportJob = Type.Object({
  id: Type.String(),
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
  createdAt: Type.String(),
  updatedAt: Type.String(),
  finishedAt: Nullable(Type.String()),
});
export type ImportJob = Static<typeof ImportJob>;

/** A row problem of a CSV import: line number (header is line 1) and texts. */
export interface ImportRowError {
  line: number;
  errors: string[];
}

/** Server-sent events on GET /api/v1/events. */
export type PhonesheetEvent =
  | { type: 'call.created' | 'call.updated' | 'call.deleted' | 'call.restored'; call: Call; by: string }
  | { type: 'statuses.changed'; by: string }
  | { type: 'calls.imported'; count: number; by: string };
