export { createAppStore, getAppStore, injectReducer, injectSaga } from './create-app-store';
export { useAppDispatch, useAppSelector } from './hooks';
export { resetCachedSlices } from './reset-cached-slices';
// Redux Toolkit reaches the remotes through this federated singleton: they import it from
// @phonesheet/shared, never from @reduxjs/toolkit, so every app runs one copy.
export { createAction, createSlice, combineSlices } from '@reduxjs/toolkit';
export type { PayloadAction } from '@reduxjs/toolkit';
export type { RootState, AppStore, AppDispatch } from './root-state';
export { DUE_REMINDERS_SLICE, selectDueReminders } from './due-reminders';
export type { DueReminder } from './due-reminders';
export { NOTIFICATION_RECEIVED, notificationReceived } from './notifications';
