import { createAction, createReducer } from '@phonesheet/shared';
import type { CalendarEvent, EventInput } from '../types';

export const THIRD_PARTY_KEY = 'templatesThirdParty';

export interface ThirdPartyState {
  events: CalendarEvent[];
  eventsLoaded: boolean;
  /** The editor's document (HTML) while the page is open; null until first edited. */
  editorHtml: string | null;
}

export const initialThirdPartyState: ThirdPartyState = { events: [], eventsLoaded: false, editorHtml: null };

const t = (name: string) => `templates/thirdParty/${name}`;

export const thirdPartyActions = {
  eventsRequested: createAction(t('eventsRequested')),
  eventsLoaded: createAction<CalendarEvent[]>(t('eventsLoaded')),
  createRequested: createAction<EventInput>(t('createRequested')),
  /** An edit or a move: shown at once, saved behind it (a refused save reloads the list). */
  updateRequested: createAction<{ event: CalendarEvent; moved?: boolean }>(t('updateRequested')),
  deleteRequested: createAction<number>(t('deleteRequested')),
  eventSaved: createAction<CalendarEvent>(t('eventSaved')),
  eventDeleted: createAction<number>(t('eventDeleted')),
  editorChanged: createAction<string>(t('editorChanged')),
};
const A = thirdPartyActions;

const put = (events: CalendarEvent[], event: CalendarEvent) =>
  events.some((e) => e.id === event.id)
    ? events.map((e) => (e.id === event.id ? event : e))
    : [...events, event];

export const thirdPartyReducer = createReducer<ThirdPartyState>(initialThirdPartyState, (on) => [
  on(A.eventsLoaded, (s, events) => ({ ...s, events, eventsLoaded: true })),
  on(A.updateRequested, (s, { event }) => ({ ...s, events: put(s.events, event) })),
  on(A.eventSaved, (s, event) => ({ ...s, events: put(s.events, event) })),
  on(A.eventDeleted, (s, id) => ({ ...s, events: s.events.filter((e) => e.id !== id) })),
  on(A.editorChanged, (s, editorHtml) => ({ ...s, editorHtml })),
]);

export const selectThirdParty = (state: { [THIRD_PARTY_KEY]?: ThirdPartyState }) =>
  state[THIRD_PARTY_KEY] ?? initialThirdPartyState;
