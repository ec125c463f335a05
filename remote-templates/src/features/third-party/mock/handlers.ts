import type MockAdapter from 'axios-mock-adapter';
import { bodyOf, ok } from '../../../mock/mock-backend';
import { isEventInput } from '../calendar/event-rules';
import type { CalendarEvent } from '../types';

const byId = /\/api\/calendar\/events\/(\d+)$/;
const idOf = (url: string | undefined) => Number(byId.exec(url ?? '')?.[1]);

const clean = (e: CalendarEvent): CalendarEvent => ({
  id: e.id,
  title: e.title.trim(),
  start: e.start,
  end: e.end,
  allDay: e.allDay,
  kind: e.kind,
});

/**
 * The calendar (issue 23); like the rest of the mock, every answer is status 200 and a refused
 * request answers null:
 * - GET /api/calendar/events → every event, by start
 * - POST /api/calendar/events (title, start, end, allDay, kind) → the new event (id = highest + 1)
 * - PUT /api/calendar/events/{id} (the same fields) → the updated event, or null
 * - DELETE /api/calendar/events/{id} → { id }, or null when there is no such event
 */
export function registerCalendarHandlers(mock: MockAdapter, events: CalendarEvent[]): void {
  const sorted = () => [...events].sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);

  mock.onGet('/api/calendar/events').reply(() => ok(sorted()));

  mock.onPost('/api/calendar/events').reply((config) => {
    const body = bodyOf<unknown>(config);
    if (!isEventInput(body)) return ok(null);
    const event = clean({ ...body, id: Math.max(0, ...events.map((e) => e.id)) + 1 });
    events.push(event);
    return ok(event);
  });

  mock.onPut(byId).reply((config) => {
    const id = idOf(config.url);
    const body = bodyOf<unknown>(config);
    const index = events.findIndex((e) => e.id === id);
    if (index < 0 || !isEventInput(body)) return ok(null);
    events[index] = clean({ ...body, id });
    return ok(events[index]);
  });

  mock.onDelete(byId).reply((config) => {
    const id = idOf(config.url);
    const index = events.findIndex((e) => e.id === id);
    if (index < 0) return ok(null);
    events.splice(index, 1);
    return ok({ id });
  });
}
