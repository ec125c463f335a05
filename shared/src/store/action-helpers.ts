import type { UnknownAction } from 'redux';

/** Redux Toolkit's action creators (`createAction`, a slice's actions): `.type`, and a payload. */
interface PayloadCreator<P> {
  readonly type: string;
  (...args: never[]): { payload: P };
}

type CaseHandler<S> = (state: S, action: UnknownAction) => S;

/**
 * The pre-Toolkit reducer helper, kept while remotes move to `createSlice`:
 * `createReducer(initial, on => [on(action, (s, p) => ...)])`. Handlers return new state.
 */
export function createReducer<S>(
  initialState: S,
  cases: (
    on: <P>(creator: PayloadCreator<P>, handler: (state: S, payload: P) => S) => [string, CaseHandler<S>],
  ) => Array<[string, CaseHandler<S>]>,
): (state: S | undefined, action: UnknownAction) => S {
  const handlers = new Map<string, CaseHandler<S>>(
    cases((creator, handler) => [
      creator.type,
      (state, action) => handler(state, (action as unknown as { payload: never }).payload),
    ]),
  );
  return (state = initialState, action) => {
    const handler = handlers.get(action.type);
    return handler ? handler(state, action) : state;
  };
}
