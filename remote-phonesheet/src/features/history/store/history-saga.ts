import { call, cancel, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import { errorMessage, type PayloadAction } from '@phonesheet/shared';
import type { Call, CallPage, SearchQuery } from '@phonesheet/shared/contracts';
import { callsApi } from '../../calls/api';
import { followLive, type LiveMessage } from '../../calls/store/live-channel';
import { loadPlan } from '../../calls/store/calls-saga';
import { planLimitOfError } from '../../calls/plan-limit';
import { historyActions as A, selectHistory, type HistoryState } from './history-slice';

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
  yield fork(pageLifecycle);
}
