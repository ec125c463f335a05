import { lazy } from 'react';
import type { PhonesheetFeature } from '../../kit/phonesheet-feature';
import { PHONESHEET_PATHS } from '../../route-paths';
import { historyReducer } from './store/history-slice';
import { historySaga } from './store/history-saga';
import { messages } from './i18n';

const HistoryPage = lazy(() => import('./pages/HistoryPage'));

/** The company's calls searched over the plan's window, their CSV export and the import. */
export const historyApp: PhonesheetFeature = {
  id: 'history',
  routes: [{ path: PHONESHEET_PATHS.history, Component: HistoryPage, access: { role: 'user' } }],
  reducers: { phonesheetHistory: historyReducer },
  saga: historySaga,
  messages,
};
