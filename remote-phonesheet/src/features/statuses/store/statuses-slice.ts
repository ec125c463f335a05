import { createAction, createReducer, resetCachedSlices } from '@phonesheet/shared';
import type { CallStatus, StatusBody } from '@phonesheet/shared/contracts';

/**
 * The statuses editor's own state. The list itself is `phonesheet.statuses` (calls slice): the
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

export const statusesActions = {
  requested: createAction('phonesheetStatuses/requested'),
  loaded: createAction('phonesheetStatuses/loaded'),
  loadFailed: createAction<string>('phonesheetStatuses/loadFailed'),
  addRequested: createAction<{ name: string; color: string; open: boolean }>(
    'phonesheetStatuses/addRequested',
  ),
  added: createAction<CallStatus>('phonesheetStatuses/added'),
  updateRequested: createAction<{ id: string; changes: StatusBody }>('phonesheetStatuses/updateRequested'),
  updated: createAction<CallStatus>('phonesheetStatuses/updated'),
  /** `to` is the new position among the unretired statuses (0 = top). */
  moveRequested: createAction<{ id: string; to: number }>('phonesheetStatuses/moveRequested'),
  moved: createAction<string>('phonesheetStatuses/moved'),
  moveFailed: createAction<string>('phonesheetStatuses/moveFailed'),
  retireRequested: createAction<CallStatus>('phonesheetStatuses/retireRequested'),
  retired: createAction<{ id: string; outcome: 'retired' | 'deleted' }>('phonesheetStatuses/retired'),
  restoreRequested: createAction<CallStatus>('phonesheetStatuses/restoreRequested'),
  failed: createAction<{ target: string; errors: string[] }>('phonesheetStatuses/failed'),
  errorsCleared: createAction<string>('phonesheetStatuses/errorsCleared'),
};
const A = statusesActions;

const start = (s: StatusesEditorState, target: string): StatusesEditorState => {
  const { [target]: _cleared, ...errors } = s.errors;
  return { ...s, busy: [...s.busy.filter((b) => b !== target), target], errors };
};
const done = (s: StatusesEditorState, target: string): StatusesEditorState => ({
  ...s,
  busy: s.busy.filter((b) => b !== target),
});

export const statusesEditorReducer = createReducer<StatusesEditorState>(initialStatusesEditorState, (on) => [
  on(A.requested, (s) => ({ ...s, load: 'loading', loadError: null })),
  on(A.loaded, (s) => ({ ...s, load: 'ready' })),
  on(A.loadFailed, (s, loadError) => ({ ...s, load: 'error', loadError })),
  on(A.addRequested, (s) => start(s, NEW_STATUS)),
  on(A.added, (s) => ({ ...done(s, NEW_STATUS), addedCount: s.addedCount + 1 })),
  on(A.updateRequested, (s, { id }) => start(s, id)),
  on(A.updated, (s, status) => done(s, status.id)),
  on(A.moveRequested, (s, { id }) => ({ ...start(s, id), pendingMoves: s.pendingMoves + 1 })),
  on(A.moved, (s, id) => ({ ...done(s, id), pendingMoves: Math.max(0, s.pendingMoves - 1) })),
  on(A.moveFailed, (s, id) => ({ ...done(s, id), pendingMoves: Math.max(0, s.pendingMoves - 1) })),
  on(A.retireRequested, (s, status) => start(s, status.id)),
  on(A.retired, (s, { id }) => done(s, id)),
  on(A.restoreRequested, (s, status) => start(s, status.id)),
  on(A.failed, (s, { target, errors }) => ({
    ...done(s, target),
    errors: errors.length ? { ...s.errors, [target]: errors } : s.errors,
  })),
  on(A.errorsCleared, (s, target) => {
    const { [target]: _cleared, ...errors } = s.errors;
    return { ...s, errors };
  }),
  on(resetCachedSlices, () => initialStatusesEditorState),
]);

export const selectStatusesEditor = (state: { phonesheetStatuses?: StatusesEditorState }) =>
  state.phonesheetStatuses ?? initialStatusesEditorState;
