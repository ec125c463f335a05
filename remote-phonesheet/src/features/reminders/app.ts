import type { PhonesheetFeature } from '../../kit/phonesheet-feature';
import { remindersReducer } from './store/reminders-slice';
import { remindersSaga } from './store/reminders-saga';
import { messages } from './i18n';

/** The follow-ups of the sheet's calls and their notices. */
export const remindersApp: PhonesheetFeature = {
  id: 'reminders',
  // DUE_REMINDERS_SLICE: the shell's notification drawer reads its `due` list.
  reducers: { phonesheetReminders: remindersReducer },
  saga: remindersSaga,
  messages,
};
