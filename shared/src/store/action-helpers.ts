import type { Action, UnknownAction } from 'redux';

/** A typed action without @reduxjs/toolkit: `creator(payload)`, `creator.type`, `creator.match`. */
// A type alias (not an interface) so it is assignable to redux's UnknownAction.
export type PayloadAction<P = undefined, T extends string = string> = { type: T; payload: P };

export interface ActionCreator<P, T extends string = string> {
  (...args: P extends undefined ? [] : [payload: P]): PayloadAction<P, T>;
  readonly type: T;
  match(action: Action): action is PayloadAction<P, T>;
  toString(): T;
}

export function createAction<P = undefined, T extends string = string>(type: T): ActionCreator<P, T> {
  const creator = (...args: unknown[]) => ({ type, payload: args[0] as P });
  return Object.assign(creator, {
    type,
    match: (action: Action): action is PayloadAction<P, T> => action.type === type,
    toString: () => type,
  }) as unknown as ActionCreator<P, T>;
}

type CaseHandler<S> = (state: S, action: UnknownAction) => S;

/**
 * A reducer from a map of handlers: `createReducer(initial, on => [on(action, (s, p) => ...)])`.
 * Handlers return new state (no immer here).
 */
export function createReducer<S>(
  initialState: S,
  cases: (
    on: <P, T extends string>(
      creator: ActionCreator<P, T>,
      handler: (state: S, payload: P) => S,
    ) => [string, CaseHandler<S>],
  ) => Array<[string, CaseHandler<S>]>,
): (state: S | undefined, action: UnknownAction) => S {
  const handlers = new Map<string, CaseHandler<S>>(
    cases((creator, handler) => [
      creator.type,
      (state, action) => handler(state, (action as unknown as PayloadAction<never>).payload),
    ]),
  );
  return (state = initialState, action) => {
    const handler = handlers.get(action.type);
    return handler ? handler(state, action) : state;
  };
}
