import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@phonesheet/shared';
import { request, toastSuccess } from '../../../store/fetch-lifecycle';
import { dashboardsApi } from '../api';
import type { BuyRequest, CryptoOrder, DashboardData, DashboardId } from '../types';
import { BUY_KEY, dashboardKey, dashboardsActions as A } from './dashboards-slice';

export const BOUGHT_TOAST = 'templates.dashboards.crypto.bought';

function* load({ payload: id }: PayloadAction<DashboardId>): SagaIterator {
  const data: DashboardData[DashboardId] | undefined = yield call(
    request<[DashboardId], DashboardData[DashboardId]>,
    dashboardKey(id),
    dashboardsApi.get,
    id,
  );
  if (data) yield put(A.loaded({ id, data }));
}

function* buy({ payload }: PayloadAction<BuyRequest>): SagaIterator {
  const order: CryptoOrder | undefined = yield call(
    request<[BuyRequest], CryptoOrder>,
    BUY_KEY,
    dashboardsApi.buy,
    payload,
  );
  yield put(A.bought(order ?? null));
  if (order) yield toastSuccess(BOUGHT_TOAST);
}

/** The dashboards' root saga (started with the templates module). */
export default function* dashboardsSaga(): SagaIterator {
  yield takeEvery(A.requested.type, load);
  yield takeLeading(A.buyRequested.type, buy);
}
