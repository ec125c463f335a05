import {
  actionChannel,
  call,
  cancel,
  cancelled,
  delay,
  fork,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { errorMessage, isApiError, uiActions, type PayloadAction } from '@phonesheet/shared';
import type { Call, CallPage, ImportJob, PlanLimitReply, SearchQuery } from '@phonesheet/shared/contracts';
import { callsApi, type ImportFailure } from '../../../kit/api';
import { liveActions, type LiveMessage } from '@phonesheet/shared/live';
import { loadPlan } from '../../../kit/store/load-plan';
import { downloadCsv } from '../../../kit/csv-download';
import { planLimitOfError } from '../../../kit/plan-limit';
import { historyActions as A, selectHistory, type HistoryState } from './history-slice';

type ImportReply = Awaited<ReturnType<typeof callsApi.importCsv>>;
type ImportResult = { imported: number; preview: Array<Record<string, string>> };

/** How often a big file's job is read while it runs. */
export const IMPORT_POLL_MS = 500;
const ENDED: ImportJob['status'][] = ['done', 'failed', 'cancelled'];

const progressOf = (job: ImportJob) => ({
  id: job.id,
  status: job.status,
  dryRun: job.dryRun,
  rowsTotal: job.rowsTotal,
  rowsChecked: job.rowsChecked,
  rowsStored: job.rowsStored,
});

/** Thrown for a job that ended without passing: its bad lines, or why it stopped. */
class ImportStopped extends Error {
  constructor(
    readonly job: ImportJob,
    readonly lines: string[],
  ) {
    super(lines[0]);
  }
}

/**
 * Sends the file; a big one's job (202) is followed until it ends, its progress shown.
 * Returns what passed; throws ImportStopped (bad lines, cancelled) or the request's error.
 * A saga cancelled meanwhile (the dialog closed during a dry run) cancels the job too.
 */
function* sendImport(csv: string, dryRun: boolean): SagaIterator<ImportResult> {
  const reply: ImportReply = yield call(callsApi.importCsv, csv, dryRun);
  if (!('rowsChecked' in reply.data)) return reply.data;
  let job: ImportJob = reply.data;
  try {
    yield put(A.importProgressed(progressOf(job)));
    while (!ENDED.includes(job.status)) {
      yield delay(IMPORT_POLL_MS);
      job = yield call(callsApi.importJob, job.id);
      yield put(A.importProgressed(progressOf(job)));
    }
  } finally {
    if ((yield cancelled()) && !ENDED.includes(job.status)) yield fork(forgetJob, job.id);
  }
  if (job.status !== 'done') throw new ImportStopped(job, job.errors.length ? job.errors : [job.msg ?? '']);
  return job;
}

function* forgetJob(id: string): SagaIterator {
  try {
    yield call(callsApi.cancelImport, id);
  } catch {
    // Already ended: nothing to stop.
  }
}

/** Cancel while a job runs: the following saga sees it end cancelled at its next read. */
function* cancelImport(): SagaIterator {
  const { csvImport }: HistoryState = yield select(selectHistory);
  if (!csvImport.progress) return;
  try {
    yield call(callsApi.cancelImport, csvImport.progress.id);
  } catch {
    // It ended meanwhile: its end is shown as it is.
  }
}

/** The texts of a refusal: bad lines, the busy company (429, translated), or the message. */
function* refusal(error: unknown): SagaIterator {
  if (error instanceof ImportStopped) {
    if (error.job.status === 'cancelled') {
      yield put(A.importCancelled());
      yield put(uiActions.toast({ kind: 'info', messageId: 'phonesheet.import.cancelled' }));
      return;
    }
    yield put(A.importRefused(error.lines));
    return;
  }
  const body = isApiError(error) ? (error.body as ImportFailure | null) : null;
  if (isApiError(error) && error.status === 429) {
    yield put(A.importBusy(body?.retryAfterSeconds ?? 5));
    return;
  }
  yield put(A.importRefused(body?.errors ?? [errorMessage(error)]));
}

function* search(action: PayloadAction<SearchQuery>): SagaIterator {
  try {
    const page: CallPage = yield call(callsApi.search, action.payload);
    yield put(A.loaded(page));
  } catch (error) {
    // Older than the plan's history window: the page offers the upgrade.
    const limit = planLimitOfError(error);
    if (limit) yield put(A.planLimitMet(limit));
    else yield put(A.failed(errorMessage(error)));
  }
}

function* timeline(action: PayloadAction<{ phone?: string; name?: string }>): SagaIterator {
  try {
    const calls: Call[] = yield call(callsApi.timeline, {
      phone: action.payload.phone,
      name: action.payload.name,
    });
    yield put(A.timelineLoaded(calls));
  } catch {
    yield put(A.timelineLoaded([]));
  }
}

/** Dry run: the preview, or every bad line the server found (all or nothing). */
function* checkImport(action: PayloadAction<string>): SagaIterator {
  const csv = action.payload;
  try {
    const result: ImportResult = yield call(sendImport, csv, true);
    yield put(A.importPreviewed({ csv, count: result.imported, rows: result.preview }));
  } catch (error) {
    yield call(refusal, error);
  }
}

/** Closing the dialog drops a dry run still under way (its answer would reopen nothing). */
function* checkOrClose(action: PayloadAction<string>): SagaIterator {
  if (A.importChecked.match(action)) yield call(checkImport, action);
}

function* runImport(): SagaIterator {
  const { csvImport }: HistoryState = yield select(selectHistory);
  if (csvImport.step.kind !== 'preview') return;
  try {
    const result: ImportResult = yield call(sendImport, csvImport.step.csv, false);
    yield put(A.importDone(result.imported));
    yield put(
      uiActions.toast({
        kind: 'success',
        messageId: 'phonesheet.import.done',
        values: { count: result.imported },
      }),
    );
  } catch (error) {
    if (error instanceof ImportStopped || (isApiError(error) && error.status === 429))
      yield call(refusal, error);
    else yield put(A.importRefused([errorMessage(error)]));
  }
}

/** While the history is open, changes by others show in place; new calls re-run the search. */
function* onLive(m: LiveMessage): SagaIterator {
  if (m.kind !== 'event') return;
  const e = m.event;
  if (e.type === 'call.updated' || e.type === 'call.deleted') yield put(A.liveChanged(e.call));
  else if (e.type === 'call.created' || e.type === 'call.restored' || e.type === 'calls.imported') {
    const { query }: HistoryState = yield select(selectHistory);
    yield put(A.searched(query));
  }
}

/** While the page is open: the messages of the shell's event stream (`@phonesheet/shared/live`). */
function* live(): SagaIterator {
  const messages: Channel<PayloadAction<LiveMessage>> = yield actionChannel(liveActions.message.type);
  try {
    for (;;) {
      const { payload }: PayloadAction<LiveMessage> = yield take(messages);
      yield call(onLive, payload);
    }
  } finally {
    messages.close();
  }
}

function* pageLifecycle(): SagaIterator {
  for (;;) {
    yield take(A.pageOpened.type);
    yield fork(loadPlan);
    const task: Task = yield fork(live);
    yield take(A.pageClosed.type);
    yield cancel(task);
  }
}

/** The CSV of the history's filter; a plan without CSV shows its limit on the page. */
function* exportCsv(action: PayloadAction<Record<string, string | undefined>>): SagaIterator {
  const limit: PlanLimitReply | null = yield call(downloadCsv, action.payload);
  if (limit) yield put(A.planLimitMet(limit));
}

export function* historySaga(): SagaIterator {
  yield takeLatest(A.searched.type, search);
  yield takeEvery(A.timelineRequested.type, timeline);
  yield takeLatest([A.importChecked.type, A.importClosed.type], checkOrClose);
  yield takeLeading(A.importRequested.type, runImport);
  yield takeLeading(A.importCancelRequested.type, cancelImport);
  // takeLeading: a double click downloads once.
  yield takeLeading(A.exportRequested.type, exportCsv);
  yield fork(pageLifecycle);
}
