import type { RootState } from './root-state';

/**
 * A follow-up whose time has come, as the phone sheet's reminders keep it in the store
 * (docs/phone-sheet.md, "Follow-up reminders"). The shell's notification drawer lists these
 * without importing the phone-sheet remote.
 */
export interface DueReminder {
  callId: string;
  contactName: string;
  contactCompany: string;
  phoneDisplay: string;
  /** `tel:` URI with the extension (RFC 3966). */
  tel: string;
  /** ISO instant of the follow-up. */
  followUpAt: string;
}

/** The slice the phone-sheet remote injects; absent until that remote is loaded. */
export const DUE_REMINDERS_SLICE = 'phonesheetReminders';

const NONE: DueReminder[] = [];

export const selectDueReminders = (state: RootState): DueReminder[] =>
  (state as unknown as Record<string, { due?: DueReminder[] } | undefined>)[DUE_REMINDERS_SLICE]?.due ?? NONE;
