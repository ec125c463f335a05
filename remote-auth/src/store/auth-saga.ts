import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { signUpSaga } from '../features/sign-up/store/sign-up-saga';
import { verifyAccountSaga } from '../features/verify-account/store/verify-account-saga';
import { forgotPasswordSaga } from '../features/forgot-password/store/forgot-password-saga';
import { resetPasswordSaga } from '../features/reset-password/store/reset-password-saga';
import { myProfileSaga } from '../features/my-profile/store/my-profile-saga';
import { lockScreenSaga } from '../features/lock-screen/store/lock-screen-saga';

export function* authSaga(): SagaIterator {
  yield all([
    fork(signUpSaga),
    fork(verifyAccountSaga),
    fork(forgotPasswordSaga),
    fork(resetPasswordSaga),
    fork(myProfileSaga),
    fork(lockScreenSaga),
  ]);
}
