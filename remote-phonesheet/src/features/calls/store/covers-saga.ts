import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { UnknownAction } from 'redux';
import type { CompanyUsersList } from '@phonesheet/shared/contracts';
import { callsApi } from '../../../kit/api';
import { MINE } from '../../../kit/sheet-placement';
import { callsActions as A, selectPhonesheet, type PhonesheetState } from './calls-slice';

// Whose desks the user works on changes without a write of theirs: a covering window set or
// ended (the live covers.changed), or one reaching its start or end by the clock (the users
// list's coversChangeInMs). The sheet then reads the users again, so a desk just covered
// unlocks its rows and one no longer covered locks them, and Mine loads anew
// (docs/phone-sheet.md, "Covering a desk").

/** After the server's instant: its answer was already on its way when it was measured. */
const SLACK_MS = 250;
/** setTimeout's longest wait (about 24.8 days); a later change is read after the next load. */
const MAX_WAIT_MS = 2 ** 31 - 1;

function* readCovers(action: UnknownAction): SagaIterator {
  if (A.pageClosed.match(action)) return;
  if (A.coversDue.match(action)) {
    if (action.payload === null) return;
    yield delay(Math.min(action.payload + SLACK_MS, MAX_WAIT_MS));
  }
  const { sheet }: PhonesheetState = yield select(selectPhonesheet);
  // Mine is the user's desks now: its load reads the users with the sheet.
  if (sheet.desk === MINE) {
    yield put(A.sheetRequested({ desk: MINE }));
    return;
  }
  try {
    const list: CompanyUsersList = yield call(callsApi.usersList);
    yield put(A.usersLoaded(list.data));
    yield put(A.coversDue(list.coversChangeInMs));
  } catch {
    // No answer (offline, a blink): the rows stay as they were until the next load.
  }
}

export function* coversSaga(): SagaIterator {
  yield takeLatest([A.coversDue.type, A.coversChanged.type, A.pageClosed.type], readCovers);
}
