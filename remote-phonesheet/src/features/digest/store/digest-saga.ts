import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import {
  errorMessage,
  isApiError,
  selectLocale,
  selectUser,
  uiActions,
  type LocaleKey,
  type PayloadAction,
  type User,
} from '@phonesheet/shared';
import type { DigestSettings, DigestSettingsBody } from '@phonesheet/shared/contracts';
import { sheetActions } from '../../../kit/store/sheet-state';
import { digestApi } from '../api';
import { digestActions as A } from './digest-slice';
import { firstSettings } from './browser-defaults';

function* load(): SagaIterator {
  try {
    const settings: DigestSettings = yield call(digestApi.settings);
    yield put(A.loaded(settings));
  } catch (error) {
    yield put(A.loadFailed(errorMessage(error)));
  }
}

function* save(action: PayloadAction<DigestSettingsBody>): SagaIterator {
  try {
    const settings: DigestSettings = yield call(digestApi.save, action.payload);
    yield put(A.loaded(settings));
    yield put(uiActions.toast({ kind: 'success', messageId: 'phonesheet.digest.saved' }));
  } catch (error) {
    const body = isApiError(error) ? (error.body as { errors?: string[] } | null) : null;
    yield put(A.saveFailed(body?.errors?.length ? body.errors : [errorMessage(error)]));
  }
}

/**
 * The first time a user opens the sheet, their browser's time zone and the app's language are
 * stored as the digest's (on, at 08:00): the API knows neither otherwise. Later visits change
 * nothing; the user changes them in My Account.
 */
const checkedUsers = new Set<string>();
function* storeFirstSettings(): SagaIterator {
  const me: User | null = yield select(selectUser);
  if (!me || checkedUsers.has(me._id)) return;
  try {
    const settings: DigestSettings = yield call(digestApi.settings);
    checkedUsers.add(me._id);
    if (settings.saved) return;
    const locale: LocaleKey = yield select(selectLocale);
    yield call(digestApi.save, firstSettings(locale));
  } catch {
    // Tried again at the next visit.
  }
}

export function* digestSaga(): SagaIterator {
  yield takeLatest(A.requested.type, load);
  yield takeLeading(A.saveRequested.type, save);
  yield takeLeading(sheetActions.pageOpened.type, storeFirstSettings);
}
