import { call, cancelled, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createSlice, uiActions, useAppSelector, type PayloadAction } from '@phonesheet/shared';

/**
 * Every template request goes started → success | error. One slice keeps that state for every
 * request, by key ('todo/list', 'mail/detail', …).
 */
export const FETCH_KEY = 'templatesFetch';

export interface FetchState {
  /** Requests under way per key (a key may have several at once). */
  pending: Record<string, number>;
  /** The last failure's text per key, cleared when the key starts again. */
  errors: Record<string, string>;
}

export const initialFetchState: FetchState = { pending: {}, errors: {} };

const fetchSlice = createSlice({
  name: 'templates',
  initialState: initialFetchState,
  reducers: {
    fetchStarted(state, { payload: key }: PayloadAction<string>) {
      state.pending[key] = (state.pending[key] ?? 0) + 1;
      delete state.errors[key];
    },
    fetchSucceeded(state, { payload: key }: PayloadAction<string>) {
      settle(state, key);
    },
    /** A request given up (its saga cancelled by a newer one, takeLatest): no longer under way. */
    fetchCancelled(state, { payload: key }: PayloadAction<string>) {
      settle(state, key);
    },
    fetchFailed(state, { payload: { key, message } }: PayloadAction<{ key: string; message: string }>) {
      settle(state, key);
      state.errors[key] = message;
    },
  },
});

/** One request fewer under way for the key (the key goes when none is left). */
function settle(state: FetchState, key: string): void {
  const count = state.pending[key] ?? 0;
  if (count > 1) state.pending[key] = count - 1;
  else delete state.pending[key];
}

export const fetchActions = {
  started: fetchSlice.actions.fetchStarted,
  succeeded: fetchSlice.actions.fetchSucceeded,
  cancelled: fetchSlice.actions.fetchCancelled,
  failed: fetchSlice.actions.fetchFailed,
};

export const fetchReducer = fetchSlice.reducer;

type WithFetch = { [FETCH_KEY]?: FetchState };

export const selectLoading = (key: string) => (state: WithFetch) => (state[FETCH_KEY]?.pending[key] ?? 0) > 0;
export const selectFetchError = (key: string) => (state: WithFetch) => state[FETCH_KEY]?.errors[key] ?? null;

/** A key's loading flag and last error, for a page's skeleton, empty and error states. */
export function useFetchState(key: string): { loading: boolean; error: string | null } {
  const loading = useAppSelector(selectLoading(key));
  const error = useAppSelector(selectFetchError(key));
  return { loading, error };
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

/**
 * Calls `fn` (a template API call answering an axios response) inside the lifecycle and returns
 * the answer's body, or undefined after a failure, which has been toasted and stored by key.
 */
export function* request<A extends unknown[], T>(
  key: string,
  fn: (...args: A) => Promise<{ data: T }>,
  ...args: A
): SagaIterator<T | undefined> {
  yield put(fetchActions.started(key));
  try {
    const response: { data: T } = yield call(fn, ...args);
    yield put(fetchActions.succeeded(key));
    return response.data;
  } catch (error) {
    const message = messageOf(error);
    yield put(fetchActions.failed({ key, message }));
    yield put(uiActions.toast({ kind: 'error', text: message }));
    return undefined;
  } finally {
    // A cancelled saga settles nothing itself: without this its key stayed busy for good.
    if (yield cancelled()) yield put(fetchActions.cancelled(key));
  }
}

/** A success toast with one of the template's success messages (an i18n key). */
export function toastSuccess(messageId: string) {
  return put(uiActions.toast({ kind: 'success', messageId }));
}
