import type { PhonesheetFeature } from './kit/phonesheet-feature';
import { callsApp } from './features/calls/app';
import { historyApp } from './features/history/app';
import { usersApp } from './features/users/app';
import { reportsApp } from './features/reports/app';
import { statusesApp } from './features/statuses/app';
import { remindersApp } from './features/reminders/app';
import { digestApp } from './features/digest/app';

/** Every feature of the phone-sheet remote. */
export const PHONESHEET_FEATURES: PhonesheetFeature[] = [
  callsApp,
  historyApp,
  usersApp,
  reportsApp,
  statusesApp,
  remindersApp,
  digestApp,
];
