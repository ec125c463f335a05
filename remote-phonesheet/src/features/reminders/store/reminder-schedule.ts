import type { DueReminder } from '@phonesheet/shared';
import type { Call } from '@phonesheet/shared/contracts';

// When each follow-up reminds, as pure functions (unit-tested): the saga only asks them.

/** "Snooze 15 min". */
export const SNOOZE_MS = 15 * 60 * 1000;
/** The follow-ups loaded ahead of time; the list is read again well before this runs out. */
export const LOOKAHEAD_MS = 24 * 60 * 60 * 1000;
export const REFRESH_MS = 30 * 60 * 1000;
/** The longest the timer sleeps (a laptop waking from sleep catches up within this). */
export const MAX_SLEEP_MS = 60 * 1000;

/** Snoozes of this user, by call: valid only for the follow-up time they were made for. */
export type Snoozes = Record<string, { followUpAt: string; until: number }>;

/** When a call with a follow-up reminds: its follow-up time, or later when snoozed for that time. */
export function remindAt(call: Pick<Call, 'id' | 'followUpAt'>, snoozes: Snoozes): number | null {
  if (!call.followUpAt) return null;
  const at = Date.parse(call.followUpAt);
  const snooze = snoozes[call.id];
  return snooze && snooze.followUpAt === call.followUpAt ? Math.max(at, snooze.until) : at;
}

/** Follow-ups that remind at or before `now`, oldest first. */
export function dueAt(list: Call[], snoozes: Snoozes, now: number): Call[] {
  return list
    .filter((call) => {
      const at = remindAt(call, snoozes);
      return at !== null && at <= now;
    })
    .sort((a, b) => (remindAt(a, snoozes) ?? 0) - (remindAt(b, snoozes) ?? 0));
}

/** The next instant something reminds after `now`, or null when nothing is waiting. */
export function nextReminder(list: Call[], snoozes: Snoozes, now: number): number | null {
  let next: number | null = null;
  for (const call of list) {
    const at = remindAt(call, snoozes);
    if (at !== null && at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/** Milliseconds the timer sleeps before it looks again. */
export function sleepFor(list: Call[], snoozes: Snoozes, now: number): number {
  const next = nextReminder(list, snoozes, now);
  return next === null ? MAX_SLEEP_MS : Math.max(0, Math.min(MAX_SLEEP_MS, next - now));
}

/** Whose follow-ups this tab reminds of: the sheet's desk, or the user's own and covered desks. */
export function deskScope(desk: string | null, me: string | undefined, covers: string[]): string[] {
  if (desk && desk !== 'mine') return [desk];
  return me ? [me, ...covers] : covers;
}

/**
 * A call as a live event or a save shows it now: put in the list (a follow-up in scope, within
 * the look-ahead), moved (its time changed), or taken out (done, deleted, another desk).
 */
export function placeFollowUp(list: Call[], call: Call, scope: string[], until: number): Call[] {
  const rest = list.filter((c) => c.id !== call.id);
  const keep =
    !call.deletedAt &&
    call.followUpAt !== null &&
    Date.parse(call.followUpAt) <= until &&
    scope.includes(call.deskUserId);
  if (!keep) return rest.length === list.length ? list : rest;
  return [...rest, call].sort(
    (a, b) =>
      Date.parse(a.followUpAt as string) - Date.parse(b.followUpAt as string) || a.id.localeCompare(b.id),
  );
}

/** Drops snoozes whose follow-up is gone or has moved (they no longer mean anything). */
export function pruneSnoozes(list: Call[], snoozes: Snoozes): Snoozes {
  const byId = new Map(list.map((c) => [c.id, c.followUpAt]));
  return Object.fromEntries(Object.entries(snoozes).filter(([id, s]) => byId.get(id) === s.followUpAt));
}

export const telOf = (call: Pick<Call, 'phoneE164' | 'extension'>) =>
  `tel:${call.phoneE164}${call.extension ? `;ext=${call.extension}` : ''}`;

export const toDueReminder = (call: Call): DueReminder => ({
  callId: call.id,
  contactName: call.contactName,
  contactCompany: call.contactCompany,
  phoneDisplay: call.phoneDisplay,
  tel: telOf(call),
  followUpAt: call.followUpAt as string,
});
