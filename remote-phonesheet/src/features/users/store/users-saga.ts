import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import {
  errorMessage,
  isApiError,
  selectRole,
  uiActions,
  type ApiResponse,
  type PayloadAction,
} from '@phonesheet/shared';
import {
  planLimitOf,
  type CompanyUser,
  type Envelope,
  type Invitation,
  type UpdateUserBody,
} from '@phonesheet/shared/contracts';
import { sheetActions } from '../../../kit/store/sheet-state';
import { usersApi } from '../api';
import { usersActions as A, type AcceptInvitationBody } from './users-slice';

export const LIST_FAILED_ID = 'phonesheet.users.loadFailed';

/** A non-200 answer shows the fixed text; a request that never got an answer shows its own message. */
function* load(): SagaIterator {
  try {
    const res: ApiResponse<Envelope<CompanyUser[]>> = yield call(usersApi.list);
    if (res.status !== 200) {
      yield put(A.failed({ messageId: LIST_FAILED_ID }));
      return;
    }
    yield put(A.loaded(res.data.data));
  } catch (error) {
    // The client rejects every non-2xx with ApiError(status); status 0 is a request that never got an answer.
    if (isApiError(error) && error.status !== 0) yield put(A.failed({ messageId: LIST_FAILED_ID }));
    else yield put(A.failed({ text: error instanceof Error ? error.message : errorMessage(error) }));
    return;
  }
  const role: string = yield select(selectRole);
  if (role === 'admin') {
    try {
      const invitations: Invitation[] = yield call(usersApi.invitations);
      yield put(A.invitationsLoaded(invitations));
    } catch {
      // The list is what matters; pending invitations are a bonus for admins.
    }
  }
}

function* update(action: PayloadAction<{ id: string; changes: UpdateUserBody }>): SagaIterator {
  try {
    const reply: Envelope<CompanyUser> = yield call(
      usersApi.update,
      action.payload.id,
      action.payload.changes,
    );
    yield put(A.updated(reply.data));
    yield put(uiActions.toast({ kind: 'success', messageId: 'phonesheet.users.updated' }));
  } catch (error) {
    // Reactivating a user needs a free seat.
    const limit = isApiError(error) ? planLimitOf(error.body) : null;
    if (limit) yield put(A.planLimitMet(limit));
    else yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

function* remove(action: PayloadAction<CompanyUser>): SagaIterator {
  try {
    yield call(usersApi.remove, action.payload._id);
    yield put(A.deleted(action.payload._id));
    yield put(uiActions.toast({ kind: 'success', messageId: 'phonesheet.users.deleted' }));
  } catch (error) {
    yield put(A.deleteModalClosed());
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

function* invite(action: PayloadAction<{ email: string; role: 'admin' | 'user' }>): SagaIterator {
  try {
    const reply: Envelope<Invitation> = yield call(
      usersApi.invite,
      action.payload.email,
      action.payload.role,
    );
    yield put(A.inviteFinished(reply.data));
    yield put(uiActions.toast({ kind: 'success', messageId: 'phonesheet.users.invited' }));
  } catch (error) {
    yield put(A.inviteFinished(null));
    // Over the plan's seats: the page offers the upgrade instead of a passing toast.
    const limit = isApiError(error) ? planLimitOf(error.body) : null;
    if (limit) yield put(A.planLimitMet(limit));
    else yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

/** The invitee accepts (public): the server's reasons are shown all together. */
function* accept(action: PayloadAction<AcceptInvitationBody>): SagaIterator {
  try {
    yield call(usersApi.accept, action.payload);
    yield put(A.accepted());
  } catch (error) {
    const body = isApiError(error) ? (error.body as { errors?: string[] } | null) : null;
    yield put(A.acceptFailed(body?.errors ?? [errorMessage(error)]));
  }
}

/** A page that shows the company's users without the sheet (the history's filters) has them loaded here. */
function* loadForPage(): SagaIterator {
  try {
    const res: ApiResponse<Envelope<CompanyUser[]>> = yield call(usersApi.list);
    yield put(sheetActions.usersLoaded(res.data.data));
  } catch {
    // The filters show no users; the page's own search still says what failed.
  }
}

export function* usersSaga(): SagaIterator {
  yield takeLatest(A.requested.type, load);
  yield takeEvery(A.updateRequested.type, update);
  yield takeEvery(A.deleteRequested.type, remove);
  yield takeEvery(A.inviteRequested.type, invite);
  yield takeLeading(A.acceptRequested.type, accept);
  yield takeLatest(sheetActions.usersNeeded.type, loadForPage);
}
