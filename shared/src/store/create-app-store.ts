import { applyMiddleware, compose, createStore, type Reducer, type StoreEnhancer } from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { sessionSaga } from '../session/session-saga';
import { sessionReducer } from '../session/session-slice';
import { settingsSaga } from '../settings/settings-saga';
import { createSettingsReducer } from '../settings/settings-slice';
import { loadSettings } from '../settings/settings-storage';
import { uiReducer } from '../ui/ui-slice';
import { createReducerManager } from './reducer-manager';
import type { AppStore, RootState } from './root-state';

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
  }
}

let appStore: AppStore | null = null;
// Injections that arrive before the store exists are applied when it is created.
const pendingReducers = new Map<string, Reducer>();
const pendingSagas = new Map<string, Saga>();

const CORE_SAGAS: Record<string, Saga> = { session: sessionSaga, settings: settingsSaga };

/** Creates the one store (session, settings and ui running) and remembers it as the singleton. */
export function createAppStore(): AppStore {
  appStore?.close();
  const manager = createReducerManager({
    session: sessionReducer,
    settings: createSettingsReducer(loadSettings()),
    ui: uiReducer,
  });
  const sagaMiddleware = createSagaMiddleware();
  const composeEnhancers =
    (typeof window !== 'undefined' && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;
  const enhancer = composeEnhancers(applyMiddleware(sagaMiddleware)) as StoreEnhancer;
  const base = createStore(manager.reduce as Reducer<RootState>, enhancer);
  const tasks = new Map<string, Task>();

  const store: AppStore = {
    ...base,
    injectReducer(key, reducer) {
      if (manager.add(key, reducer)) base.replaceReducer(manager.reduce as Reducer<RootState>);
    },
    injectSaga(key, saga) {
      if (tasks.has(key)) return;
      tasks.set(key, sagaMiddleware.run(saga));
    },
    hasReducer: (key) => manager.has(key),
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

  appStore = store;
  return store;
}

/** The singleton; throws before createAppStore(). */
export function getAppStore(): AppStore {
  if (!appStore) throw new Error('The app store does not exist yet: call createAppStore() first');
  return appStore;
}

/** Adds a slice to the store (or to the store about to be created); first key wins. */
export function injectReducer(key: string, reducer: Reducer): void {
  if (appStore) appStore.injectReducer(key, reducer);
  else if (!pendingReducers.has(key)) pendingReducers.set(key, reducer);
}

/** Runs a saga once per key on the store (or when the store is created). */
export function injectSaga(key: string, saga: Saga): void {
  if (appStore) appStore.injectSaga(key, saga);
  else if (!pendingSagas.has(key)) pendingSagas.set(key, saga);
}
