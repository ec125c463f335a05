import { createAction, createReducer } from '@reduxjs/toolkit';
import type { LiveMessage } from './live-channel';

/**
 * The signed-in user's one event stream (`GET /api/v1/events`) is followed by the shell for as
 * long as the session lasts (live-saga.ts), whatever page is open. Every message goes out as
 * `live/message`: a page that shows the company's calls (the sheet, History) takes them while it
 * is open; the user's own notifications go to the shell's drawer (`notifications/received`).
 * Plain action types: the shell and the remotes each bundle this module, and match by type.
 */
export const LIVE_KEY = 'live';

export const liveActions = {
  /** One message of the stream: an event, or a change of its state (open, down, reset…). */
  message: createAction<LiveMessage>('live/message'),
};

export interface LiveState {
  /** The stream is open now (the sheet's "Live" badge). */
  connected: boolean;
}

export const liveReducer = createReducer<LiveState>({ connected: false }, (builder) =>
  builder.addCase(liveActions.message, (state, { payload }) => {
    if (payload.kind === 'open') state.connected = true;
    else if (payload.kind === 'down') state.connected = false;
  }),
);

/** Whether the stream is open; false where no shell follows it. */
export const selectLiveConnected = (state: object): boolean =>
  (state as { [LIVE_KEY]?: LiveState })[LIVE_KEY]?.connected ?? false;
