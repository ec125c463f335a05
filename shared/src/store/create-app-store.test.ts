import type { UnknownAction } from 'redux';
import { takeEvery } from 'redux-saga/effects';
import { resetCachedSlices } from './reset-cached-slices';

// A fresh module per test: the singleton and the pending injections are module state.
function freshStoreModule(): typeof import('./create-app-store') {
  let mod: typeof import('./create-app-store') | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof import('./create-app-store')>('./create-app-store');
  });
  return mod!;
}

const counter =
  (initial: number) =>
  (state = initial, action: UnknownAction) =>
    action.type === 'count/add' ? state + 1 : state;

describe('createAppStore', () => {
  it('getAppStore throws before the store exists and returns it after', () => {
    const { createAppStore, getAppStore } = freshStoreModule();
    expect(() => getAppStore()).toThrow(/createAppStore/);
    const store = createAppStore();
    expect(getAppStore()).toBe(store);
  });

  it('starts with the session, settings and ui slices', () => {
    const { createAppStore } = freshStoreModule();
    const state = createAppStore().getState();
    expect(state.session.status).toBe('loading');
    expect(state.settings.locale).toBe('en');
    expect(state.ui).toEqual({ toasts: [], loaders: 0 });
  });

  it('a key injected twice keeps the first reducer', () => {
    const { createAppStore, injectReducer } = freshStoreModule();
    const store = createAppStore();
    injectReducer('count', counter(10));
    injectReducer('count', counter(500));
    store.dispatch({ type: 'count/add' });
    expect((store.getState() as unknown as { count: number }).count).toBe(11);
    expect(store.hasReducer('count')).toBe(true);
  });

  it('a saga injected twice under one key runs once', () => {
    const { createAppStore, injectSaga } = freshStoreModule();
    const store = createAppStore();
    const seen = jest.fn();
    function* saga() {
      yield takeEvery('ping', seen);
    }
    injectSaga('remote:billing', saga);
    injectSaga('remote:billing', saga);
    store.injectSaga('remote:billing', saga);
    store.dispatch({ type: 'ping' });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('a new version of a remote replaces its reducer and its saga under the same keys', () => {
    const { createAppStore } = freshStoreModule();
    const store = createAppStore();
    const first = jest.fn();
    const second = jest.fn();
    store.injectReducer('count', counter(10));
    store.injectSaga('remote:billing', function* v1() {
      yield takeEvery('ping', first);
    });
    store.dispatch({ type: 'count/add' });
    const twice = (state = 0, action: UnknownAction) => (action.type === 'count/add' ? state + 2 : state);
    store.injectReducer('count', twice, { replace: true });
    store.injectSaga(
      'remote:billing',
      function* v2() {
        yield takeEvery('ping', second);
      },
      { replace: true },
    );
    store.dispatch({ type: 'count/add' });
    store.dispatch({ type: 'ping' });
    // The slice keeps its state (11) and counts by the new reducer; only the new saga answers.
    expect((store.getState() as unknown as { count: number }).count).toBe(13);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('injections made before the store exists are applied when it is created', () => {
    const { createAppStore, injectReducer, injectSaga } = freshStoreModule();
    const seen = jest.fn();
    injectReducer('count', counter(3));
    injectSaga('early', function* early() {
      yield takeEvery('ping', seen);
    });
    const store = createAppStore();
    store.dispatch({ type: 'ping' });
    expect((store.getState() as unknown as { count: number }).count).toBe(3);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('resetCachedSlices lets an injected slice return to its initial state', () => {
    const { createAppStore } = freshStoreModule();
    const store = createAppStore();
    store.injectReducer('cache', (state: string[] = [], action: UnknownAction) => {
      if (resetCachedSlices.match(action)) return [];
      return action.type === 'cache/filled' ? ['a', 'b'] : state;
    });
    store.dispatch({ type: 'cache/filled' });
    expect((store.getState() as unknown as { cache: string[] }).cache).toEqual(['a', 'b']);
    store.dispatch(resetCachedSlices());
    expect((store.getState() as unknown as { cache: string[] }).cache).toEqual([]);
  });

  it('a second createAppStore stops the sagas of the first', () => {
    const { createAppStore } = freshStoreModule();
    const first = createAppStore();
    const seen = jest.fn();
    first.injectSaga('s', function* s() {
      yield takeEvery('ping', seen);
    });
    createAppStore();
    first.dispatch({ type: 'ping' });
    expect(seen).not.toHaveBeenCalled();
  });
});
