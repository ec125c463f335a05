import { eventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessage, selectUser, uiActions, type User } from '@phonesheet/shared';
import { callsApi } from '../../../kit/api';
import { callsActions as A, selectPhonesheet, type PhonesheetState } from '../store/calls-slice';
import { offlineDb, type OfflineDb, type QueuedChange, type QueuedUpdate } from './offline-db';
import { queued, remove, sendNext, waitingCount, type SendOutcome, type Sender } from './offline-queue';
import { saveSheetCopy } from './sheet-copy';
import type { LocalContext } from './local-sheet';

/** While the browser says it is online but the API does not answer, the queue is tried this often. */
export const RETRY_MS = 10_000;
/**
 * After a change, the sheet copy is written once the sheet has been still this long (a burst of
 * live events is one write); a loaded sheet is written at once.
 */
export const COPY_DELAY_MS = 500;

export const queueSender: Sender = {
  create: (body, key) => callsApi.create(body, key),
  update: (id, patch, key) => callsApi.update(id, patch, key),
};

/** What local rows need to be drawn like the server's: statuses, users and who is signed in. */
export function* localContext(): SagaIterator<LocalContext | null> {
  const me: User | null = yield select(selectUser);
  if (!me) return null;
  const s: PhonesheetState = yield select(selectPhonesheet);
  return { statuses: s.statuses, users: s.users, me: { _id: me._id, fullName: me.fullName } };
}

/** The signed-in user's queued changes (none without IndexedDB or a user). */
export function* queuedChanges(): SagaIterator<QueuedChange[]> {
  const db: OfflineDb | null = yield call(offlineDb);
  const me: User | null = yield select(selectUser);
  if (!db || !me) return [];
  return (yield call(queued, db, me._id)) as QueuedChange[];
}

/** Counts what waits, and shows a queued change's conflict when no dialog is open. */
export function* refreshQueue(): SagaIterator {
  const items: QueuedChange[] = yield call(queuedChanges);
  yield put(A.waitingCounted(waitingCount(items)));
  const { conflict }: PhonesheetState = yield select(selectPhonesheet);
  const waitingAnswer = items.find((i): i is QueuedUpdate => i.kind === 'update' && !!i.conflict);
  if (!conflict && waitingAnswer?.conflict) {
    yield put(
      A.conflictOccurred({
        mine: waitingAnswer.changes,
        ...waitingAnswer.conflict,
        queuedSeq: waitingAnswer.seq,
      }),
    );
  }
}

function* report(outcome: SendOutcome): SagaIterator {
  if (outcome.kind === 'sent') {
    if (outcome.item.kind === 'create') {
      yield put(A.localReplaced({ localId: outcome.item.localId, call: outcome.call }));
    } else yield put(A.callChanged(outcome.call));
  } else if (outcome.kind === 'refused' && outcome.error) {
    const item = outcome.item;
    const name = item.kind === 'create' ? item.body.contactName || item.body.phone || '' : '';
    if (item.kind === 'create') yield put(A.localDropped(item.localId));
    yield put(
      uiActions.toast({
        kind: 'error',
        messageId: 'phonesheet.offline.refused',
        values: { name, reason: errorMessage(outcome.error) },
      }),
    );
  }
}

/** Sends the queue, oldest first, until it is empty or the API cannot be reached. */
function* flushOutbox(): SagaIterator {
  const db: OfflineDb | null = yield call(offlineDb);
  const me: User | null = yield select(selectUser);
  if (!db || !me) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  for (;;) {
    const outcome: SendOutcome | null = yield call(sendNext, db, me._id, queueSender);
    if (!outcome) break;
    if (outcome.kind === 'unreachable') {
      yield put(A.offlineChanged(true));
      yield fork(retryLater);
      break;
    }
    // The session ended (the sign-in page follows); the queue stays for the next sign-in.
    if (outcome.kind === 'signedOut') break;
    const { offline }: PhonesheetState = yield select(selectPhonesheet);
    if (offline) yield put(A.offlineChanged(false));
    yield call(report, outcome);
    yield call(refreshQueue);
  }
  yield call(refreshQueue);
}

function* retryLater(): SagaIterator {
  yield delay(RETRY_MS);
  yield put(A.outboxFlushRequested());
}

/** The browser's online/offline events: offline queues every change, online sends the queue. */
function networkChannel() {
  return eventChannel<boolean>((emit) => {
    if (typeof window === 'undefined') return () => undefined;
    const online = () => emit(true);
    const offline = () => emit(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

function* watchNetwork(): SagaIterator {
  const channel = networkChannel();
  try {
    for (;;) {
      const online: boolean = yield take(channel);
      yield put(A.offlineChanged(!online));
      if (online) yield put(A.outboxFlushRequested());
    }
  } finally {
    channel.close();
  }
}

/** What loads the sheet: kept at once, since the user may lose the network the next moment. */
const LOADS: ReadonlySet<string> = new Set([A.sheetLoaded.type, A.statusesLoaded.type]);

/** Keeps the sheet on screen in IndexedDB, so it opens without the network. */
function* keepCopy(action: { type: string }): SagaIterator {
  if (!LOADS.has(action.type)) yield delay(COPY_DELAY_MS);
  const s: PhonesheetState = yield select(selectPhonesheet);
  const me: User | null = yield select(selectUser);
  const db: OfflineDb | null = yield call(offlineDb);
  if (!db || !me || s.load !== 'ready') return;
  try {
    yield call(saveSheetCopy, db, me._id, { sheet: s.sheet, statuses: s.statuses, users: s.users });
  } catch (error) {
    console.warn('[offline] the sheet copy was not saved', error);
  }
}

/**
 * A queued change's conflict leaves the queue once the user answers it ("Re-apply mine" puts
 * the change in again as a new one); then the next one waiting for an answer shows.
 */
function* followQueuedConflicts(): SagaIterator {
  for (;;) {
    const shown: ReturnType<typeof A.conflictOccurred> = yield take(A.conflictOccurred.type);
    const seq = shown.payload.queuedSeq;
    if (seq === undefined) continue;
    yield take(A.conflictDismissed.type);
    const db: OfflineDb | null = yield call(offlineDb);
    if (db) yield call(remove, db, seq);
    yield call(refreshQueue);
  }
}

/** The queue's part of the phone sheet: the network, sending, the kept copy, answered conflicts. */
export function* offlineSaga(): SagaIterator {
  yield fork(watchNetwork);
  yield takeLeading(A.outboxFlushRequested.type, flushOutbox);
  yield takeLatest(
    [
      A.sheetLoaded.type,
      A.created.type,
      A.callChanged.type,
      A.deleted.type,
      A.liveEvent.type,
      A.localReplaced.type,
      A.statusesLoaded.type,
      A.conflictOccurred.type,
    ],
    keepCopy,
  );
  yield fork(followQueuedConflicts);
}
