import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, isApiError, sessionActions, uiActions, type PayloadAction } from '@phonesheet/shared';
import { downgradeBlockedOf, type PlanChangeReply } from '@phonesheet/shared/contracts';
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

function* changePlan(action: PayloadAction<{ planId: string; idempotencyKey: string }>): SagaIterator {
  const { planId, idempotencyKey } = action.payload;
  try {
    const res = yield call(billingApi.changePlan, { planId }, idempotencyKey);
    const reply = res.data as PlanChangeReply;
    yield put(detailsActions.changeSucceeded());
    yield put(
      uiActions.toast({
        kind: 'success',
        messageId: 'billing.change.success',
        values: { charged: (reply.charged / 100).toFixed(2), credited: (reply.credited / 100).toFixed(2) },
      }),
    );
    yield put(detailsActions.requested());
    // The profile carries the plan (the offer banner, the limits the pages read).
    yield put(sessionActions.profileRequested());
  } catch (error) {
    const blocked = isApiError(error) ? downgradeBlockedOf(error.body) : null;
    yield put(detailsActions.changeFailed(blocked));
    if (!blocked) yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

export function* detailsSaga(): SagaIterator {
  yield takeLeading(detailsActions.changeRequested.type, changePlan);
  yield takeLatest(detailsActions.requested.type, loadDetails);
  yield takeLeading(detailsActions.cancelRequested.type, cancelSubscription);
}
