import type { RemoteModule } from '@phonesheet/shared';
import { authReducer } from '../store/auth-reducer';
import { authSaga } from '../store/auth-saga';
import { AUTH_KEY } from '../kit/auth-state';
import { AUTH_FEATURES, AUTH_MESSAGES, loadAuthMessages } from '../auth-features';

// No Frame: each screen draws inside the providers of its antd. The public ones bring theirs
// (kit/layout/AuthLayout.tsx draws without antd; a public screen with an antd form wraps it in
// PublicAntdFrame); the signed-in ones use the shared antd, configured by the host's
// shell (My Account) or by their own SharedAntdFrame (the lock screen, drawn over the shell).
const authModule: RemoteModule = {
  name: 'auth',
  routes: AUTH_FEATURES.flatMap((feature) => feature.routes ?? []),
  reducers: { [AUTH_KEY]: authReducer },
  saga: authSaga,
  messages: AUTH_MESSAGES,
  loadMessages: loadAuthMessages,
  slots: Object.assign({}, ...AUTH_FEATURES.map((feature) => feature.slots ?? {})),
};

export default authModule;
export { IdleLock } from '../features/lock-screen/app';
