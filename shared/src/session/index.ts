export { sessionActions, sessionReducer, initialSessionState } from './session-slice';
export type { SessionState, SessionStatus, Credentials } from './session-slice';
export { sessionSaga, fetchProfile, clearSession, SUBSCRIPTION_PATH, PUBLIC_HOME_PATH } from './session-saga';
export * from './selectors';
export { roleOf } from './user';
export type { User } from './user';
