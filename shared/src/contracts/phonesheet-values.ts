// The phone-sheet contract's plain values (limits, texts, priorities, session-end reasons),
// apart from its schemas (phonesheet.ts): a page that needs a value downloads no TypeBox.

export const PHONESHEET_LIMITS = {
  notesMax: 5000,
  /**
   * The characters of a note the sheet sends (GET /calls/sheet): a longer one is cut there and
   * marked `notesCut`, and the row fetches it whole when it is hovered, focused or edited. This
   * bounds the sheet's answer (at most 11,000 calls) whatever the notes hold.
   */
  sheetNotesPreview: 300,
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
  'phonesheet.validation.direction': 'Direction must be one of in, out, incoming, outgoing',
  'phonesheet.validation.priority': 'Priority must be one of asap, today, whenever',
  'phonesheet.validation.sort':
    'Sort must be one of occurredAt, contactName, contactCompany, priority, direction, status, desk',
  'phonesheet.validation.order': 'Order must be one of asc, desc',
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
  'phonesheet.validation.digestTime': 'The digest time must be a time of day like 08:00',
  'phonesheet.validation.timeZone': 'Unknown time zone',
  'phonesheet.validation.followUpsUntil': 'The end of the follow-ups is not a valid date within 7 days',
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
  lastStatus: 'The last status offered for calls can not be retired; add another one first',
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
  cannotChange: 'You may not change calls on this desk',
  idempotencyPending: 'A request with this Idempotency-Key is still being processed; try again',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 characters',
  userHasCalls: 'This user has calls on the sheet; deactivate them instead',
  badLastEventId: 'Last-Event-ID must be the id of an event the stream sent (a whole number)',
} as const;

export const PRIORITIES = ['asap', 'today', 'whenever'] as const;

/**
 * Why the server ended a session, as its open event streams hear it (`stream.closed`): the
 * session is over on every instance, so the client signs in again rather than reconnect.
 */
export const SESSION_END_REASONS = [
  'logout',
  'password-changed',
  'password-reset',
  'deactivated',
  'deleted',
  'role-changed',
  // An old refresh token came back: someone else may hold the session's cookie (docs/security.md).
  'token-reused',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const isSessionEndReason = (reason: string): reason is SessionEndReason =>
  (SESSION_END_REASONS as readonly string[]).includes(reason);
