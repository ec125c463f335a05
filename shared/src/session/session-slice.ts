import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

// Commands the session saga handles; they leave the state as it is.
const commands = {
  start: createAction('session/start'),
  logout: createAction('session/logout'),
  profileRequested: createAction('session/profileRequested'),
  unauthorized: createAction('session/unauthorized'),
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Command (the saga signs in); the form shows a spinner meanwhile. */
    login(state, _action: PayloadAction<Credentials>) {
      state.loginPending = true;
      state.loginError = null;
    },
    /** A new token (profile save); the saga stores it. */
    tokenReplaced(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** Events (put by the saga). */
    tokenAttached(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    profileLoaded(state, { payload: user }: PayloadAction<User>) {
      state.status = 'authenticated';
      state.user = user;
      state.subscribed = Boolean(user.subscribed);
      state.loginPending = false;
    },
    loginFailed: (_state, action: PayloadAction<string>) => ({
      ...initialSessionState,
      status: 'anonymous' as const,
      loginError: action.payload,
    }),
    cleared: () => ({ ...initialSessionState, status: 'anonymous' as const }),
  },
});

export const sessionActions = { ...commands, ...sessionSlice.actions };

export const sessionReducer = sessionSlice.reducer;
