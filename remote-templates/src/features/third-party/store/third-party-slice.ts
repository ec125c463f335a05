import { createAction, createSlice, type PayloadAction } from '@phonesheet/shared';
import type { CalendarEvent, EventInput } from '../types';

export const THIRD_PARTY_KEY = 'templatesThirdParty';

export interface ThirdPartyState {
  events: CalendarEvent[];
  eventsLoaded: boolean;
  /** The editor's document (HTML) while the page is open; null until first edited. */
  editorHtml: string | null;
}

export const initialThirdPartyState: ThirdPartyState = { events: [], eventsLoaded: false, editorHtml: null };

const put = (events: CalendarEvent[], event: CalendarEvent) =>
  events.some((e) => e.id === event.id)
    ? events.map((e) => (e.id === event.id ? event : e))
    : [...events, event];

const thirdPartySlice = createSlice({
  name: 'templates/thirdParty',
  initialState: initialThirdPartyState,
  reducers: {
    eventsLoaded(s, action: PayloadAction<CalendarEvent[]>) {
      s.events = action.payload;
      s.eventsLoaded = true;
    },
    /** An edit or a move: shown at once, saved behind it (a refused save reloads the list). */
    updateRequested: (
      s,
      { payload: { event } }: PayloadAction<{ event: CalendarEvent; moved?: boolean }>,
    ) => ({
      ...s,
      events: put(s.events, event),
    }),
    eventSaved: (s, { payload: event }: PayloadAction<CalendarEvent>) => ({
      ...s,
      events: put(s.events, event),
    }),
    eventDeleted: (s, { payload: id }: PayloadAction<number>) => ({
      ...s,
      events: s.events.filter((e) => e.id !== id),
    }),
    editorChanged(s, action: PayloadAction<string>) {
      s.editorHtml = action.payload;
    },
  },
});

/** Commands the saga answers with `eventsLoaded`, `eventSaved` or `eventDeleted`. */
const commands = {
  eventsRequested: createAction('templates/thirdParty/eventsRequested'),
  createRequested: createAction<EventInput>('templates/thirdParty/createRequested'),
  deleteRequested: createAction<number>('templates/thirdParty/deleteRequested'),
};

export const thirdPartyActions = { ...commands, ...thirdPartySlice.actions };
export const thirdPartyReducer = thirdPartySlice.reducer;

export const selectThirdParty = (state: { [THIRD_PARTY_KEY]?: ThirdPartyState }) =>
  state[THIRD_PARTY_KEY] ?? initialThirdPartyState;
