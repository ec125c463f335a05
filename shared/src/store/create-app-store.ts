import { combineSlices, configureStore, Tuple } from '@reduxjs/toolkit';
import type { Reducer } from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { bindAccessToken } from '../api/access-token';
import { sessionSaga } from '../session/session-saga';
import { sessionActions, sessionReducer } from '../session/session-slice';
import { settingsSaga } from '../settings/settings-saga';
import { createSettingsReducer } from '../settings/settings-slice';
import { loadSettings } from '../settings/settings-storage';
import { uiReducer } from '../ui/ui-slice';
import type { AppStore, RootState } from './root-state';

let appStore: AppStore | null = null;
// Injections that arrive before the store exists are applied when it is created.
const pendingReducers = new Map<string, Reducer>();
const pendingSagas = new Map<string, Saga>();

const CORE_SAGAS: Record<string, Saga> = { session: sessionSaga, settings: settingsSaga };

/** Creates the one store (session, settings and ui running) and remembers it as the singleton. */
export function createAppStore(): AppStore {
  appStore?.close();
  // Injected slices join this root reducer; the core three are always there.
  const rootReducer = combineSlices({
    session: sessionReducer,
    settings: createSettingsReducer(loadSettings()),
    ui: uiReducer,
  });
  const injected = new Set<string>(['session', 'settings', 'ui']);
  const sagaMiddleware = createSagaMiddleware();
  // Only the saga middleware: effects live in sagas, and state may hold non-serialisable
  // values (dates) that the Toolkit's default checks would warn about.
  const base = configureStore({
    reducer: rootReducer as unknown as Reducer<RootState>,
    middleware: () => new Tuple(sagaMiddleware),
  });
  const tasks = new Map<string, Task>();

  const store: AppStore = {
    ...base,
    injectReducer(key, reducer, { replace = false } = {}) {
      if (injected.has(key) && !replace) return;
      injected.add(key);
      rootReducer.inject({ reducerPath: key, reducer }, { overrideExisting: replace });
      // Replacing the reducer dispatches @@redux/REPLACE, so the new slice's state exists at once.
      base.replaceReducer(rootReducer as unknown as Reducer<RootState>);
    },
    injectSaga(key, saga, { replace = false } = {}) {
      if (tasks.has(key) && !replace) return;
      tasks.get(key)?.cancel();
      tasks.set(key, sagaMiddleware.run(saga));
    },
    hasReducer: (key) => injected.has(key),
    hasSaga: (key) => tasks.has(key),
    sagaTask: (key) => tasks.get(key),
    close() {
      tasks.forEach((task) => task.cancel());
    },
  };

  Object.entries(CORE_SAGAS).forEach(([key, saga]) => store.injectSaga(key, saga));
  pendingReducers.forEach((reducer, key) => store.injectReducer(key, reducer));
  pendingSagas.forEach((saga, key) => store.injectSaga(key, saga));
  pendingReducers.clear();
  pendingSagas.clear();

  // The API client reads the access token from this store's session slice (memory only).
  bindAccessToken({
    current: () => {
      const { token, tokenExpiresAt, status } = store.getState().session;
      return { token, expiresAt: tokenExpiresAt, signedIn: status === 'authenticated' };
    },
    renewed: (token, expiresIn) => store.dispatch(sessionActions.tokenAttached(token, expiresIn)),
  });

  appStore = store;
  return store;
}

/** The singleton; throws before createAppStore(). */
export function getAppStore(): AppStore {
  if (!appStore) throw new Error('The app store does not exist yet: call createAppStore() first');
  return appStore;
}

/** Adds a slice to the store (or to the store about to be created); first key wins unless `replace`. */
export function injectReducer(key: string, reducer: Reducer, options?: { replace?: boolean }): void {
  if (appStore) appStore.injectReducer(key, reducer, options);
  else if (!pendingReducers.has(key)) pendingReducers.set(key, reducer);
}

/** Runs a saga once per key on the store (or when the store is created); `replace` restarts it. */
export function injectSaga(key: string, saga: Saga, options?: { replace?: boolean }): void {
  if (appStore) appStore.injectSaga(key, saga, options);
  else if (!pendingSagas.has(key)) pendingSagas.set(key, saga);
}
