import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { SubscriptionPlan } from '@phonesheet/shared/contracts';
import { callsApi } from '../api';
import { sheetActions as A } from './sheet-state';

/** The plan whose limits apply (history window, CSV export); the sheet and history pages load it. */
export function* loadPlan(): SagaIterator {
  try {
    const plan: SubscriptionPlan = yield call(callsApi.myPlan);
    yield put(A.planLoaded(plan));
  } catch {
    // Without it the server's 402 still tells the user.
  }
}
