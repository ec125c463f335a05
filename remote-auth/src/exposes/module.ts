import { ConfigProvider, theme } from 'antd';
import { createAntdFrame } from '@phonesheet/shared/ui';
import type { RemoteModule } from '@phonesheet/shared';
import { authReducer } from '../store/auth-reducer';
import { authSaga } from '../store/auth-saga';
import { AUTH_KEY } from '../kit/auth-state';
import { AUTH_FEATURES, AUTH_MESSAGES } from '../auth-features';

const authModule: RemoteModule = {
  Frame: createAntdFrame({ ConfigProvider, theme }),
  name: 'auth',
  routes: AUTH_FEATURES.flatMap((feature) => feature.routes ?? []),
  reducers: { [AUTH_KEY]: authReducer },
  saga: authSaga,
  messages: AUTH_MESSAGES,
  slots: Object.assign({}, ...AUTH_FEATURES.map((feature) => feature.slots ?? {})),
};

export default authModule;
export { IdleLock } from '../features/lock-screen/app';
