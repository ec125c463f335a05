import { createAction } from '@reduxjs/toolkit';
import { createReducer } from './action-helpers';

describe('createAction / createReducer', () => {
  const added = createAction<number>('todo/added');
  const cleared = createAction('todo/cleared');
  const reducer = createReducer<number[]>([], (on) => [
    on(added, (state, n) => [...state, n]),
    on(cleared, () => []),
  ]);

  it('builds typed actions that match their own type only', () => {
    expect(added(3)).toEqual({ type: 'todo/added', payload: 3 });
    expect(added.type).toBe('todo/added');
    expect(added.match(added(1))).toBe(true);
    expect(added.match(cleared())).toBe(false);
  });

  it('reduces with the handler of the matching action and ignores others', () => {
    let state = reducer(undefined, { type: '@@init' });
    state = reducer(state, added(1));
    state = reducer(state, added(2));
    expect(state).toEqual([1, 2]);
    expect(reducer(state, { type: 'other' })).toBe(state);
    expect(reducer(state, cleared())).toEqual([]);
  });
});
