import { call, put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { errorMessage, uiActions } from '@phonesheet/shared';
import type { PlanLimitReply } from '@phonesheet/shared/contracts';
import { ticketUrl } from './api';
import { planLimitOfError } from './plan-limit';

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

/**
 * The CSV of a filter (the sheet's or the history's). A ticket is asked for first, so a plan
 * without CSV answers 402 here, on the page, not in a download: that limit is returned for the
 * page to show; any other failure is a toast.
 */
export function* downloadCsv(
  params: Record<string, string | undefined>,
): SagaIterator<PlanLimitReply | null> {
  try {
    const url: string = yield call(ticketUrl, 'calls/export.csv', params);
    yield call(startDownload, url);
    return null;
  } catch (error) {
    const limit = planLimitOfError(error);
    if (!limit) yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
    return limit;
  }
}
