import {
  createSlice,
  DUE_REMINDERS_SLICE,
  resetCachedSlices,
  type DueReminder,
  type PayloadAction,
} from '@phonesheet/shared';
import type { Call } from '@phonesheet/shared/contracts';
import {
  dueAt,
  placeFollowUp,
  pruneSnoozes,
  remindAt,
  toDueReminder,
  type Snoozes,
} from './reminder-schedule';

export interface RemindersState {
  /** Follow-ups of the desks in scope up to `until`, soonest first. */
  list: Call[];
  /** Desks this tab reminds of (the sheet's desk, or the user's own and covered desks). */
  scope: string[];
  until: number;
  snoozes: Snoozes;
  /** The instant `due` was worked out for (the timer moves it). */
  now: number;
  /** Due and overdue follow-ups, oldest first: what the shell's notification drawer lists. */
  due: DueReminder[];
  /** Per call, the reminder time already announced in this tab (each announced once). */
  announced: Record<string, number>;
  /** Calls whose in-app notice is open (no browser notification permitted). */
  notices: string[];
  /** Calls whose "Done" is being saved. */
  busy: string[];
}

export const initialRemindersState: RemindersState = {
  list: [],
  scope: [],
  until: 0,
  snoozes: {},
  now: 0,
  due: [],
  announced: {},
  notices: [],
  busy: [],
};

/** `due` and the open notices follow the list, the snoozes and the clock. */
function settle(s: RemindersState): RemindersState {
  const due = dueAt(s.list, s.snoozes, s.now);
  const dueIds = new Set(due.map((c) => c.id));
  return {
    ...s,
    due: due.map(toDueReminder),
    notices: s.notices.filter((id) => dueIds.has(id)),
  };
}

const remindersSlice = createSlice({
  name: 'phonesheetReminders',
  initialState: initialRemindersState,
  reducers: {
    loaded: (
      s,
      {
        payload: p,
      }: PayloadAction<{ list: Call[]; scope: string[]; until: number; snoozes: Snoozes; now: number }>,
    ): RemindersState => settle({ ...s, ...p, snoozes: pruneSnoozes(p.list, p.snoozes) }),

    /** A call as a live event or a save shows it. */
    callSeen: (s, { payload: call }: PayloadAction<Call>): RemindersState =>
      settle({ ...s, list: placeFollowUp(s.list, call, s.scope, s.until) }),
    ticked: (s, { payload: now }: PayloadAction<number>): RemindersState => settle({ ...s, now }),
    announced: (
      s,
      { payload: { ids, inApp } }: PayloadAction<{ ids: string[]; inApp: boolean }>,
    ): RemindersState => {
      const announced = { ...s.announced };
      for (const id of ids) {
        const call = s.list.find((c) => c.id === id);
        if (call) announced[id] = remindAt(call, s.snoozes) ?? 0;
      }
      return { ...s, announced, notices: inApp ? [...new Set([...s.notices, ...ids])] : s.notices };
    },
    snoozeRequested: (_s, _a: PayloadAction<Call>) => undefined,
    snoozed: (s, { payload: snoozes }: PayloadAction<Snoozes>): RemindersState => settle({ ...s, snoozes }),
    doneRequested: (s, { payload: call }: PayloadAction<Call>): RemindersState => ({
      ...s,
      busy: [...s.busy, call.id],
    }),
    doneFinished: (s, { payload: id }: PayloadAction<string>): RemindersState => ({
      ...s,
      busy: s.busy.filter((b) => b !== id),
    }),
    noticeClosed: (s, { payload: id }: PayloadAction<string>): RemindersState => ({
      ...s,
      notices: s.notices.filter((n) => n !== id),
    }),
  },
  extraReducers: (builder) => {
    builder.addCase(resetCachedSlices, (): RemindersState => initialRemindersState);
  },
});

export const remindersActions = remindersSlice.actions;
export const remindersReducer = remindersSlice.reducer;

export const selectReminders = (state: { [DUE_REMINDERS_SLICE]?: RemindersState }) =>
  state[DUE_REMINDERS_SLICE] ?? initialRemindersState;
