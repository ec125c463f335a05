import { createAction, createReducer } from '../store/action-helpers';
import type { User } from './user';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: User | null;
  subscribed: boolean;
  /** A sign-in is under way (the form disables its button). */
  loginPending: boolean;
  /** The message of the last failed sign-in, cleared by the next attempt. */
  loginError: string | null;
}

export const initialSessionState: SessionState = {
  status: 'loading',
  token: null,
  user: null,
  subscribed: false,
  loginPending: false,
  loginError: null,
};

export interface Credentials {
  email: string;
  password: string;
}

export const sessionActions = {
  /** Commands (handled by the session saga). */
  start: createAction('session/start'),
  login: createAction<Credentials>('session/login'),
  logout: createAction('session/logout'),
  tokenReplaced: createAction<string>('session/tokenReplaced'),
  profileRequested: createAction('session/profileRequested'),
  unauthorized: createAction('session/unauthorized'),
  /** Events (put by the saga). */
  tokenAttached: createAction<string>('session/tokenAttached'),
  profileLoaded: createAction<User>('session/profileLoaded'),
  loginFailed: createAction<string>('session/loginFailed'),
  cleared: createAction('session/cleared'),
};

export const sessionReducer = createReducer<SessionState>(initialSessionState, (on) => [
  on(sessionActions.login, (state) => ({ ...state, loginPending: true, loginError: null })),
  on(sessionActions.tokenAttached, (state, token) => ({ ...state, token })),
  on(sessionActions.tokenReplaced, (state, token) => ({ ...state, token })),
  on(sessionActions.profileLoaded, (state, user) => ({
    ...state,
    status: 'authenticated',
    user,
    subscribed: Boolean(user.subscribed),
    loginPending: false,
  })),
  on(sessionActions.loginFailed, (state, message) => ({
    ...initialSessionState,
    status: 'anonymous',
    loginError: message,
  })),
  on(sessionActions.cleared, () => ({ ...initialSessionState, status: 'anonymous' })),
]);
