import { ConfigProvider, theme } from 'antd';
import { lazy } from 'react';
import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createAntdFrame } from '@phonesheet/shared/ui';
import type { RemoteModule } from '@phonesheet/shared';
import { loadMessages, messages } from '../i18n';
import { PHONESHEET_FEATURES } from '../phonesheet-features';
import { PHONESHEET_PATHS } from '../route-paths';
import { NAVIGATION } from '../navigation';

// The sheet, whose page (the calls feature's) draws parts of other features: composed here
// (PhoneSheetRoute); each other feature routes its own pages.
const PhoneSheetRoute = lazy(() => import('./PhoneSheetRoute'));

function* rootSaga(): SagaIterator {
  yield all(PHONESHEET_FEATURES.flatMap((feature) => (feature.saga ? [fork(feature.saga)] : [])));
}

const remoteModule: RemoteModule = {
  Frame: createAntdFrame({ ConfigProvider, theme }),
  name: 'phonesheet',
  routes: [
    { path: PHONESHEET_PATHS.phoneSheet, Component: PhoneSheetRoute, access: { role: 'user' } },
    ...PHONESHEET_FEATURES.flatMap((feature) => feature.routes ?? []),
  ],
  navigation: NAVIGATION,
  reducers: Object.assign({}, ...PHONESHEET_FEATURES.map((feature) => feature.reducers ?? {})),
  slots: Object.assign({}, ...PHONESHEET_FEATURES.map((feature) => feature.slots ?? {})),
  saga: rootSaga,
  messages,
  loadMessages,
};

export default remoteModule;
