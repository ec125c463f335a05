import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { uiActions, type PayloadAction } from '@phonesheet/shared';
import { request, toastSuccess } from '../../../store/fetch-lifecycle';
import { calendarApi } from '../api';
import type { CalendarEvent, EventInput } from '../types';
import { thirdPartyActions as A } from './third-party-slice';

import { CALENDAR_KEYS } from './third-party-saga-keys';

export const CALENDAR_TOASTS = {
  added: 'templates.thirdParty.toast.added',
  updated: 'templates.thirdParty.toast.updated',
  moved: 'templates.thirdParty.toast.moved',
  deleted: 'templates.thirdParty.toast.deleted',
  refused: 'templates.thirdParty.toast.refused',
} as const;

function* refused(): SagaIterator {
  yield put(uiActions.toast({ kind: 'error', messageId: CALENDAR_TOASTS.refused }));
  yield put(A.eventsRequested());
}

function* loadEvents(): SagaIterator {
  const events: CalendarEvent[] | undefined = yield call(
    request<[], CalendarEvent[]>,
    CALENDAR_KEYS.list,
    calendarApi.list,
  );
  if (events) yield put(A.eventsLoaded(events));
}

function* createEvent({ payload }: PayloadAction<EventInput>): SagaIterator {
  const event: CalendarEvent | null | undefined = yield call(
    request<[EventInput], CalendarEvent | null>,
    CALENDAR_KEYS.save,
    calendarApi.create,
    payload,
  );
  if (event === undefined) return;
  if (!event) {
    yield call(refused);
    return;
  }
  yield put(A.eventSaved(event));
  yield toastSuccess(CALENDAR_TOASTS.added);
}

function* updateEvent({ payload }: PayloadAction<{ event: CalendarEvent; moved?: boolean }>): SagaIterator {
  const event: CalendarEvent | null | undefined = yield call(
    request<[CalendarEvent], CalendarEvent | null>,
    CALENDAR_KEYS.save,
    calendarApi.update,
    payload.event,
  );
  if (!event) {
    // The change is already on screen: put the saved list back.
    if (event === null) yield call(refused);
    else yield put(A.eventsRequested());
    return;
  }
  yield put(A.eventSaved(event));
  yield toastSuccess(payload.moved ? CALENDAR_TOASTS.moved : CALENDAR_TOASTS.updated);
}

function* deleteEvent({ payload: id }: PayloadAction<number>): SagaIterator {
  const answer: { id: number } | null | undefined = yield call(
    request<[number], { id: number } | null>,
    CALENDAR_KEYS.save,
    calendarApi.remove,
    id,
  );
  if (answer === undefined) return;
  if (!answer) {
    yield call(refused);
    return;
  }
  yield put(A.eventDeleted(id));
  yield toastSuccess(CALENDAR_TOASTS.deleted);
}

export default function* thirdPartySaga(): SagaIterator {
  yield all([
    takeLatest(A.eventsRequested.type, loadEvents),
    takeEvery(A.createRequested.type, createEvent),
    takeEvery(A.updateRequested.type, updateEvent),
    takeEvery(A.deleteRequested.type, deleteEvent),
  ]);
}
