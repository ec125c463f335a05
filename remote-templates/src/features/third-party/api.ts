import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createCalendarEvents } from './data/calendar-events';
import { registerCalendarHandlers } from './mock/handlers';
import type { CalendarEvent, EventInput } from './types';

/** The mock answers these calls (once per page load; again after a test resets the backend). */
function ensureMock(): void {
  registerMockApp('thirdParty', (mock) => registerCalendarHandlers(mock, createCalendarEvents()));
}
ensureMock();

function client() {
  ensureMock();
  return templateApi;
}

export const calendarApi = {
  list: () => client().get<CalendarEvent[]>('/api/calendar/events'),
  create: (input: EventInput) => client().post<CalendarEvent | null>('/api/calendar/events', input),
  update: (event: CalendarEvent) =>
    client().put<CalendarEvent | null>(`/api/calendar/events/${event.id}`, event),
  remove: (id: number) => client().delete<{ id: number } | null>(`/api/calendar/events/${id}`),
};
