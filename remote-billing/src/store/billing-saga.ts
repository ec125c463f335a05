import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { BILLING_FEATURES } from '../billing-features';

export function* billingSaga(): SagaIterator {
  yield all(BILLING_FEATURES.flatMap((feature) => (feature.saga ? [fork(feature.saga)] : [])));
}
