import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { plansSaga } from '../features/plans/store/plans-saga';
import { purchaseSaga } from '../features/purchase/store/purchase-saga';
import { detailsSaga } from '../features/details/store/details-saga';
import { contactQueriesSaga } from '../features/contact-queries/store/contact-queries-saga';

export function* billingSaga(): SagaIterator {
  yield all([fork(plansSaga), fork(purchaseSaga), fork(detailsSaga), fork(contactQueriesSaga)]);
}
