import type { Call, Priority } from './phonesheet';

// Where a call belongs on a day's sheet, and in what order: one rule for the API's query and
// cache and for the browser that applies live events to the sheet it shows.

/** Rolled-over calls sort by this rank (then oldest first). */
export const PRIORITY_RANK: Record<Priority, number> = { asap: 0, today: 1, whenever: 2 };

/**
 * The part of the sheet of [from, to) (ms since the epoch) a call belongs in: the day's calls,
 * the open calls of earlier days rolled over, or none (deleted, closed and old, later days).
 */
export function sheetPart(
  call: Pick<Call, 'occurredAt' | 'deletedAt' | 'statusId'>,
  from: number,
  to: number,
  isOpen: (statusId: string) => boolean,
): 'today' | 'rolledOver' | null {
  if (call.deletedAt) return null;
  const at = Date.parse(call.occurredAt);
  if (at >= from && at < to) return 'today';
  return at < from && isOpen(call.statusId) ? 'rolledOver' : null;
}
