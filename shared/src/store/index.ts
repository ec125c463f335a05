export { createAppStore, getAppStore, injectReducer, injectSaga } from './create-app-store';
export { useAppDispatch, useAppSelector } from './hooks';
export { resetCachedSlices } from './reset-cached-slices';
export { createAction, createReducer } from './action-helpers';
export type { ActionCreator, PayloadAction } from './action-helpers';
export { createReducerManager } from './reducer-manager';
export type { ReducerManager } from './reducer-manager';
export type { RootState, AppStore, AppDispatch } from './root-state';
