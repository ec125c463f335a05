import { createAction } from '@reduxjs/toolkit';

/** Logout (and a rejected token) dispatch this; injected reducers may answer with their initial state. */
export const resetCachedSlices = createAction('app/resetCachedSlices');
