import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, uiActions } from '@phonesheet/shared';
import { billingApi } from '../../../kit/billing-api';
import { detailsActions } from './details-slice';

function* loadDetails(): SagaIterator {
  try {
    const res = yield call(billingApi.details);
    yield put(detailsActions.loaded(res.data.data));
  } catch {
    // A failed subscription load is swallowed (no toast); the page shows its empty state.
    yield put(detailsActions.failed());
  }
}

function* cancelSubscription(): SagaIterator {
  try {
    yield call(billingApi.cancel);
    yield put(detailsActions.cancelSucceeded());
    yield put(uiActions.toast({ kind: 'success', messageId: 'billing.cancel.success' }));
    yield put(detailsActions.requested());
  } catch (error) {
    yield put(detailsActions.cancelFailed());
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

export function* detailsSaga(): SagaIterator {
  yield takeLatest(detailsActions.requested.type, loadDetails);
  yield takeLeading(detailsActions.cancelRequested.type, cancelSubscription);
}
