/** Assignable to redux's UnknownAction, so `store.dispatch` takes it as is. */
export interface PayloadAction<P> {
  type: string;
  payload: P;
  [extra: string]: unknown;
}

export interface ActionCreator<P> {
  (payload: P): PayloadAction<P>;
  type: string;
  match(action: { type: string }): action is PayloadAction<P>;
}

/** A typed action creator; `match` narrows in reducers. No toolkit dependency needed. */
export function createAction<P = void>(type: string): ActionCreator<P> {
  const creator = ((payload: P) => ({ type, payload })) as ActionCreator<P>;
  creator.type = type;
  creator.match = (action): action is PayloadAction<P> => action.type === type;
  return creator;
}
