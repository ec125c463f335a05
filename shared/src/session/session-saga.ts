import { eventChannel, type SagaIterator } from 'redux-saga';
import { all, call, put, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { api, type ApiResponse } from '../api/client';
import { ApiError, isApiError } from '../api/api-error';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../api/error-message';
import { exchangeLegacyToken, refreshAccessToken, type RefreshOutcome } from '../api/refresh';
import {
  clearStoredSessionData,
  legacyTokenStorage,
  mayHaveSession,
  profileStorage,
} from '../api/token-storage';
import { onUnauthorized } from '../api/unauthorized';
import { CROSS_REMOTE_PATHS } from '../contracts/cross-remote-paths';
import { navigateTo } from '../navigation';
import type { PayloadAction } from '@reduxjs/toolkit';
import { resetCachedSlices } from '../store/reset-cached-slices';
import { uiActions } from '../ui/ui-slice';
import { sessionActions, type Credentials } from './session-slice';
import type { User } from './user';

export const SUBSCRIPTION_PATH = CROSS_REMOTE_PATHS.subscription;
export const PUBLIC_HOME_PATH = CROSS_REMOTE_PATHS.publicHome;

/** GET /auth/getMe; the user, or null when the answer has no data. */
export function* fetchProfile(): SagaIterator<User | null> {
  const response: ApiResponse<{ data?: User | null } | null> = yield call(api.get, '/auth/getMe');
  return response.data?.data ?? null;
}

/** Token, other stored data, the session and the cached slices all go. */
export function* clearSession(): SagaIterator {
  yield call(clearStoredSessionData);
  yield put(sessionActions.cleared());
  yield put(resetCachedSlices());
}

/**
 * A token an earlier version left in localStorage is traded once for the refresh cookie and
 * then deleted (kept only while the API cannot be reached); else the cookie is used.
 */
function* renewAtStart(): SagaIterator<RefreshOutcome> {
  const legacy: string | null = yield call(legacyTokenStorage.get);
  if (legacy) {
    const exchanged: RefreshOutcome = yield call(exchangeLegacyToken, legacy);
    if (exchanged.kind !== 'unreachable') yield call(legacyTokenStorage.clear);
    if (exchanged.kind !== 'refused') return exchanged;
  }
  return (yield call(refreshAccessToken)) as RefreshOutcome;
}

/**
 * SPEC §4 "Session", with the token in memory (docs/security.md): the refresh cookie brings an
 * access token, then the profile; no answer at all signs in with the last profile kept.
 */
function* start(): SagaIterator {
  // A visitor who never signed in here is not sent to the API (no 401 on every page).
  if (!(yield call(mayHaveSession))) {
    yield put(sessionActions.cleared());
    return;
  }
  const renewed: RefreshOutcome = yield call(renewAtStart);
  if (renewed.kind === 'refused') {
    yield call(clearSession);
    return;
  }
  try {
    // Unreachable: the profile call fails the same way and the kept profile is used below.
    if (renewed.kind === 'unreachable') throw new ApiError(0, null, FALLBACK_ERROR_MESSAGE);
    const user: User | null = yield call(fetchProfile);
    if (user) yield put(sessionActions.profileLoaded(user));
    else yield call(clearSession);
  } catch (error) {
    // No answer at all (offline, or the API down behind its proxy): the cookie may well be good,
    // so the last profile seen is used; the first call with an answer renews the token or ends it.
    const kept = unreachable(error) ? profileStorage.get<User>() : null;
    if (kept) {
      console.warn('[session] no answer at start: signed in with the last known profile', error);
      yield put(sessionActions.profileLoaded(kept));
      return;
    }
    console.warn('[session] profile load failed at start', error);
    yield call(clearSession);
  }
}

const unreachable = (error: unknown) => isApiError(error) && [0, 502, 503, 504].includes(error.status);

function* keepProfile(action: PayloadAction<User>): SagaIterator {
  yield call(profileStorage.set, action.payload);
}

function* login(action: PayloadAction<Credentials>): SagaIterator {
  try {
    const response: ApiResponse<{ data?: { accessToken?: string; expiresIn?: number } } | null> = yield call(
      api.post,
      'auth/login',
      action.payload,
      { auth: false },
    );
    const token = response.data?.data?.accessToken;
    if (!token) throw new ApiError(response.status, response.data);
    // In memory only; the answer also set the HttpOnly refresh cookie.
    yield put(sessionActions.tokenAttached(token, response.data?.data?.expiresIn));
    const user: User | null = yield call(fetchProfile);
    if (!user) throw new ApiError(200, null);
    yield put(sessionActions.profileLoaded(user));
    if (!user.subscribed) yield call(navigateTo, SUBSCRIPTION_PATH);
    else yield put(sessionActions.profileRequested());
  } catch (error) {
    const text = errorMessage(error);
    yield put(sessionActions.loginFailed(text));
    yield put(
      uiActions.toast({
        kind: 'error',
        text,
        messageId: text === FALLBACK_ERROR_MESSAGE ? 'common.somethingWentWrong' : undefined,
      }),
    );
  }
}

function* logout(): SagaIterator {
  try {
    yield call(api.post, 'auth/logout', {});
  } catch (error) {
    // A failed logout is only logged (no toast); the session is cleared anyway.
    console.warn('[session] logout call failed', error);
  }
  yield call(clearSession);
  yield call(navigateTo, PUBLIC_HOME_PATH);
}

function* profileRequested(): SagaIterator {
  try {
    const user: User | null = yield call(fetchProfile);
    if (user) yield put(sessionActions.profileLoaded(user));
  } catch (error) {
    console.warn('[session] profile reload failed', error);
  }
}

/** The API client reports 401s on calls made with a token; each becomes `unauthorized()`. */
function* watchUnauthorized(): SagaIterator {
  const channel = eventChannel<true>((emit) => onUnauthorized(() => emit(true)));
  try {
    while (true) {
      yield take(channel);
      yield put(sessionActions.unauthorized());
    }
  } finally {
    channel.close();
  }
}

export function* sessionSaga(): SagaIterator {
  yield all([
    takeLeading(sessionActions.start.type, start),
    takeLatest(sessionActions.login.type, login),
    takeLeading(sessionActions.logout.type, logout),
    takeEvery(sessionActions.profileLoaded.type, keepProfile),
    takeLatest(sessionActions.profileRequested.type, profileRequested),
    takeLeading(sessionActions.unauthorized.type, clearSession),
    call(watchUnauthorized),
  ]);
}
