import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import { sessionActions, type User } from '../session';
import { createAppStore, injectReducer, injectSaga } from '../store';
import type { AppStore } from '../store/root-state';
import { sampleUser } from './mock-fetch';

export interface TestStoreOptions {
  reducers?: Record<string, Reducer>;
  sagas?: Record<string, Saga>;
  /** Signs in as sampleUser(user), with the access token `token`; without it the session stays as a fresh store has it. */
  user?: Partial<User>;
  /** The access token in memory (default 'test-token' when signed in). */
  token?: string;
}

/** The real app store with a package's slices and sagas injected before the session is set, so they see it. */
export function createTestStore({ reducers = {}, sagas = {}, user, token }: TestStoreOptions = {}): AppStore {
  const store = createAppStore();
  Object.entries(reducers).forEach(([key, reducer]) => injectReducer(key, reducer));
  Object.entries(sagas).forEach(([key, saga]) => injectSaga(key, saga));
  const accessToken = token ?? (user ? 'test-token' : undefined);
  if (accessToken) store.dispatch(sessionActions.tokenAttached(accessToken, 900));
  if (user) store.dispatch(sessionActions.profileLoaded(sampleUser(user)));
  return store;
}
