import { buffers, channel, type Channel, type SagaIterator } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorMessage, isApiError, uiActions, type PayloadAction } from '@phonesheet/shared';
import { PHONESHEET_MESSAGES as PM, type CallStatus, type StatusBody } from '@phonesheet/shared/contracts';
import { sheetActions, selectSheetShared, type SheetShared } from '../../../kit/store/sheet-state';
import { serverTextKey } from '../../../kit/server-text';
import { statusesApi } from '../api';
import { moveStatus, nextOrder, withStatus } from './status-order';
import {
  NEW_STATUS,
  selectStatusesEditor,
  statusesActions as A,
  type StatusesEditorState,
} from './statuses-slice';

/** Every problem the server named (a 400 lists them in `errors`), else its one message. */
const textsOf = (error: unknown): string[] => {
  const body = isApiError(error) ? (error.body as { errors?: string[] } | null) : null;
  return body?.errors?.length ? body.errors : [errorMessage(error)];
};

/** An error toast in the reader's language when the server text is one we translate. */
const errorToast = (texts: string[]) =>
  uiActions.toast({
    kind: 'error',
    text: texts.join(' · '),
    messageId: texts.length === 1 ? serverTextKey(texts[0] as string) : undefined,
  });

function* statusesNow(): SagaIterator<CallStatus[]> {
  const state: SheetShared = yield select(selectSheetShared);
  return state.statuses;
}

function* put1(status: CallStatus): SagaIterator {
  const all: CallStatus[] = yield call(statusesNow);
  yield put(sheetActions.statusesLoaded(withStatus(all, status)));
}

function* load(): SagaIterator {
  try {
    const list: CallStatus[] = yield call(statusesApi.list);
    yield put(sheetActions.statusesLoaded(list));
    yield put(A.loaded());
  } catch (error) {
    yield put(A.loadFailed(errorMessage(error)));
  }
}

/**
 * A refused name (400 on a rename or an add) is shown under the field being typed in; any
 * other failure is a toast with the server's message.
 */
function* refused(target: string, error: unknown, typed: boolean): SagaIterator {
  const texts = textsOf(error);
  const inline = typed && isApiError(error) && error.status === 400;
  yield put(A.failed({ target, errors: inline ? texts : [] }));
  if (!inline) yield put(errorToast(texts));
}

function* add(action: PayloadAction<{ name: string; color: string; open: boolean }>): SagaIterator {
  try {
    const all: CallStatus[] = yield call(statusesNow);
    const created: CallStatus = yield call(statusesApi.create, {
      ...action.payload,
      order: nextOrder(all),
    });
    yield call(put1, created);
    yield put(A.added(created));
    yield put(uiActions.toast({ kind: 'success', messageId: 'phonesheet.statuses.added' }));
  } catch (error) {
    yield call(refused, NEW_STATUS, error, true);
  }
}

function* update(action: PayloadAction<{ id: string; changes: StatusBody }>): SagaIterator {
  const { id, changes } = action.payload;
  try {
    const saved: CallStatus = yield call(statusesApi.update, id, changes);
    yield call(put1, saved);
    yield put(A.updated(saved));
    yield put(uiActions.toast({ kind: 'success', messageId: 'phonesheet.statuses.saved' }));
  } catch (error) {
    yield call(refused, id, error, changes.name !== undefined);
  }
}

/** Back in use, at the bottom of the list (its old place may since belong to another status). */
function* restore(action: PayloadAction<CallStatus>): SagaIterator {
  const { id } = action.payload;
  try {
    const all: CallStatus[] = yield call(statusesNow);
    const saved: CallStatus = yield call(statusesApi.update, id, { retired: false, order: nextOrder(all) });
    yield call(put1, saved);
    yield put(A.updated(saved));
    yield put(uiActions.toast({ kind: 'success', messageId: 'phonesheet.statuses.restored' }));
  } catch (error) {
    yield call(refused, id, error, false);
  }
}

/** The server retires a status in use and deletes an unused one; the toast says which. */
function* retire(action: PayloadAction<CallStatus>): SagaIterator {
  const { id } = action.payload;
  try {
    const msg: string = yield call(statusesApi.remove, id);
    const outcome = msg === PM.statusRetired ? 'retired' : 'deleted';
    const all: CallStatus[] = yield call(statusesNow);
    yield put(
      sheetActions.statusesLoaded(
        outcome === 'retired'
          ? all.map((s) => (s.id === id ? { ...s, retired: true } : s))
          : all.filter((s) => s.id !== id),
      ),
    );
    yield put(A.retired({ id, outcome }));
    yield put(
      uiActions.toast({
        kind: 'success',
        messageId:
          outcome === 'retired' ? 'phonesheet.statuses.retiredDone' : 'phonesheet.statuses.deletedDone',
      }),
    );
  } catch (error) {
    yield call(refused, id, error, false);
  }
}

type MoveJob = { id: string; changed: Array<{ id: string; order: number }> };

/**
 * A move shows at once (the list is reordered before any request) so keyboard moves can follow
 * each other quickly; the PATCHes of all moves go out one after another, in order, so the
 * server ends with the order on screen. Then the list is reloaded: after a failure that puts
 * the server's order back.
 */
function* move(queue: Channel<MoveJob>, action: PayloadAction<{ id: string; to: number }>): SagaIterator {
  const all: CallStatus[] = yield call(statusesNow);
  const { list, changed } = moveStatus(all, action.payload.id, action.payload.to);
  yield put(sheetActions.statusesLoaded(list));
  yield put(queue, { id: action.payload.id, changed });
}

function* sendMoves(queue: Channel<MoveJob>): SagaIterator {
  for (;;) {
    const job: MoveJob = yield take(queue);
    try {
      for (const c of job.changed) yield call(statusesApi.update, c.id, { order: c.order });
      yield put(A.moved(job.id));
    } catch (error) {
      yield put(A.moveFailed(job.id));
      yield put(errorToast(textsOf(error)));
    }
    // Live reloads wait while moves are being saved; once all are, the server's list is the truth.
    const { pendingMoves }: StatusesEditorState = yield select(selectStatusesEditor);
    if (pendingMoves === 0) yield call(load);
  }
}

/**
 * Another change to the statuses (a live event, or events missed): the list the sheet uses is
 * loaded anew; skipped while this tab's own reorder is being saved.
 */
function* reload(): SagaIterator {
  const moving = (state: Parameters<typeof selectStatusesEditor>[0]) =>
    selectStatusesEditor(state).pendingMoves > 0;
  if (yield select(moving)) return;
  const statuses: CallStatus[] = yield call(statusesApi.list);
  if (!(yield select(moving))) yield put(sheetActions.statusesLoaded(statuses));
}

/** A page that shows statuses without the sheet (the history's filters) has them loaded here. */
function* loadForPage(): SagaIterator {
  try {
    const statuses: CallStatus[] = yield call(statusesApi.list);
    yield put(sheetActions.statusesLoaded(statuses));
  } catch {
    // The filters show no statuses; the page's own search still says what failed.
  }
}

export function* statusesSaga(): SagaIterator {
  const queue: Channel<MoveJob> = yield call(channel, buffers.expanding<MoveJob>(16));
  yield fork(sendMoves, queue);
  yield takeLatest(A.requested.type, load);
  yield takeEvery(A.addRequested.type, add);
  yield takeEvery(A.updateRequested.type, update);
  yield takeEvery(A.restoreRequested.type, restore);
  yield takeEvery(A.retireRequested.type, retire);
  yield takeEvery(A.moveRequested.type, move, queue);
  yield takeLatest(sheetActions.statusesChanged.type, reload);
  yield takeLatest(sheetActions.statusesNeeded.type, loadForPage);
}
