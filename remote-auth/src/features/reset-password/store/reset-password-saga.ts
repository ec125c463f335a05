import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, navigateTo, type PayloadAction } from '@phonesheet/shared';
import { ACCOUNT_MESSAGES } from '@phonesheet/shared/contracts';
import { bodyMsg, serverToast } from '../../../kit/server-message';
import { resetPasswordApi } from '../api';
import { resetPasswordActions } from './reset-password-slice';
import { AUTH_PATHS } from '../../../route-paths';

type Answer = Awaited<ReturnType<typeof resetPasswordApi.reset>>;

function* reset(
  action: PayloadAction<{ token: string; password: string; signInPath?: string }>,
): SagaIterator {
  try {
    const answer: Answer = yield call(resetPasswordApi.reset, action.payload.token, action.payload.password);
    yield put(resetPasswordActions.succeeded());
    yield put(serverToast('success', bodyMsg(answer.data) ?? ACCOUNT_MESSAGES.passwordSet));
    yield call(navigateTo, action.payload.signInPath ?? AUTH_PATHS.signIn);
  } catch (error) {
    yield put(resetPasswordActions.failed({ message: errorMessage(error) }));
  }
}

export function* resetPasswordSaga(): SagaIterator {
  yield takeLeading(resetPasswordActions.requested.type, reset);
}
