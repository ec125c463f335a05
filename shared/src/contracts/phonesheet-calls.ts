import { Type, type Static } from '@sinclair/typebox';
import { BoundedInteger, Instant, INT32_MAX, StringEnum, Uuid, X_MESSAGE } from './schema-kit';
import { PHONESHEET_LIMITS, PHONESHEET_TEXTS, PRIORITIES } from './phonesheet-values';
import { DirectionInput, Nullable, PriorityInput } from './phonesheet-fields';

// A call on the sheet: what the API answers, what a client sends to log or change one, and the
// contacts the form suggests.

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
export const Priority = StringEnum(PRIORITIES);
export type Priority = Static<typeof Priority>;

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
