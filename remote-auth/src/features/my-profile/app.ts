import { lazy } from 'react';
import { signedIn, type AuthFeature } from '../../kit/auth-feature';
import { AUTH_PATHS } from '../../route-paths';
import { myProfileSaga } from './store/my-profile-saga';
import { MY_PROFILE_PART, myProfileReducer } from './store/my-profile-slice';
import { messages } from './i18n';

/** My Account: the user's names, password, and the billing remote's subscription tab (a slot). */
export const myProfileApp: AuthFeature = {
  id: 'my-profile',
  routes: [
    {
      path: AUTH_PATHS.myProfile,
      Component: lazy(() => import('./pages/MyProfilePage')),
      access: signedIn,
    },
  ],
  reducers: { [MY_PROFILE_PART]: myProfileReducer },
  saga: myProfileSaga,
  messages,
};
