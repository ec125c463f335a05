import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import {
  errorMessage,
  navigateTo,
  resetCachedSlices,
  sessionActions,
  type PayloadAction,
} from '@phonesheet/shared';
import { lockScreenApi } from '../api';
import { lockScreenActions } from './lock-screen-slice';
import { lockMemory } from '@phonesheet/shared/idle-lock';

function* unlock(action: PayloadAction<{ password: string; redirectTo?: string }>): SagaIterator {
  try {
    yield call(lockScreenApi.unlock, action.payload.password);
    yield put(lockScreenActions.unlocked());
    if (action.payload.redirectTo) yield call(navigateTo, action.payload.redirectTo);
  } catch (error) {
    yield put(lockScreenActions.unlockFailed({ message: errorMessage(error) }));
  }
}

function* switchUser(): SagaIterator {
  yield put(sessionActions.logout());
}

function* remember(action: { type: string }): SagaIterator {
  yield call(lockMemory.set, lockScreenActions.locked.match(action));
}

export function* lockScreenSaga(): SagaIterator {
  yield takeLeading(lockScreenActions.unlockRequested.type, unlock);
  yield takeLeading(lockScreenActions.switchUserRequested.type, switchUser);
  // A reload must not get past the lock: remember it for this tab.
  yield takeEvery(
    [
      lockScreenActions.locked.type,
      lockScreenActions.unlocked.type,
      lockScreenActions.switchUserRequested.type,
      resetCachedSlices.type,
    ],
    remember,
  );
}
