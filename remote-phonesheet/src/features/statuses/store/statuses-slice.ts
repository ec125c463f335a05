import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
import type { CallStatus, StatusBody } from '@phonesheet/shared/contracts';

/**
 * The statuses editor's own state. The list itself is `phonesheet.statuses` (the kit's phone-sheet slice): the
 * sheet, its pickers and this editor read the same list, so an edit shows everywhere at once.
 */

/** The key under which the add form's busy flag and errors are kept. */
export const NEW_STATUS = 'new';

export interface StatusesEditorState {
  load: 'idle' | 'loading' | 'ready' | 'error';
  loadError: string | null;
  /** Status ids (or NEW_STATUS) with a request in flight. */
  busy: string[];
  /** Server texts of a refused rename or add (4xx), by status id or NEW_STATUS. */
  errors: Record<string, string[]>;
  /** Bumped after each add so the add form empties itself. */
  addedCount: number;
  /** Moves shown but not all saved yet: the live reload waits (it would show a half-saved order). */
  pendingMoves: number;
}

export const initialStatusesEditorState: StatusesEditorState = {
  load: 'idle',
  loadError: null,
  busy: [],
  errors: {},
  addedCount: 0,
  pendingMoves: 0,
};

const start = (s: StatusesEditorState, target: string): StatusesEditorState => {
  const { [target]: _cleared, ...errors } = s.errors;
  return { ...s, busy: [...s.busy.filter((b) => b !== target), target], errors };
};
const done = (s: StatusesEditorState, target: string): StatusesEditorState => ({
  ...s,
  busy: s.busy.filter((b) => b !== target),
});

const statusesSlice = createSlice({
  name: 'phonesheetStatuses',
  initialState: initialStatusesEditorState,
  reducers: {
    requested: (s): StatusesEditorState => ({ ...s, load: 'loading', loadError: null }),
    loaded: (s): StatusesEditorState => ({ ...s, load: 'ready' }),
    loadFailed: (s, { payload: loadError }: PayloadAction<string>): StatusesEditorState => ({
      ...s,
      load: 'error',
      loadError,
    }),
    addRequested: (
      s,
      _a: PayloadAction<{ name: string; color: string; open: boolean }>,
    ): StatusesEditorState => start(s, NEW_STATUS),
    added: (s, _a: PayloadAction<CallStatus>): StatusesEditorState => ({
      ...done(s, NEW_STATUS),
      addedCount: s.addedCount + 1,
    }),
    updateRequested: (
      s,
      { payload: { id } }: PayloadAction<{ id: string; changes: StatusBody }>,
    ): StatusesEditorState => start(s, id),
    updated: (s, { payload: status }: PayloadAction<CallStatus>): StatusesEditorState => done(s, status.id),

    /** `to` is the new position among the unretired statuses (0 = top). */
    moveRequested: (
      s,
      { payload: { id } }: PayloadAction<{ id: string; to: number }>,
    ): StatusesEditorState => ({ ...start(s, id), pendingMoves: s.pendingMoves + 1 }),
    moved: (s, { payload: id }: PayloadAction<string>): StatusesEditorState => ({
      ...done(s, id),
      pendingMoves: Math.max(0, s.pendingMoves - 1),
    }),
    moveFailed: (s, { payload: id }: PayloadAction<string>): StatusesEditorState => ({
      ...done(s, id),
      pendingMoves: Math.max(0, s.pendingMoves - 1),
    }),
    retireRequested: (s, { payload: status }: PayloadAction<CallStatus>): StatusesEditorState =>
      start(s, status.id),
    retired: (
      s,
      { payload: { id } }: PayloadAction<{ id: string; outcome: 'retired' | 'deleted' }>,
    ): StatusesEditorState => done(s, id),
    restoreRequested: (s, { payload: status }: PayloadAction<CallStatus>): StatusesEditorState =>
      start(s, status.id),
    failed: (
      s,
      { payload: { target, errors } }: PayloadAction<{ target: string; errors: string[] }>,
    ): StatusesEditorState => ({
      ...done(s, target),
      errors: errors.length ? { ...s.errors, [target]: errors } : s.errors,
    }),
    errorsCleared: (s, { payload: target }: PayloadAction<string>): StatusesEditorState => {
      const { [target]: _cleared, ...errors } = s.errors;
      return { ...s, errors };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(resetCachedSlices, (): StatusesEditorState => initialStatusesEditorState);
  },
});

export const statusesActions = statusesSlice.actions;
export const statusesEditorReducer = statusesSlice.reducer;

export const selectStatusesEditor = (state: { phonesheetStatuses?: StatusesEditorState }) =>
  state.phonesheetStatuses ?? initialStatusesEditorState;
