import {
  call,
  cancel,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
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
import type { Call, ConflictReply, PhonesheetEvent } from '@phonesheet/shared/contracts';
import { callsApi } from '../../../kit/api';
import { sheetActions, selectSheetShared, type SheetShared } from '../../../kit/store/sheet-state';
import { remindersApi } from '../api';
import { browserNoticesAllowed, showBrowserReminder } from './browser-notice';
import {
  deskScope,
  dueAt,
  LOOKAHEAD_MS,
  REFRESH_MS,
  remindAt,
  SNOOZE_MS,
  sleepFor,
} from './reminder-schedule';
import { remindersActions as A, selectReminders, type RemindersState } from './reminders-slice';
import { readSnoozes, writeSnoozes } from './snooze-memory';

/** The follow-ups of the sheet's desk (or the user's desks), read when the sheet (re)loads. */
function* loadFollowUps(): SagaIterator {
  const me: User | null = yield select(selectUser);
  const sheet: SheetShared = yield select(selectSheetShared);
  const desk = sheet.sheet.desk;
  const covers = sheet.users.find((u) => u._id === me?._id)?.covers ?? [];
  const until = Date.now() + LOOKAHEAD_MS;
  try {
    const list: Call[] = yield call(remindersApi.followUps, {
      until: new Date(until).toISOString(),
      // "Mine" is the API's default: the user's own and covered desks.
      ...(desk && desk !== 'mine' ? { desk } : {}),
    });
    yield put(
      A.loaded({
        list,
        scope: deskScope(desk, me?._id, covers),
        until,
        snoozes: readSnoozes(me?._id),
        now: Date.now(),
      }),
    );
  } catch {
    // Reminders are a help: the sheet works without them, and the next load tries again.
  }
}

/** Announces follow-ups that became due and were not announced yet for that time. */
function* announce(): SagaIterator {
  const s: RemindersState = yield select(selectReminders);
  const fresh = dueAt(s.list, s.snoozes, s.now).filter((c) => s.announced[c.id] !== remindAt(c, s.snoozes));
  if (!fresh.length) return;
  if (browserNoticesAllowed()) {
    const locale: LocaleKey = yield select(selectLocale);
    for (const c of fresh) yield call(showBrowserReminder, c, locale);
    yield put(A.announced({ ids: fresh.map((c) => c.id), inApp: false }));
  } else yield put(A.announced({ ids: fresh.map((c) => c.id), inApp: true }));
}

/** Wakes at the next reminder (at most a minute later), or when the list or snoozes change. */
function* timer(): SagaIterator {
  let loadedAt = Date.now();
  for (;;) {
    const s: RemindersState = yield select(selectReminders);
    const woke: { changed?: unknown } = yield race({
      slept: delay(sleepFor(s.list, s.snoozes, Date.now())),
      changed: take([A.loaded.type, A.callSeen.type, A.snoozed.type]),
    });
    if (woke.changed && A.loaded.match(woke.changed as PayloadAction<unknown>)) loadedAt = Date.now();
    yield put(A.ticked(Date.now()));
    yield call(announce);
    if (Date.now() - loadedAt > REFRESH_MS) {
      loadedAt = Date.now();
      yield fork(loadFollowUps);
    }
  }
}

function* seen(action: PayloadAction<unknown>): SagaIterator {
  if (sheetActions.liveEvent.match(action)) {
    const event = action.payload as PhonesheetEvent;
    if ('call' in event) yield put(A.callSeen(event.call));
  } else if (sheetActions.callChanged.match(action)) yield put(A.callSeen(action.payload));
  else if (sheetActions.created.match(action)) yield put(A.callSeen(action.payload.call));
  else if (sheetActions.deleted.match(action)) yield put(A.callSeen(action.payload));
}

/** "Done": the follow-up is cleared for everyone (PATCH followUpAt null); their sheets hear it live. */
function* done(action: PayloadAction<Call>): SagaIterator {
  const target = action.payload;
  try {
    let saved: Call;
    try {
      saved = yield call(callsApi.update, target.id, { followUpAt: null, version: target.version });
    } catch (error) {
      // Changed meanwhile (a note, a status): clear the follow-up on the current version if it
      // is still the one reminded of; another time set meanwhile is left alone.
      if (!isApiError(error) || error.status !== 409) throw error;
      const current = (error.body as ConflictReply).current;
      saved =
        current.followUpAt === target.followUpAt
          ? yield call(callsApi.update, target.id, { followUpAt: null, version: current.version })
          : current;
    }
    yield put(sheetActions.callChanged(saved));
  } catch (error) {
    yield put(uiActions.toast({ kind: 'error', text: errorMessage(error) }));
  } finally {
    yield put(A.doneFinished(target.id));
  }
}

/** "Snooze 15 min": this user's reminder only, kept in this browser. */
function* snooze(action: PayloadAction<Call>): SagaIterator {
  const c = action.payload;
  if (!c.followUpAt) return;
  const me: User | null = yield select(selectUser);
  const s: RemindersState = yield select(selectReminders);
  const snoozes = { ...s.snoozes, [c.id]: { followUpAt: c.followUpAt, until: Date.now() + SNOOZE_MS } };
  yield call(writeSnoozes, me?._id, snoozes);
  yield put(A.snoozed(snoozes));
}

/** While the sheet page is open: its follow-ups are loaded, kept current and reminded of. */
function* whileSheetOpen(): SagaIterator {
  yield takeLatest(sheetActions.sheetLoaded.type, loadFollowUps);
  yield takeEvery(
    [
      sheetActions.liveEvent.type,
      sheetActions.callChanged.type,
      sheetActions.created.type,
      sheetActions.deleted.type,
    ],
    seen,
  );
  yield fork(timer);
}

export function* remindersSaga(): SagaIterator {
  yield takeEvery(A.doneRequested.type, done);
  yield takeEvery(A.snoozeRequested.type, snooze);
  for (;;) {
    yield take(sheetActions.pageOpened.type);
    const task: Task = yield fork(whileSheetOpen);
    yield take(sheetActions.pageClosed.type);
    yield cancel(task);
  }
}
