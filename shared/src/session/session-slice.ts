import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from './user';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  /** The short-lived access token: in memory only, never in web storage (docs/security.md). */
  token: string | null;
  /** When `token` expires (epoch ms, this browser's clock); null when unknown. */
  tokenExpiresAt: number | null;
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
  tokenExpiresAt: null,
  user: null,
  subscribed: false,
  loginPending: false,
  loginError: null,
};

export interface Credentials {
  email: string;
  password: string;
}

interface AccessToken {
  token: string;
  expiresAt: number | null;
}

/** `expiresIn`: seconds, as the API answers it (none: unknown, renewed on its first 401). */
function accessToken(token: string, expiresIn?: number) {
  return { payload: { token, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null } };
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
    /** A new token (profile save answers one, with a new refresh cookie). */
    tokenReplaced: {
      reducer(state, action: PayloadAction<AccessToken>) {
        state.token = action.payload.token;
        state.tokenExpiresAt = action.payload.expiresAt;
      },
      prepare: accessToken,
    },
    /** Events (put by the saga, or by a refresh of the API client). */
    tokenAttached: {
      reducer(state, action: PayloadAction<AccessToken>) {
        state.token = action.payload.token;
        state.tokenExpiresAt = action.payload.expiresAt;
      },
      prepare: accessToken,
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
