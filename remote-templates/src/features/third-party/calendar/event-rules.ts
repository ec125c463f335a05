import dayjs from 'dayjs';
import type { CalendarEvent, EventInput, EventKind } from '../types';
import { EVENT_KINDS } from '../types';

export const TITLE_MAX = 80;

/** What the event form edits: for an all-day event `end` is its last day (inclusive). */
export interface EventDraft {
  title: string;
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  kind: EventKind;
}

export type DraftErrors = Partial<Record<'title' | 'start' | 'end', string>>;

const M = 'templates.thirdParty.calendar.error';

/** The form's messages (i18n ids) per field; empty when the draft can be saved. */
export function validateDraft(draft: EventDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = `${M}.titleRequired`;
  else if (title.length > TITLE_MAX) errors.title = `${M}.titleTooLong`;
  if (!draft.start || Number.isNaN(draft.start.getTime())) errors.start = `${M}.startRequired`;
  if (!draft.end || Number.isNaN(draft.end.getTime())) errors.end = `${M}.endRequired`;
  if (!errors.start && !errors.end) {
    const start = dayjs(draft.start);
    const end = dayjs(draft.end);
    if (draft.allDay ? end.isBefore(start, 'day') : !end.isAfter(start)) errors.end = `${M}.endBeforeStart`;
  }
  return errors;
}

/** The saved form of a valid draft: all-day events run from midnight to the midnight after their last day. */
export function draftToInput(draft: EventDraft): EventInput {
  const title = draft.title.trim();
  if (draft.allDay) {
    return {
      title,
      kind: draft.kind,
      allDay: true,
      start: dayjs(draft.start).startOf('day').toISOString(),
      end: dayjs(draft.end).startOf('day').add(1, 'day').toISOString(),
    };
  }
  return {
    title,
    kind: draft.kind,
    allDay: false,
    start: dayjs(draft.start).toISOString(),
    end: dayjs(draft.end).toISOString(),
  };
}

/** The form's values for an event (the inverse of draftToInput). */
export function eventToDraft(event: EventInput): EventDraft {
  const end = dayjs(event.end);
  return {
    title: event.title,
    kind: event.kind,
    allDay: event.allDay,
    start: new Date(event.start),
    end: (event.allDay ? end.subtract(1, 'day') : end).toDate(),
  };
}

/** A new event's draft for a selected range (a clicked slot or a dragged one). */
export function draftForSlot(start: Date, end: Date, allDay: boolean): EventDraft {
  if (allDay) {
    // A month cell selection ends at the next midnight: its last day is the one before.
    const last = dayjs(end).subtract(1, 'millisecond');
    return {
      title: '',
      kind: 'meeting',
      allDay: true,
      start,
      end: (last.isBefore(start) ? dayjs(start) : last).startOf('day').toDate(),
    };
  }
  return { title: '', kind: 'meeting', allDay: false, start, end };
}

/**
 * An event moved so that it starts at `start`, keeping its length. Dropped between the all-day
 * row and the time grid it changes kind: an all-day event becomes one hour long, a timed one
 * takes the whole day.
 */
export function moveEvent<E extends EventInput>(event: E, start: Date, allDay: boolean = event.allDay): E {
  const at = dayjs(start);
  if (allDay !== event.allDay) {
    return allDay
      ? {
          ...event,
          allDay,
          start: at.startOf('day').toISOString(),
          end: at.startOf('day').add(1, 'day').toISOString(),
        }
      : { ...event, allDay, start: at.toISOString(), end: at.add(1, 'hour').toISOString() };
  }
  const length = dayjs(event.end).diff(event.start);
  const from = allDay ? at.startOf('day') : at;
  return { ...event, start: from.toISOString(), end: from.add(length, 'millisecond').toISOString() };
}

/** The event moved by whole days (keyboard and dialog buttons), keeping its time and length. */
export function shiftDays<E extends EventInput>(event: E, days: number): E {
  return moveEvent(event, dayjs(event.start).add(days, 'day').toDate());
}

/** A resize: refused (null) when the new end would not be after the start. */
export function resizeEvent<E extends EventInput>(event: E, start: Date, end: Date): E | null {
  if (!dayjs(end).isAfter(start)) return null;
  return { ...event, start: dayjs(start).toISOString(), end: dayjs(end).toISOString() };
}

/** Whether a body can be stored as an event (the mock's guard against a malformed request). */
export function isEventInput(value: unknown): value is EventInput {
  const v = value as Partial<CalendarEvent> | null;
  return (
    !!v &&
    typeof v.title === 'string' &&
    v.title.trim().length > 0 &&
    typeof v.start === 'string' &&
    typeof v.end === 'string' &&
    !Number.isNaN(Date.parse(v.start)) &&
    Date.parse(v.end) > Date.parse(v.start) &&
    typeof v.allDay === 'boolean' &&
    EVENT_KINDS.includes(v.kind as EventKind)
  );
}
