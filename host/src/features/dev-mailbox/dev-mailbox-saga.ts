import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { api, errorMessage, isApiError } from '@phonesheet/shared';
import { devMailboxActions, type DevMail } from './dev-mailbox-store';

function* load(): SagaIterator {
  try {
    const answer: { data: { data?: DevMail[] } } = yield call(api.get, '/dev/mailbox', undefined, {
      auth: false,
    });
    const mails = [...(answer.data?.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    yield put(devMailboxActions.loaded(mails));
  } catch (error) {
    if (isApiError(error) && error.status === 404) yield put(devMailboxActions.disabled());
    else yield put(devMailboxActions.failed(errorMessage(error)));
  }
}

export function* devMailboxSaga(): SagaIterator {
  yield takeLatest(devMailboxActions.requested.type, load);
}
