import { call, put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, type PayloadAction } from '@phonesheet/shared';
import { billingApi } from '../billing-api';
import { plansActions } from './plans-slice';

function* loadPlans(action: PayloadAction<{ all?: boolean } | undefined>): SagaIterator {
  try {
    const res = yield call(billingApi.plans, !action.payload?.all);
    yield put(plansActions.loaded(res.data.data));
  } catch (error) {
    yield put(plansActions.failed(errorMessage(error)));
  }
}

export function* plansSaga(): SagaIterator {
  yield takeLatest(plansActions.requested.type, loadPlans);
}
