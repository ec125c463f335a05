import { Type } from '@sinclair/typebox';
import { StringEnum, X_MESSAGE } from './schema-kit';
import { PHONESHEET_TEXTS, PRIORITIES } from './phonesheet-values';

// Field schemas several phone-sheet resources share. Not part of the package's exports
// (phonesheet.ts re-exports the resources, not this).

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

/** A direction as a request may send it (see DIRECTION_ALIASES). */
export const DirectionInput = StringEnum(['in', 'out', 'incoming', 'outgoing'] as const, {
  description: '`in` or `out`; `incoming` and `outgoing` are accepted as aliases',
  [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.direction'],
});
export const PriorityInput = StringEnum(PRIORITIES, {
  [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.priority'],
});
