import type { PhonesheetFeature } from '../../kit/phonesheet-feature';
import { statusesEditorReducer } from './store/statuses-slice';
import { statusesSaga } from './store/statuses-saga';
import { messages } from './i18n';

/** The company's statuses and their editor (a drawer of the sheet). */
export const statusesApp: PhonesheetFeature = {
  id: 'statuses',
  reducers: { phonesheetStatuses: statusesEditorReducer },
  saga: statusesSaga,
  messages,
};
