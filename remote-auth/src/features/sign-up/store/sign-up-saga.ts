import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, navigateTo, type PayloadAction } from '@phonesheet/shared';
import { ACCOUNT_MESSAGES } from '@phonesheet/shared/contracts';
import { bodyMsg, serverToast } from '../../../kit/server-message';
import { failureStatus, firstErrorText } from '../api-failure';
import { signUpApi, type RegisterInput } from '../api';
import { selectSignUp, signUpActions } from './sign-up-slice';
import { AUTH_PATHS } from '../../../route-paths';

type Answer = Awaited<ReturnType<typeof signUpApi.register>>;

/**
 * The password of step 1 goes with the code: it is the one the account gets, whoever registered
 * the address in between (docs/security.md "Sign-up"). Kept here, never in the store.
 */
const typed: { password?: string } = {};

function* register(action: PayloadAction<RegisterInput>): SagaIterator {
  const input = { ...action.payload, email: action.payload.email.trim() };
  typed.password = undefined;
  try {
    // 201 (code mailed) or 200 (sign-up already started, a fresh code mailed): both lead to step 2.
    const answer: Answer = yield call(signUpApi.register, input);
    yield put(serverToast('success', bodyMsg(answer.data) ?? ACCOUNT_MESSAGES.codeSent));
    const sentAt: number = yield call(Date.now);
    typed.password = input.password;
    yield put(signUpActions.registerSucceeded({ email: input.email, sentAt }));
  } catch (error) {
    yield put(signUpActions.registerFailed());
    yield put(serverToast('error', firstErrorText(error)));
  }
}

function* verifyCode(action: PayloadAction<{ code: string; signInPath?: string }>): SagaIterator {
  const { email }: ReturnType<typeof selectSignUp> = yield select(selectSignUp);
  if (!email) return;
  try {
    const answer: Answer = yield call(signUpApi.verifyCode, email, action.payload.code, typed.password);
    typed.password = undefined;
    yield put(signUpActions.codeAccepted());
    yield put(serverToast('success', bodyMsg(answer.data) ?? ACCOUNT_MESSAGES.signupComplete));
    yield call(navigateTo, action.payload.signInPath ?? AUTH_PATHS.signIn, { state: { email } });
  } catch (error) {
    // 410 expired / 404 no record: the sign-up must start again.
    const status = failureStatus(error);
    yield put(signUpActions.codeRejected({ restart: status === 410 || status === 404 }));
    yield put(serverToast('error', errorMessage(error)));
  }
}

function* resendCode(): SagaIterator {
  const { email }: ReturnType<typeof selectSignUp> = yield select(selectSignUp);
  if (!email) return;
  try {
    const answer: Answer = yield call(signUpApi.resendCode, email);
    const sentAt: number = yield call(Date.now);
    yield put(signUpActions.resendSucceeded({ sentAt }));
    yield put(serverToast('success', bodyMsg(answer.data) ?? ACCOUNT_MESSAGES.codeSent));
  } catch (error) {
    yield put(signUpActions.resendFailed());
    yield put(serverToast('error', errorMessage(error)));
  }
}

export function* signUpSaga(): SagaIterator {
  yield takeLeading(signUpActions.registerRequested.type, register);
  yield takeLeading(signUpActions.codeSubmitted.type, verifyCode);
  yield takeLatest(signUpActions.resendRequested.type, resendCode);
}
