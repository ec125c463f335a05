import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, sessionActions, uiActions, type PayloadAction } from '@phonesheet/shared';
import { serverToast } from '../../../kit/server-message';
import { myProfileApi, type PasswordChange, type ProfileInput } from '../api';
import { myProfileActions } from './my-profile-slice';

type ProfileAnswer = Awaited<ReturnType<typeof myProfileApi.updateProfile>>;

function* saveProfile(action: PayloadAction<ProfileInput>): SagaIterator {
  const input = { firstName: action.payload.firstName.trim(), lastName: action.payload.lastName.trim() };
  try {
    const answer: ProfileAnswer = yield call(myProfileApi.updateProfile, input);
    // SPEC §4: a save hands out a new token (a new session: its refresh cookie came with it).
    const token = answer.data?.data?.accessToken;
    if (token) yield put(sessionActions.tokenReplaced(token, answer.data?.data?.expiresIn));
    // The store takes the new name from the profile, so every part of the page shows it. No
    // page reload (there used to be one after 1 s): it cut the toast's 3.5 s to about one (issue 32).
    yield put(sessionActions.profileRequested());
    yield put(myProfileActions.profileSaveFinished());
    yield put(
      uiActions.toast({ kind: 'success', messageId: 'auth.profile.updated', text: 'Updated Successfully' }),
    );
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
    // A refused change shows the server's reason (e.g. a wrong old password), as sent.
    const message = errorMessage(error);
    yield put(myProfileActions.passwordChangeFailed({ message }));
    yield put(serverToast('error', message));
  }
}

export function* myProfileSaga(): SagaIterator {
  yield takeLeading(myProfileActions.profileSaveRequested.type, saveProfile);
  yield takeLeading(myProfileActions.passwordChangeRequested.type, changePassword);
}
