import dayjs from 'dayjs';
import {
  draftForSlot,
  draftToInput,
  eventToDraft,
  isEventInput,
  moveEvent,
  resizeEvent,
  shiftDays,
  validateDraft,
  type EventDraft,
} from './event-rules';
import type { CalendarEvent } from '../types';

const timed: CalendarEvent = {
  id: 1,
  title: 'Design review',
  kind: 'meeting',
  allDay: false,
  start: new Date(2025, 2, 10, 14, 0).toISOString(),
  end: new Date(2025, 2, 10, 15, 30).toISOString(),
};
const allDay: CalendarEvent = {
  id: 2,
  title: 'Planning',
  kind: 'meeting',
  allDay: true,
  start: new Date(2025, 2, 12).toISOString(),
  end: new Date(2025, 2, 14).toISOString(),
};
const length = (e: { start: string; end: string }) => Date.parse(e.end) - Date.parse(e.start);

describe('moving an event', () => {
  test('a timed event dropped on another day and hour starts there and keeps its 90 minutes', () => {
    const moved = moveEvent(timed, new Date(2025, 2, 13, 9, 15));
    expect(moved.start).toBe(new Date(2025, 2, 13, 9, 15).toISOString());
    expect(moved.end).toBe(new Date(2025, 2, 13, 10, 45).toISOString());
    expect(length(moved)).toBe(length(timed));
    expect(moved.id).toBe(1);
  });

  test('a two-day event dropped on a day starts at its midnight and still spans two days', () => {
    const moved = moveEvent(allDay, new Date(2025, 2, 20, 11, 0));
    expect(moved.start).toBe(new Date(2025, 2, 20).toISOString());
    expect(moved.end).toBe(new Date(2025, 2, 22).toISOString());
  });

  test('dropped into the all-day row a timed event takes the day; into the grid an all-day one lasts an hour', () => {
    const toAllDay = moveEvent(timed, new Date(2025, 2, 11), true);
    expect(toAllDay).toMatchObject({
      allDay: true,
      start: new Date(2025, 2, 11).toISOString(),
      end: new Date(2025, 2, 12).toISOString(),
    });
    const toTimed = moveEvent(allDay, new Date(2025, 2, 12, 10, 0), false);
    expect(toTimed).toMatchObject({ allDay: false, end: new Date(2025, 2, 12, 11, 0).toISOString() });
  });

  test('a day earlier or later keeps the time and the length', () => {
    const later = shiftDays(timed, 1);
    expect(dayjs(later.start).date()).toBe(11);
    expect(dayjs(later.start).hour()).toBe(14);
    expect(length(later)).toBe(length(timed));
    expect(dayjs(shiftDays(timed, -3).start).date()).toBe(7);
  });

  test('a resize to an end not after the start is refused', () => {
    expect(resizeEvent(timed, new Date(timed.start), new Date(timed.start))).toBeNull();
    expect(resizeEvent(timed, new Date(timed.start), new Date(2025, 2, 10, 16, 0))?.end).toBe(
      new Date(2025, 2, 10, 16, 0).toISOString(),
    );
  });
});

describe('the event form', () => {
  const draft = (over: Partial<EventDraft> = {}): EventDraft => ({
    title: 'Call',
    kind: 'meeting',
    allDay: false,
    start: new Date(2025, 2, 10, 9, 0),
    end: new Date(2025, 2, 10, 10, 0),
    ...over,
  });

  test('a complete draft has no messages', () => {
    expect(validateDraft(draft())).toEqual({});
  });

  test('each missing or wrong field has its message', () => {
    expect(validateDraft(draft({ title: '   ' })).title).toBe(
      'templates.thirdParty.calendar.error.titleRequired',
    );
    expect(validateDraft(draft({ title: 'x'.repeat(81) })).title).toBe(
      'templates.thirdParty.calendar.error.titleTooLong',
    );
    expect(validateDraft(draft({ start: null })).start).toBe(
      'templates.thirdParty.calendar.error.startRequired',
    );
    expect(validateDraft(draft({ end: null })).end).toBe('templates.thirdParty.calendar.error.endRequired');
    expect(validateDraft(draft({ end: new Date(2025, 2, 10, 9, 0) })).end).toBe(
      'templates.thirdParty.calendar.error.endBeforeStart',
    );
  });

  test('an all-day event may end on the day it starts, not before', () => {
    expect(validateDraft(draft({ allDay: true, end: new Date(2025, 2, 10) }))).toEqual({});
    expect(validateDraft(draft({ allDay: true, end: new Date(2025, 2, 9) })).end).toBeDefined();
  });

  test('an all-day draft is saved up to the midnight after its last day, and opens again the same', () => {
    const input = draftToInput(
      draft({ allDay: true, start: new Date(2025, 2, 10, 9), end: new Date(2025, 2, 11, 18) }),
    );
    expect(input.start).toBe(new Date(2025, 2, 10).toISOString());
    expect(input.end).toBe(new Date(2025, 2, 12).toISOString());
    expect(dayjs(eventToDraft(input).end).date()).toBe(11);
    expect(isEventInput(input)).toBe(true);
  });

  test('a clicked month cell becomes a one-day all-day draft', () => {
    const slot = draftForSlot(new Date(2025, 2, 10), new Date(2025, 2, 11), true);
    expect(slot.allDay).toBe(true);
    expect(dayjs(slot.end).isSame(slot.start, 'day')).toBe(true);
    expect(validateDraft({ ...slot, title: 'x' })).toEqual({});
  });

  test('the mock refuses a body without a title, with an end before its start, or of an unknown kind', () => {
    const input = draftToInput(draft());
    expect(isEventInput({ ...input, title: '' })).toBe(false);
    expect(isEventInput({ ...input, end: input.start })).toBe(false);
    expect(isEventInput({ ...input, kind: 'party' })).toBe(false);
    expect(isEventInput(null)).toBe(false);
  });
});
