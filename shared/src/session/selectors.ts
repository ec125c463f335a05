import type { Role } from '../module-contract/types';
import type { SessionState } from './session-slice';
import { roleOf, type User } from './user';

type WithSession = { session: SessionState };

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectUser = (state: WithSession): User | null => state.session.user;
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectIsAuthenticated = (state: WithSession): boolean =>
  state.session.status === 'authenticated';
export const selectRole = (state: WithSession): Role => roleOf(state.session.user);
export const selectIsSubscribed = (state: WithSession): boolean => state.session.subscribed;

export const selectFullName = (state: WithSession): string => {
  const user = state.session.user;
  if (!user) return '';
  return user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ');
};
