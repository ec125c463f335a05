import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, type PayloadAction } from '@phonesheet/shared';
import { serverToast } from '../../../kit/server-message';
import { forgotPasswordApi } from '../api';
import { forgotPasswordActions } from './forgot-password-slice';

function* requestLink(action: PayloadAction<{ email: string }>): SagaIterator {
  const email = action.payload.email.trim();
  try {
    // The server answers alike for known and unknown e-mails; the page says so.
    yield call(forgotPasswordApi.request, email);
    yield put(forgotPasswordActions.succeeded({ email }));
  } catch (error) {
    yield put(forgotPasswordActions.failed());
    yield put(serverToast('error', errorMessage(error)));
  }
}

export function* forgotPasswordSaga(): SagaIterator {
  yield takeLeading(forgotPasswordActions.requested.type, requestLink);
}
