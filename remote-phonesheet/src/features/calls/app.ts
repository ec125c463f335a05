import type { PhonesheetFeature } from '../../kit/phonesheet-feature';
import { SHEET_KEY } from '../../kit/store/sheet-state';
import { phonesheetReducer } from './store/calls-slice';
import { phonesheetSaga } from './store/calls-saga';
import { messages } from './i18n';

/**
 * The sheet's calls: their state (the company's statuses, users and plan with it, which other
 * features read through kit/store/sheet-state.ts), the live channel, the offline queue. Its page
 * (pages/PhoneSheetPage) draws parts of the statuses and reminders features too, so the shell
 * routes it with them (src/exposes/PhoneSheetRoute.tsx).
 */
export const callsApp: PhonesheetFeature = {
  id: 'calls',
  reducers: { [SHEET_KEY]: phonesheetReducer },
  saga: phonesheetSaga,
  messages,
};
