import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, uiActions, type PayloadAction } from '@phonesheet/shared';
import { ticketUrl } from '../api';
import { planLimitOfError } from '../plan-limit';
import { callsActions as A } from './calls-slice';
import { historyActions } from '../../history/store/history-slice';

/** Lets the browser download `url` (the server names the file) without leaving the page. */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A ticket for the export first: a plan without CSV answers 402 here, on the page, not in a download. */
function* exportCsv(
  action: PayloadAction<{ params: Record<string, string | undefined>; from: 'sheet' | 'history' }>,
): SagaIterator {
  try {
    const url: string = yield call(ticketUrl, 'calls/export.csv', action.payload.params);
    yield call(startDownload, url);
  } catch (error) {
    const limit = planLimitOfError(error);
    if (limit)
      yield put(
        action.payload.from === 'history' ? historyActions.planLimitMet(limit) : A.planLimitMet(limit),
      );
    else yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

export function* exportSaga(): SagaIterator {
  // takeLeading: a double click downloads once.
  yield takeLeading(A.exportRequested.type, exportCsv);
}
