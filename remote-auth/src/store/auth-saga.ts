import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { AUTH_FEATURES } from '../auth-features';

export function* authSaga(): SagaIterator {
  yield all(AUTH_FEATURES.flatMap((feature) => (feature.saga ? [fork(feature.saga)] : [])));
}
