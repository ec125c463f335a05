import { PRIORITY_RANK, sheetPart, type Call, type CallStatus } from '@phonesheet/shared/contracts';

export interface SheetView {
  from: string;
  to: string;
  /** null = every desk of the company; `mine` = the desks in `mine`. */
  desk: string | null;
  /** With desk `mine`: the user's own desk and the desks they cover now (docs/phone-sheet.md). */
  mine?: string[];
  rolledOver: Call[];
  today: Call[];
}

/** The desk switcher's "Mine": the user's desk and the desks they cover now. */
export const MINE = 'mine';

/** The desks "Mine" stands for: the user's own and those the users list says they cover now. */
export const mineOf = (me: string, users: Array<{ _id: string; covers: string[] }>): string[] => [
  me,
  ...(users.find((u) => u._id === me)?.covers ?? []),
];

/**
 * Whether the signed-in user may log and change calls on a desk: the desk rule
 * (api/src/access/desk-rule.ts, which answers 403 otherwise) as the sheet reads it: an admin on
 * every desk, anyone else on their desks now (`mineOf`: their own and those the users list says
 * they cover, a covering window that holds). The sheet offers editing only where this holds.
 */
export const deskAccess = (
  me: string | undefined,
  admin: boolean,
  users: Array<{ _id: string; covers: string[] }>,
): ((desk: string) => boolean) => {
  if (admin) return () => true;
  const mine = new Set(me ? mineOf(me, users) : []);
  return (desk) => mine.has(desk);
};

/** Rolled-over calls: priority first, then the oldest (most owed) first — as the API sorts. */
export const byPriorityThenAge = (a: Call, b: Call) =>
  PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.occurredAt.localeCompare(b.occurredAt);
export const newestFirst = (a: Call, b: Call) => b.occurredAt.localeCompare(a.occurredAt);

/**
 * Puts a call where the sheet would show it after a reload: today's part, the rolled-over
 * part (open calls of earlier days) or nowhere (deleted, closed and old, another desk or day).
 */
export function placeCall(view: SheetView, call: Call, statuses: CallStatus[]): SheetView {
  const rolledOver = view.rolledOver.filter((c) => c.id !== call.id);
  const today = view.today.filter((c) => c.id !== call.id);
  const onDesk =
    view.desk === null ||
    (view.desk === MINE ? !!view.mine?.includes(call.deskUserId) : call.deskUserId === view.desk);
  const isOpen = (id: string) => !!statuses.find((s) => s.id === id)?.open;
  const part = onDesk ? sheetPart(call, Date.parse(view.from), Date.parse(view.to), isOpen) : null;
  if (part === 'today') {
    today.push(call);
    today.sort(newestFirst);
  } else if (part === 'rolledOver') {
    rolledOver.push(call);
    rolledOver.sort(byPriorityThenAge);
  }
  return { ...view, rolledOver, today };
}

/** The local day around `date` as ISO instants (the API works in instants, the user in days). */
export function localDay(date: Date): { from: string; to: string } {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const end = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}
