import type { Call, CallStatus, Priority } from '@phonesheet/shared/contracts';

export interface SheetView {
  from: string;
  to: string;
  /** null = every desk of the company. */
  desk: string | null;
  rolledOver: Call[];
  today: Call[];
}

const RANK: Record<Priority, number> = { asap: 0, today: 1, whenever: 2 };

/** Rolled-over calls: priority first, then the oldest (most owed) first — as the API sorts. */
export const byPriorityThenAge = (a: Call, b: Call) =>
  RANK[a.priority] - RANK[b.priority] || a.occurredAt.localeCompare(b.occurredAt);
export const newestFirst = (a: Call, b: Call) => b.occurredAt.localeCompare(a.occurredAt);

/**
 * Puts a call where the sheet would show it after a reload: today's part, the rolled-over
 * part (open calls of earlier days) or nowhere (deleted, closed and old, another desk or day).
 */
export function placeCall(view: SheetView, call: Call, statuses: CallStatus[]): SheetView {
  const rolledOver = view.rolledOver.filter((c) => c.id !== call.id);
  const today = view.today.filter((c) => c.id !== call.id);
  const onDesk = view.desk === null || call.deskUserId === view.desk;
  if (!call.deletedAt && onDesk) {
    if (call.occurredAt >= view.from && call.occurredAt < view.to) {
      today.push(call);
      today.sort(newestFirst);
    } else if (call.occurredAt < view.from && statuses.find((s) => s.id === call.statusId)?.open) {
      rolledOver.push(call);
      rolledOver.sort(byPriorityThenAge);
    }
  }
  return { ...view, rolledOver, today };
}

/** The local day around `date` as ISO instants (the API works in instants, the user in days). */
export function localDay(date: Date): { from: string; to: string } {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const end = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}
