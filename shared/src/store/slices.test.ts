import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions, sessionReducer } from '../session/session-slice';
import { settingsActions } from '../settings/settings-slice';
import { initialUiState, uiActions, uiReducer } from '../ui/ui-slice';
import { resetCachedSlices } from './reset-cached-slices';

// The remotes' sagas and reducers listen for these types: they are part of the contract.
describe('the core slices (Redux Toolkit)', () => {
  it('keep their action types, and each creator matches its own actions only', () => {
    expect(sessionActions.login({ email: 'a@b.c', password: 'x' })).toEqual({
      type: 'session/login',
      payload: { email: 'a@b.c', password: 'x' },
    });
    expect(sessionActions.start().type).toBe('session/start');
    expect(sessionActions.cleared.type).toBe('session/cleared');
    expect(settingsActions.reset.type).toBe('settings/reset');
    expect(uiActions.loaderShown.type).toBe('ui/loaderShown');
    expect(resetCachedSlices()).toEqual({ type: 'app/resetCachedSlices', payload: undefined });
    expect(sessionActions.logout.match(sessionActions.logout())).toBe(true);
    expect(sessionActions.logout.match(sessionActions.start())).toBe(false);
  });

  it('give each toast its own id when the action is made, and dismiss it by id', () => {
    const first = uiActions.toast({ kind: 'info', text: 'one' });
    const second = uiActions.toast({ kind: 'error', text: 'two' });
    expect(first.type).toBe('ui/toast');
    expect(second.payload.id).toBeGreaterThan(first.payload.id);
    let state = uiReducer(initialUiState, first);
    state = uiReducer(state, second);
    expect(state.toasts.map((t) => t.text)).toEqual(['one', 'two']);
    state = uiReducer(state, uiActions.toastDismissed(first.payload.id));
    expect(state.toasts.map((t) => t.text)).toEqual(['two']);
    expect(uiReducer(state, uiActions.loaderHidden()).loaders).toBe(0);
  });

  it('leave the state alone for actions they do not handle', () => {
    const state = sessionReducer(undefined, { type: '@@init' });
    expect(sessionReducer(state, { type: 'other' })).toBe(state);
    const counter = createSlice({
      name: 'count',
      initialState: 0,
      reducers: { added: (n, action: PayloadAction<number>) => n + action.payload },
    });
    expect(counter.reducer(2, counter.actions.added(3))).toBe(5);
  });
});
