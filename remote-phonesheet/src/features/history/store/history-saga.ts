import {
  call,
  cancel,
  fork,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import { errorMessage, isApiError, uiActions, type PayloadAction } from '@phonesheet/shared';
import type { Call, CallPage, SearchQuery } from '@phonesheet/shared/contracts';
import { callsApi, type ImportFailure } from '../../calls/api';
import { followLive, type LiveMessage } from '../../calls/store/live-channel';
import { loadPlan } from '../../calls/store/calls-saga';
import { planLimitOfError } from '../../calls/plan-limit';
import { historyActions as A, selectHistory, type HistoryState } from './history-slice';

type ImportReply = Awaited<ReturnType<typeof callsApi.importCsv>>;

function* search(action: PayloadAction<SearchQuery>): SagaIterator {
  try {
    const page: CallPage = yield call(callsApi.search, action.payload);
    yield put(A.loaded(page));
  } catch (error) {
    // Older than the plan's history window: the page offers the upgrade.
    const limit = planLimitOfError(error);
    if (limit) yield put(A.planLimitMet(limit));
    else yield put(A.failed(errorMessage(error)));
  }
}

function* timeline(action: PayloadAction<{ phone?: string; name?: string }>): SagaIterator {
  try {
    const calls: Call[] = yield call(callsApi.timeline, {
      phone: action.payload.phone,
      name: action.payload.name,
    });
    yield put(A.timelineLoaded(calls));
  } catch {
    yield put(A.timelineLoaded([]));
  }
}

/** Dry run: the preview, or every bad line the server found (all or nothing). */
function* checkImport(action: PayloadAction<string>): SagaIterator {
  const csv = action.payload;
  try {
    const reply: ImportReply = yield call(callsApi.importCsv, csv, true);
    yield put(A.importPreviewed({ csv, count: reply.data.imported, rows: reply.data.preview }));
  } catch (error) {
    const body = isApiError(error) ? (error.body as ImportFailure | null) : null;
    yield put(A.importRefused(body?.errors ?? [errorMessage(error)]));
  }
}

/** Closing the dialog drops a dry run still under way (its answer would reopen nothing). */
function* checkOrClose(action: PayloadAction<string>): SagaIterator {
  if (A.importChecked.match(action)) yield call(checkImport, action);
}

function* runImport(): SagaIterator {
  const { csvImport }: HistoryState = yield select(selectHistory);
  if (csvImport.step.kind !== 'preview') return;
  try {
    const reply: ImportReply = yield call(callsApi.importCsv, csvImport.step.csv, false);
    yield put(A.importDone(reply.data.imported));
    yield put(
      uiActions.toast({
        kind: 'success',
        messageId: 'phonesheet.import.done',
        values: { count: reply.data.imported },
      }),
    );
  } catch (error) {
    yield put(A.importRefused([errorMessage(error)]));
  }
}

/** While the history is open, changes by others show in place; new calls re-run the search. */
function* onLive(m: LiveMessage): SagaIterator {
  if (m.kind !== 'event') return;
  const e = m.event;
  if (e.type === 'call.updated' || e.type === 'call.deleted') yield put(A.liveChanged(e.call));
  else if (e.type === 'call.created' || e.type === 'call.restored' || e.type === 'calls.imported') {
    const { query }: HistoryState = yield select(selectHistory);
    yield put(A.searched(query));
  }
}

function* live(): SagaIterator {
  yield call(followLive, onLive);
}

export const historyPage = { opened: 'phonesheetHistory/pageOpened', closed: 'phonesheetHistory/pageClosed' };

function* pageLifecycle(): SagaIterator {
  for (;;) {
    yield take(historyPage.opened);
    yield fork(loadPlan);
    const task: Task = yield fork(live);
    yield take(historyPage.closed);
    yield cancel(task);
  }
}

export function* historySaga(): SagaIterator {
  yield takeLatest(A.searched.type, search);
  yield takeEvery(A.timelineRequested.type, timeline);
  yield takeLatest([A.importChecked.type, A.importClosed.type], checkOrClose);
  yield takeLeading(A.importRequested.type, runImport);
  yield fork(pageLifecycle);
}
