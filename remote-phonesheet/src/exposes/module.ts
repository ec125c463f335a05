import { ConfigProvider, theme } from 'antd';
import { lazy } from 'react';
import { all, fork } from 'redux-saga/effects';
import { createAntdFrame } from '@phonesheet/shared/ui';
import type { RemoteModule } from '@phonesheet/shared';
import { loadMessages, messages } from '../i18n';
import { phonesheetReducer } from '../kit/store/phonesheet-slice';
import { phonesheetSaga } from '../features/calls/store/calls-saga';
import { historyReducer } from '../features/history/store/history-slice';
import { historySaga } from '../features/history/store/history-saga';
import { usersReducer } from '../features/users/store/users-slice';
import { usersSaga } from '../features/users/store/users-saga';
import { statusesEditorReducer } from '../features/statuses/store/statuses-slice';
import { statusesSaga } from '../features/statuses/store/statuses-saga';
import { remindersReducer } from '../features/reminders/store/reminders-slice';
import { remindersSaga } from '../features/reminders/store/reminders-saga';
import { digestReducer } from '../features/digest/store/digest-slice';
import { digestSaga } from '../features/digest/store/digest-saga';
import { DigestSettingsTab } from '../features/digest/components/DigestSettingsTab';
import { PHONESHEET_PATHS } from '../route-paths';
import { NAVIGATION } from '../navigation';

const PhoneSheetPage = lazy(() => import('../pages/PhoneSheetPage'));
const HistoryPage = lazy(() => import('../pages/HistoryPage'));
const UsersPage = lazy(() => import('../pages/UsersPage'));
// Its charts (recharts) and texts come with this chunk alone, never with the sheet's.
const ReportsPage = lazy(() => import('../pages/ReportsPage'));
const AcceptInvitationPage = lazy(() => import('../pages/AcceptInvitationPage'));

function* rootSaga() {
  yield all([
    fork(phonesheetSaga),
    fork(historySaga),
    fork(usersSaga),
    fork(statusesSaga),
    fork(remindersSaga),
    fork(digestSaga),
  ]);
}

const remoteModule: RemoteModule = {
  Frame: createAntdFrame({ ConfigProvider, theme }),
  name: 'phonesheet',
  routes: [
    { path: PHONESHEET_PATHS.phoneSheet, Component: PhoneSheetPage, access: { role: 'user' } },
    { path: PHONESHEET_PATHS.history, Component: HistoryPage, access: { role: 'user' } },
    { path: PHONESHEET_PATHS.users, Component: UsersPage, access: { role: 'user' } },
    { path: PHONESHEET_PATHS.reports, Component: ReportsPage, access: { role: 'user' } },
    // The e-mailed invitation link: anyone may open it (the invitee has no account yet).
    { path: PHONESHEET_PATHS.invitation, Component: AcceptInvitationPage, access: 'public' },
  ],
  navigation: NAVIGATION,
  reducers: {
    phonesheet: phonesheetReducer,
    phonesheetHistory: historyReducer,
    phonesheetUsers: usersReducer,
    phonesheetStatuses: statusesEditorReducer,
    // DUE_REMINDERS_SLICE: the shell's notification drawer reads its `due` list.
    phonesheetReminders: remindersReducer,
    phonesheetDigest: digestReducer,
  },
  // My Account shows the morning digest's settings (remote-auth renders the slot).
  slots: { 'myProfile.digestTab': DigestSettingsTab },
  saga: rootSaga,
  messages,
  loadMessages,
};

export default remoteModule;
