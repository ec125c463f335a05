// @phonesheet/shared/live: the signed-in user's event stream, followed by the shell. Not part of
// the federated singleton (the public pages never need it): each app that uses it bundles it, so
// it takes the one API client's ticket and session end from its caller (LiveDeps).
export { followLive, liveChannel, LIVE_RETRY_MS, RESTART_RETRY_MS } from './live-channel';
export type { LiveDeps, LiveMessage } from './live-channel';
export { LIVE_KEY, liveActions, liveReducer, selectLiveConnected } from './live-store';
export type { LiveState } from './live-store';
export { liveSaga } from './live-saga';
