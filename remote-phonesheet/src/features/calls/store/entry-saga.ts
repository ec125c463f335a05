import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@phonesheet/shared';
import type { Call, SheetDensity, UserPreferences } from '@phonesheet/shared/contracts';
import { callsApi } from '../../../kit/api';
import { callsActions as A, selectPhonesheet, type PhonesheetState } from './calls-slice';

/** Typing pauses this long before the caller is looked up (as the autocomplete waits). */
export const CALLER_DELAY_MS = 300;
/** A number is looked up once it has this many digits (a shorter one is still being typed). */
export const CALLER_MIN_DIGITS = 6;

/** The user's density, from the server, each time the sheet opens (it may have changed elsewhere). */
function* loadDensity(): SagaIterator {
  try {
    const prefs: UserPreferences = yield call(callsApi.preferences);
    yield put(A.densityLoaded(prefs.sheetDensity));
  } catch {
    // The default stays: a display preference is not worth an error on the sheet.
  }
}

/** A density chosen: shown already (the reducer), stored for every device of the user. */
function* saveDensity(action: PayloadAction<SheetDensity>): SagaIterator {
  try {
    yield call(callsApi.savePreferences, { sheetDensity: action.payload });
  } catch {
    // Not stored: the server's value comes back, so the screen does not promise what was lost.
    yield call(loadDensity);
  }
}

/**
 * The caller's earlier calls while their number or name is typed (their timeline: by number in
 * any format, else by exact name). takeLatest drops a look-up when more is typed.
 */
function* lookUpCaller(action: PayloadAction<{ phone: string; name: string }>): SagaIterator {
  const phone = action.payload.phone.trim();
  const name = action.payload.name.trim();
  const query =
    phone.replace(/\D/g, '').length >= CALLER_MIN_DIGITS ? { phone } : name.length >= 2 ? { name } : null;
  const shown: PhonesheetState['caller'] = (yield select(selectPhonesheet)).caller;
  if (!query) {
    if (shown) yield put(A.callerFound(null));
    return;
  }
  yield delay(CALLER_DELAY_MS);
  try {
    const calls: Call[] = yield call(callsApi.timeline, query);
    yield put(A.callerFound(calls.length ? { query, calls } : null));
  } catch {
    // A number that does not parse yet, or no network: nothing shown rather than an error.
    yield put(A.callerFound(null));
  }
}

/** The entry row's helpers: the density of the rows under it, and the typed caller's context. */
export function* entrySaga(): SagaIterator {
  yield takeLatest(A.pageOpened.type, loadDensity);
  yield takeLatest(A.densityChanged.type, saveDensity);
  yield takeLatest(A.callerTyped.type, lookUpCaller);
}
