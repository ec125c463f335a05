import type { Action, Dispatch, Reducer, Store, UnknownAction } from 'redux';
import type { Saga, Task } from 'redux-saga';
import type { SessionState } from '../session/session-slice';
import type { SettingsState } from '../settings/settings-slice';
import type { UiState } from '../ui/ui-slice';

/**
 * The slices every app can count on. Injected slices are typed by their owners, e.g.
 * `useAppSelector((state: RootState & { billing: BillingState }) => state.billing.plans)`.
 */
export interface RootState {
  session: SessionState;
  settings: SettingsState;
  ui: UiState;
}

/** Accepts any action with a string type (remotes may keep their own action helpers). */
export type AppDispatch = Dispatch<Action<string>>;

export interface AppStore extends Store<RootState, UnknownAction> {
  /**
   * Adds a slice; a key injected twice keeps the first reducer, unless `replace` (a new version
   * of a remote promoted while the app is open: its reducer takes over the slice's state).
   */
  injectReducer(key: string, reducer: Reducer, options?: { replace?: boolean }): void;
  /** Runs a saga once per key; the same key again does nothing, unless `replace` (the old task is cancelled). */
  injectSaga(key: string, saga: Saga, options?: { replace?: boolean }): void;
  hasReducer(key: string): boolean;
  hasSaga(key: string): boolean;
  /** Stops every saga of this store (a replaced store in tests or a standalone shell). */
  close(): void;
  /** The task of an injected saga, if any. */
  sagaTask(key: string): Task | undefined;
}
