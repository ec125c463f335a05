import { call, put, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, isApiError } from '@phonesheet/shared';
import { billingApi } from '../../../kit/billing-api';
import { contactQueriesActions } from './contact-queries-slice';

function* loadContactQueries(): SagaIterator {
  try {
    const res = yield call(billingApi.contactQueries);
    yield put(contactQueriesActions.loaded(res.data.data));
  } catch (error) {
    if (isApiError(error) && error.status === 403) yield put(contactQueriesActions.forbidden());
    else yield put(contactQueriesActions.failed(errorMessage(error)));
  }
}

export function* contactQueriesSaga(): SagaIterator {
  yield takeLatest(contactQueriesActions.requested.type, loadContactQueries);
}
