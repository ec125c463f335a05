/** A calendar event as the mock backend keeps it: ISO instants; an all-day event ends at the next midnight (exclusive). */
export interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  kind: EventKind;
}

export const EVENT_KINDS = ['meeting', 'personal', 'deadline', 'travel'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export type EventInput = Omit<CalendarEvent, 'id'>;
