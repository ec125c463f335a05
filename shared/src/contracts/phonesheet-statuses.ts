import { Type, type Static } from '@sinclair/typebox';
import { BoundedInteger, Uuid, X_MESSAGE } from './schema-kit';
import { PHONESHEET_LIMITS, PHONESHEET_TEXTS } from './phonesheet-values';
import { Nullable } from './phonesheet-fields';

// The company's call statuses, and what an admin sends to add or change one.

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
