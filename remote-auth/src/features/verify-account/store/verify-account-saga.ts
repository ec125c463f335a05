import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@phonesheet/shared';
import { verifyAccountApi } from '../api';
import { verifyAccountActions } from './verify-account-slice';

function* verify(action: PayloadAction<{ token: string | null }>): SagaIterator {
  const { token } = action.payload;
  if (!token) return; // the reducer already shows the failed view
  try {
    yield call(verifyAccountApi.verify, token);
    yield put(verifyAccountActions.succeeded());
  } catch (error) {
    // A failed verification is only logged, never toasted: the page shows the failed view.
    console.warn('[auth] account verification failed', error);
    yield put(verifyAccountActions.failed());
  }
}

export function* verifyAccountSaga(): SagaIterator {
  // Leading: a second mount (StrictMode) must not spend the one-time link twice.
  yield takeLeading(verifyAccountActions.requested.type, verify);
}
