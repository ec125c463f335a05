import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { api, errorMessage, selectSession, uiActions, type PayloadAction } from '@phonesheet/shared';
import type { NotificationPage, OwedCalls } from '@phonesheet/shared/contracts';
import { notificationsActions as A } from './notifications-store';

/** How many notifications the drawer and each page of View All show. */
export const DRAWER_SIZE = 20;

function* refresh(): SagaIterator {
  // No token yet (the session is still being restored): nothing to ask; the client would try a
  // refresh of its own and, refused, end the session.
  const { token } = yield select(selectSession);
  if (!token) return;
  try {
    const [first, owed]: [{ data: { data: NotificationPage } }, { data: { data: OwedCalls } }] = yield all([
      call(api.get, `/notifications?pageSize=${DRAWER_SIZE}`),
      call(api.get, '/notifications/owed-calls'),
    ]);
    yield put(A.loaded({ first: first.data.data, owed: owed.data.data }));
  } catch {
    // Offline or signed out: the drawers keep what they had; the next opening asks again.
  }
}

function* loadPage(action: PayloadAction<number>): SagaIterator {
  try {
    const answer: { data: { data: NotificationPage } } = yield call(
      api.get,
      `/notifications?page=${action.payload}&pageSize=${DRAWER_SIZE}`,
    );
    yield put(A.pageLoaded(answer.data.data));
  } catch (error) {
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

function* markRead(action: PayloadAction<string>): SagaIterator {
  try {
    yield call(api.post, `/notifications/${action.payload}/read`);
  } catch (error) {
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

function* markAllRead(): SagaIterator {
  try {
    yield call(api.post, '/notifications/read-all');
  } catch (error) {
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
    yield call(refresh);
  }
}

export function* notificationsSaga(): SagaIterator {
  yield takeLatest(A.refresh.type, refresh);
  yield takeLatest(A.pageWanted.type, loadPage);
  yield takeEvery(A.markRead.type, markRead);
  yield takeLatest(A.markAllRead.type, markAllRead);
}
