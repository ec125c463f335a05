import { combineReducers, type Reducer, type UnknownAction } from 'redux';

/** Holds the slice reducers; a key added twice keeps the first reducer. */
export function createReducerManager(initial: Record<string, Reducer>) {
  const reducers: Record<string, Reducer> = { ...initial };
  let combined = combineReducers(reducers);
  return {
    reduce: (state: Record<string, unknown> | undefined, action: UnknownAction) => combined(state, action),
    has: (key: string) => key in reducers,
    keys: () => Object.keys(reducers),
    /** true when the key was new (the store must then replace its reducer). */
    add(key: string, reducer: Reducer): boolean {
      if (key in reducers) return false;
      reducers[key] = reducer;
      combined = combineReducers(reducers);
      return true;
    },
  };
}

export type ReducerManager = ReturnType<typeof createReducerManager>;
