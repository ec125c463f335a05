import { lazy } from 'react';
import type { AuthFeature } from '../../kit/auth-feature';
import { AUTH_PATHS } from '../../route-paths';
import { verifyAccountSaga } from './store/verify-account-saga';
import { VERIFY_ACCOUNT_PART, verifyAccountReducer } from './store/verify-account-slice';
import { messages } from './i18n';

/** An invited user's account, verified from the e-mailed link. */
export const verifyAccountApp: AuthFeature = {
  id: 'verify-account',
  routes: [
    {
      path: AUTH_PATHS.verifyAccount,
      Component: lazy(() => import('./pages/VerifyAccountPage')),
      access: 'public',
    },
  ],
  reducers: { [VERIFY_ACCOUNT_PART]: verifyAccountReducer },
  saga: verifyAccountSaga,
  messages,
};
