import {
  createAction,
  createReducer,
  DUE_REMINDERS_SLICE,
  resetCachedSlices,
  type DueReminder,
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

export const remindersActions = {
  loaded: createAction<{ list: Call[]; scope: string[]; until: number; snoozes: Snoozes; now: number }>(
    'phonesheetReminders/loaded',
  ),
  /** A call as a live event or a save shows it. */
  callSeen: createAction<Call>('phonesheetReminders/callSeen'),
  ticked: createAction<number>('phonesheetReminders/ticked'),
  announced: createAction<{ ids: string[]; inApp: boolean }>('phonesheetReminders/announced'),
  snoozeRequested: createAction<Call>('phonesheetReminders/snoozeRequested'),
  snoozed: createAction<Snoozes>('phonesheetReminders/snoozed'),
  doneRequested: createAction<Call>('phonesheetReminders/doneRequested'),
  doneFinished: createAction<string>('phonesheetReminders/doneFinished'),
  noticeClosed: createAction<string>('phonesheetReminders/noticeClosed'),
};
const A = remindersActions;

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

export const remindersReducer = createReducer<RemindersState>(initialRemindersState, (on) => [
  on(A.loaded, (s, p) => settle({ ...s, ...p, snoozes: pruneSnoozes(p.list, p.snoozes) })),
  on(A.callSeen, (s, call) => settle({ ...s, list: placeFollowUp(s.list, call, s.scope, s.until) })),
  on(A.ticked, (s, now) => settle({ ...s, now })),
  on(A.announced, (s, { ids, inApp }) => {
    const announced = { ...s.announced };
    for (const id of ids) {
      const call = s.list.find((c) => c.id === id);
      if (call) announced[id] = remindAt(call, s.snoozes) ?? 0;
    }
    return { ...s, announced, notices: inApp ? [...new Set([...s.notices, ...ids])] : s.notices };
  }),
  on(A.snoozed, (s, snoozes) => settle({ ...s, snoozes })),
  on(A.doneRequested, (s, call) => ({ ...s, busy: [...s.busy, call.id] })),
  on(A.doneFinished, (s, id) => ({ ...s, busy: s.busy.filter((b) => b !== id) })),
  on(A.noticeClosed, (s, id) => ({ ...s, notices: s.notices.filter((n) => n !== id) })),
  on(resetCachedSlices, () => initialRemindersState),
]);

export const selectReminders = (state: { [DUE_REMINDERS_SLICE]?: RemindersState }) =>
  state[DUE_REMINDERS_SLICE] ?? initialRemindersState;
