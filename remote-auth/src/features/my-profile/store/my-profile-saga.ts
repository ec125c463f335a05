import { call, delay, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, sessionActions, uiActions, type PayloadAction } from '@phonesheet/shared';
import { reloadPage } from '../../../lib/reload-page';
import { serverToast } from '../../../lib/server-message';
import { myProfileApi, type PasswordChange, type ProfileInput } from '../api';
import { myProfileActions } from './my-profile-slice';

/** SPEC.md §9: the page reloads 1 s after a profile save. */
export const PROFILE_RELOAD_DELAY_MS = 1000;

type ProfileAnswer = Awaited<ReturnType<typeof myProfileApi.updateProfile>>;

function* saveProfile(action: PayloadAction<ProfileInput>): SagaIterator {
  const input = { firstName: action.payload.firstName.trim(), lastName: action.payload.lastName.trim() };
  try {
    const answer: ProfileAnswer = yield call(myProfileApi.updateProfile, input);
    const token = answer.data?.data?.accessToken;
    if (token) yield put(sessionActions.tokenReplaced(token));
    yield put(
      uiActions.toast({ kind: 'success', messageId: 'auth.profile.updated', text: 'Updated Successfully' }),
    );
    yield delay(PROFILE_RELOAD_DELAY_MS);
    yield call(reloadPage);
  } catch (error) {
    yield put(myProfileActions.profileSaveFinished());
    yield put(serverToast('error', errorMessage(error)));
  }
}

function* changePassword(action: PayloadAction<PasswordChange>): SagaIterator {
  try {
    yield call(myProfileApi.changePassword, action.payload);
    yield put(myProfileActions.passwordChanged());
    yield put(
      uiActions.toast({ kind: 'success', messageId: 'auth.profile.updated', text: 'Updated Successfully' }),
    );
  } catch (error) {
    // SPEC.md §8: change-password failures show the server's message.
    const message = errorMessage(error);
    yield put(myProfileActions.passwordChangeFailed({ message }));
    yield put(serverToast('error', message));
  }
}

export function* myProfileSaga(): SagaIterator {
  yield takeLeading(myProfileActions.profileSaveRequested.type, saveProfile);
  yield takeLeading(myProfileActions.passwordChangeRequested.type, changePassword);
}
