import { lazy } from 'react';
import type { PhonesheetFeature } from '../../kit/phonesheet-feature';
import { PHONESHEET_PATHS } from '../../route-paths';
import { usersReducer } from './store/users-slice';
import { usersSaga } from './store/users-saga';
import { messages } from './i18n';

const UsersPage = lazy(() => import('./pages/UsersPage'));
const AcceptInvitationPage = lazy(() => import('./pages/AcceptInvitationPage'));

/** The company's users, their invitations, and the invitation's acceptance. */
export const usersApp: PhonesheetFeature = {
  id: 'users',
  routes: [
    { path: PHONESHEET_PATHS.users, Component: UsersPage, access: { role: 'user' } },
    // The e-mailed invitation link: anyone may open it (the invitee has no account yet).
    { path: PHONESHEET_PATHS.invitation, Component: AcceptInvitationPage, access: 'public' },
  ],
  reducers: { phonesheetUsers: usersReducer },
  saga: usersSaga,
  messages,
};
