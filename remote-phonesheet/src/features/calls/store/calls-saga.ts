import {
  actionChannel,
  all,
  call,
  cancel,
  fork,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { errorMessage, isApiError, selectUser, uiActions, type User } from '@phonesheet/shared';
import type {
  Call,
  CreateCallBody,
  CallChange,
  CallStatus,
  CompanyUsersList,
  ConflictReply,
  CreateCallReply,
  Sheet,
} from '@phonesheet/shared/contracts';
import { callsApi } from '../../../kit/api';
import { callsActions as A, selectPhonesheet, type CallBackDone, type PhonesheetState } from './calls-slice';
import { MINE, localDay, mineOf } from '../../../kit/sheet-placement';
import { liveActions, selectLiveConnected, type LiveMessage } from '@phonesheet/shared/live';
import { loadPlan } from '../../../kit/store/load-plan';
import { rememberDesk, rememberedDesk } from './desk-memory';
import { planLimitOfError } from '../../../kit/plan-limit';
import type { PayloadAction } from '@phonesheet/shared';
import {
  offlineDb,
  type OfflineDb,
  type QueuedChange,
  type QueuedCreate,
  type QueuedUpdate,
  type SheetCopy,
} from '../offline/offline-db';
import {
  amendCreate,
  dropLocal,
  enqueue,
  isLocalId,
  isUnreachable,
  LOCAL_ID_PREFIX,
  newKey,
} from '../offline/offline-queue';
import { readSheetCopy } from '../offline/sheet-copy';
import { applyChanges, forToday, localCall, withQueued, type LocalContext } from '../offline/local-sheet';
import { localContext, offlineSaga, queuedChanges, refreshQueue } from '../offline/offline-saga';
import { entrySaga } from './entry-saga';
import { callReadsSaga } from './call-reads-saga';
import { coversSaga } from './covers-saga';

const errorsOf = (error: unknown): string[] => {
  const body = isApiError(error) ? (error.body as { errors?: string[] } | null) : null;
  return body?.errors?.length ? body.errors : [errorMessage(error)];
};

function* loadSheet(action: PayloadAction<{ desk: string | null }>): SagaIterator {
  const { desk } = action.payload;
  const me: User | null = yield select(selectUser);
  try {
    const day = localDay(new Date());
    const [sheet, statuses, { data: users, coversChangeInMs }]: [Sheet, CallStatus[], CompanyUsersList] =
      yield all([
        call(callsApi.sheet, { ...day, ...(desk ? { desk } : {}) }),
        call(callsApi.statuses),
        call(callsApi.usersList),
      ]);
    const items: QueuedChange[] = yield call(queuedChanges);
    const view = { ...sheet, desk, ...(desk === MINE && me ? { mine: mineOf(me._id, users) } : {}) };
    const ctx: LocalContext | null = me ? { statuses, users, me } : null;
    yield put(A.sheetLoaded({ sheet: ctx ? withQueued(view, items, ctx) : view, statuses, users }));
    yield put(A.coversDue(coversChangeInMs));
    yield call(rememberDesk, me?._id, desk);
  } catch (error) {
    if (isUnreachable(error) && (yield call(showSheetCopy, desk))) return;
    // A remembered desk that is gone (deactivated, or no longer the user's to cover): all desks.
    const refused = isApiError(error) && (error.status === 400 || error.status === 403);
    const remembered: string | null = yield call(rememberedDesk, me?._id);
    if (desk && refused && remembered === desk) {
      yield call(rememberDesk, me?._id, null);
      yield put(A.sheetRequested({ desk: null }));
    } else yield put(A.sheetFailed(errorMessage(error)));
  }
}

/** No server: the sheet this browser kept, laid out for today, with the queued changes on top. */
function* showSheetCopy(desk: string | null): SagaIterator<boolean> {
  const db: OfflineDb | null = yield call(offlineDb);
  const me: User | null = yield select(selectUser);
  if (!db || !me) return false;
  const copy: SheetCopy | null = yield call(readSheetCopy, db, me._id, desk);
  if (!copy) return false;
  const items: QueuedChange[] = yield call(queuedChanges);
  const ctx: LocalContext = { statuses: copy.statuses, users: copy.users, me };
  const sheet = withQueued(forToday({ ...copy.sheet, desk }, copy.statuses), items, ctx);
  yield put(A.offlineChanged(true));
  yield put(A.sheetCopyLoaded({ sheet, statuses: copy.statuses, users: copy.users }));
  yield call(refreshQueue);
  return true;
}

/** Changes go to the queue while offline, and behind changes already queued (their order holds). */
function* mustQueue(): SagaIterator<boolean> {
  const { offline, waiting }: PhonesheetState = yield select(selectPhonesheet);
  const db: OfflineDb | null = yield call(offlineDb);
  return !!db && (offline || waiting > 0);
}

function* queueCreate(body: Parameters<typeof callsApi.create>[0], key: string): SagaIterator<boolean> {
  const db: OfflineDb | null = yield call(offlineDb);
  const ctx: LocalContext | null = yield call(localContext);
  if (!db || !ctx) return false;
  const now = new Date().toISOString();
  // The time it was logged, not the time it reaches the server.
  const item: QueuedCreate = yield call(enqueue, db, {
    kind: 'create',
    key,
    userId: ctx.me._id,
    queuedAt: now,
    localId: `${LOCAL_ID_PREFIX}${key}`,
    body: { ...body, occurredAt: body.occurredAt || now },
  } satisfies QueuedCreate);
  yield put(A.queuedCreated(localCall(item, ctx)));
  yield call(refreshQueue);
  return true;
}

function* queueUpdate(target: Call, changes: Partial<CreateCallBody>, key: string): SagaIterator<boolean> {
  const db: OfflineDb | null = yield call(offlineDb);
  const ctx: LocalContext | null = yield call(localContext);
  if (!db || !ctx) return false;
  yield call(enqueue, db, {
    kind: 'update',
    key,
    userId: ctx.me._id,
    queuedAt: new Date().toISOString(),
    callId: target.id,
    version: target.version,
    changes,
  } satisfies QueuedUpdate);
  yield put(A.callChanged(applyChanges(target, changes, ctx)));
  yield call(refreshQueue);
  return true;
}

function* create(action: PayloadAction<Parameters<typeof callsApi.create>[0]>): SagaIterator {
  const key = newKey();
  if ((yield call(mustQueue)) && (yield call(queueCreate, action.payload, key))) return;
  try {
    const reply: CreateCallReply = yield call(callsApi.create, action.payload, key);
    yield put(A.created({ call: reply.data, duplicateOf: reply.duplicateOf }));
  } catch (error) {
    // No answer: it may or may not have been stored; the queue sends it again with its key.
    if (isUnreachable(error)) {
      yield put(A.offlineChanged(true));
      if (yield call(queueCreate, action.payload, key)) return;
    }
    // A desk the plan has no room for: the page offers the upgrade.
    const limit = planLimitOfError(error);
    if (limit) yield put(A.planLimitMet(limit));
    else yield put(A.createFailed(errorsOf(error)));
  }
}

function* update(action: PayloadAction<{ call: Call; changes: Record<string, unknown> }>): SagaIterator {
  const { call: target, changes } = action.payload;
  if (isLocalId(target.id)) {
    // Not on the server yet: the change goes into the queued call itself.
    const db: OfflineDb | null = yield call(offlineDb);
    const ctx: LocalContext | null = yield call(localContext);
    if (db && ctx && (yield call(amendCreate, db, target.id, changes)))
      yield put(A.callChanged(applyChanges(target, changes, ctx)));
    return;
  }
  const key = newKey();
  if ((yield call(mustQueue)) && (yield call(queueUpdate, target, changes, key))) return;
  try {
    const saved: Call = yield call(callsApi.update, target.id, { ...changes, version: target.version }, key);
    yield put(A.callChanged(saved));
  } catch (error) {
    if (isUnreachable(error)) {
      yield put(A.offlineChanged(true));
      if (yield call(queueUpdate, target, changes, key)) return;
    }
    if (isApiError(error) && error.status === 409) {
      const body = error.body as ConflictReply;
      yield put(
        A.conflictOccurred({
          mine: changes,
          current: body.current,
          changedFields: body.changedFields,
          changes: body.changes,
        }),
      );
    } else {
      const limit = planLimitOfError(error);
      if (limit) yield put(A.planLimitMet(limit));
      else yield put(uiActions.toast({ kind: 'error', text: errorsOf(error).join(' · ') }));
    }
  }
}

/** "Re-apply mine": the same changes on top of the other person's version. */
function* reapply(): SagaIterator {
  const { conflict }: PhonesheetState = yield select(selectPhonesheet);
  if (!conflict) return;
  yield put(A.conflictDismissed());
  yield put(A.updateRequested({ call: conflict.current, changes: conflict.mine }));
}

function* remove(action: PayloadAction<Call>): SagaIterator {
  if (isLocalId(action.payload.id)) {
    const db: OfflineDb | null = yield call(offlineDb);
    if (db) yield call(dropLocal, db, action.payload.id);
    yield put(A.localDropped(action.payload.id));
    yield call(refreshQueue);
    return;
  }
  try {
    const removed: Call = yield call(callsApi.remove, action.payload.id);
    yield put(A.deleted(removed));
  } catch (error) {
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

function* restore(action: PayloadAction<Call>): SagaIterator {
  try {
    const restored: Call = yield call(callsApi.restore, action.payload.id);
    yield put(A.callChanged(restored));
  } catch (error) {
    const limit = planLimitOfError(error);
    if (limit) yield put(A.planLimitMet(limit));
    else yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

function* callBack(action: PayloadAction<{ call: Call; statusId?: string }>): SagaIterator {
  const { call: original, statusId } = action.payload;
  try {
    const result: { call: Call; original: Call } = yield call(callsApi.callBack, original.id, statusId);
    yield put(A.callChanged(result.original));
    yield put(A.callChanged(result.call));
    // The page's toast says so, with Undo.
    yield put(A.calledBack({ ...result, statusBefore: original.statusId }));
  } catch (error) {
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

/** Undo of a call back: the call logged goes (soft delete), the original gets its status back. */
function* undoCallBack(action: PayloadAction<CallBackDone>): SagaIterator {
  const { call: logged, original, statusBefore } = action.payload;
  try {
    const removed: Call = yield call(callsApi.remove, logged.id);
    yield put(A.callChanged(removed));
    if (original.statusId !== statusBefore) {
      const back: Call = yield call(callsApi.update, original.id, {
        version: original.version,
        statusId: statusBefore,
      });
      yield put(A.callChanged(back));
    }
  } catch (error) {
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  }
}

function* onLive(message: LiveMessage): SagaIterator {
  if (message.kind === 'open') yield put(A.liveChanged(true));
  else if (message.kind === 'down') yield put(A.liveChanged(false));
  else if (message.kind === 'reset') {
    // Events were missed and cannot be replayed: the sheet and statuses are loaded anew.
    const { sheet }: PhonesheetState = yield select(selectPhonesheet);
    yield put(A.sheetRequested({ desk: sheet.desk }));
    yield put(A.statusesChanged());
  } else if (message.kind !== 'event') return;
  else if (message.event.type === 'statuses.changed') yield put(A.statusesChanged());
  else if (message.event.type === 'covers.changed') yield put(A.coversChanged());
  else if (message.event.type === 'calls.imported') {
    const { sheet }: PhonesheetState = yield select(selectPhonesheet);
    yield put(A.sheetRequested({ desk: sheet.desk }));
  } else yield put(A.liveEvent(message.event));
}

/**
 * While the page is open, the messages of the shell's event stream (`@phonesheet/shared/live`,
 * followed on every signed-in page) keep the sheet current; the badge starts from its state.
 */
function* watchLive(): SagaIterator {
  const live: boolean = yield select(selectLiveConnected);
  yield put(A.liveChanged(live));
  const messages: Channel<PayloadAction<LiveMessage>> = yield actionChannel(liveActions.message.type);
  try {
    for (;;) {
      const { payload }: PayloadAction<LiveMessage> = yield take(messages);
      yield call(onLive, payload);
    }
  } finally {
    messages.close();
    yield put(A.liveChanged(false));
  }
}

/** While the sheet page is open: the sheet is loaded and live events keep it current. */
function* sheetPage(): SagaIterator {
  for (;;) {
    const opened: PayloadAction<{ desk: string | null }> = yield take(A.pageOpened.type);
    const me: User | null = yield select(selectUser);
    const remembered: string | null = yield call(rememberedDesk, me?._id);
    yield put(A.sheetRequested({ desk: opened.payload.desk ?? remembered }));
    // What an earlier visit queued is counted, and sent if the network is there.
    yield call(refreshQueue);
    yield put(A.outboxFlushRequested());
    yield fork(loadPlan);
    const live: Task = yield fork(watchLive);
    yield take(A.pageClosed.type);
    yield cancel(live);
  }
}

/** A call's change log; closing the drawer (or opening another call's) drops the pending answer. */
function* changes(action: PayloadAction<unknown>): SagaIterator {
  if (!A.changesOpened.match(action)) return;
  try {
    const items: CallChange[] = yield call(callsApi.changes, action.payload.id);
    yield put(A.changesLoaded(items));
  } catch (error) {
    yield put(A.changesFailed(errorMessage(error)));
  }
}

export function* phonesheetSaga(): SagaIterator {
  yield takeLatest(A.sheetRequested.type, loadSheet);
  yield takeEvery(A.createRequested.type, create);
  yield takeEvery(A.updateRequested.type, update);
  yield takeEvery(A.reapplyRequested.type, reapply);
  yield takeEvery(A.deleteRequested.type, remove);
  yield takeEvery(A.restoreRequested.type, restore);
  yield takeEvery(A.callBackRequested.type, callBack);
  yield takeEvery(A.callBackUndoRequested.type, undoCallBack);
  yield takeLatest([A.changesOpened.type, A.changesClosed.type, A.pageClosed.type], changes);
  yield fork(sheetPage);
  yield fork(callReadsSaga);
  yield fork(coversSaga);
  yield fork(offlineSaga);
  yield fork(entrySaga);
}
