import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { api, errorMessage, uiActions, type PayloadAction } from '@phonesheet/shared';
import type { ContactUsBody } from '@phonesheet/shared/contracts';
import { contactUsActions } from './contact-us-store';

function* send(action: PayloadAction<ContactUsBody>): SagaIterator {
  try {
    const answer: { data: { msg?: string } } = yield call(api.post, '/contact-us', action.payload, {
      auth: false,
    });
    yield put(contactUsActions.sent());
    yield put(
      uiActions.toast({
        kind: 'success',
        text: answer.data?.msg,
        messageId: answer.data?.msg ? undefined : 'host.contact.sent',
      }),
    );
  } catch (error) {
    yield put(contactUsActions.failed());
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

export function* contactUsSaga(): SagaIterator {
  yield takeLatest(contactUsActions.submitted.type, send);
}
