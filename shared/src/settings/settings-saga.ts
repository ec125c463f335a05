import type { SagaIterator } from 'redux-saga';
import { call, select, takeEvery } from 'redux-saga/effects';
import { saveSettings } from './settings-storage';
import { selectSettings, settingsActions, type SettingsState } from './settings-slice';

function* persist(): SagaIterator {
  const settings: SettingsState = yield select(selectSettings);
  yield call(saveSettings, settings);
}

export function* settingsSaga(): SagaIterator {
  yield takeEvery(
    [settingsActions.localeChanged.type, settingsActions.changed.type, settingsActions.reset.type],
    persist,
  );
}
