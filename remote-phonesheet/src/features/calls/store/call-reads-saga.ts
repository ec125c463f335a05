import { actionChannel, call, delay, fork, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Channel, SagaIterator } from 'redux-saga';
import { errorMessage, uiActions, type PayloadAction } from '@phonesheet/shared';
import type { Call, ContactSuggestion, PlanLimitReply } from '@phonesheet/shared/contracts';
import { callsApi } from '../../../kit/api';
import { callsActions as A } from './calls-slice';
import { downloadCsv } from '../../../kit/csv-download';
import { isLocalId } from '../offline/offline-queue';

// What the sheet reads for a row or a form beside its own answer: a linked call, a cut note's
// whole text, the contacts a typed name suggests, and the CSV download.

/** A linked call (the digest's "Open the call") opens in the call drawer, wherever it sits. */
function* openLinkedCall(action: PayloadAction<string>): SagaIterator {
  try {
    const found: Call = yield call(callsApi.get, action.payload);
    yield put(A.changesOpened(found));
  } catch (error) {
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

/** The whole note of a call the sheet sent cut; a row asking again while it is fetched waits for it. */
function* wholeNotes(): SagaIterator {
  const asked = new Set<string>();
  function* fetchWhole(id: string): SagaIterator {
    try {
      const found: Call = yield call(callsApi.get, id);
      yield put(A.wholeNoteLoaded(found));
    } catch {
      // The row keeps the note's start, marked "…"; the next hover or focus asks again.
    } finally {
      asked.delete(id);
    }
  }
  const requests: Channel<PayloadAction<string>> = yield actionChannel(A.wholeNoteRequested.type);
  for (;;) {
    const { payload: id }: PayloadAction<string> = yield take(requests);
    if (asked.has(id) || isLocalId(id)) continue;
    asked.add(id);
    yield fork(fetchWhole, id);
  }
}

/** Typing pauses this long before the company's earlier contacts are asked for. */
export const SUGGEST_DELAY_MS = 200;

/** Autocomplete: takeLatest drops a search when more is typed, so only the last text's answer shows. */
function* suggestContacts(action: PayloadAction<string>): SagaIterator {
  const q = action.payload;
  if (q.trim().length < 2) {
    yield put(A.contactsSuggested([]));
    return;
  }
  yield delay(SUGGEST_DELAY_MS);
  try {
    const list: ContactSuggestion[] = yield call(callsApi.contacts, q);
    yield put(A.contactsSuggested(list));
  } catch {
    // A typing aid: no suggestions rather than an error.
    yield put(A.contactsSuggested([]));
  }
}

/** The sheet's CSV; a plan without CSV shows its limit on the sheet. */
function* exportCsv(action: PayloadAction<{ params: Record<string, string | undefined> }>): SagaIterator {
  const limit: PlanLimitReply | null = yield call(downloadCsv, action.payload.params);
  if (limit) yield put(A.planLimitMet(limit));
}

export function* callReadsSaga(): SagaIterator {
  yield takeLatest(A.contactsTyped.type, suggestContacts);
  yield takeLatest(A.callLinkOpened.type, openLinkedCall);
  yield fork(wholeNotes);
  // takeLeading: a double click downloads once.
  yield takeLeading(A.exportRequested.type, exportCsv);
}
