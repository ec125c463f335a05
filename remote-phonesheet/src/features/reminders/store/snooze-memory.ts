import type { Snoozes } from './reminder-schedule';

// Snoozes are this user's own (another assistant may take the call meanwhile), kept per user
// in this browser so a reload does not bring a snoozed reminder back early.
const key = (userId: string) => `phonesheet.reminderSnoozes.${userId}`;

export function readSnoozes(userId: string | undefined): Snoozes {
  if (!userId) return {};
  try {
    const parsed = JSON.parse(localStorage.getItem(key(userId)) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Snoozes) : {};
  } catch {
    return {};
  }
}

export function writeSnoozes(userId: string | undefined, snoozes: Snoozes): void {
  if (!userId) return;
  try {
    if (Object.keys(snoozes).length) localStorage.setItem(key(userId), JSON.stringify(snoozes));
    else localStorage.removeItem(key(userId));
  } catch {
    // Private mode or a full quota: the snooze lasts until the page reloads.
  }
}
