import { injectReducer, injectSaga, notifyUnauthorized, ticketUrl } from '@phonesheet/shared';
import { LIVE_KEY, liveReducer, liveSaga } from '@phonesheet/shared/live';
import type { Reducer } from 'redux';
import { call } from 'redux-saga/effects';

/**
 * The signed-in user's event stream, followed by the shell on every product page (Users, My
 * account, Subscription… as on the sheet), so a notification reaches the top bar's badge
 * wherever the user is. Pages that show calls take its `live/message` actions while open.
 */
export function installLive(): void {
  injectReducer(LIVE_KEY, liveReducer as Reducer);
  injectSaga('shell.live', function* shellLive() {
    yield call(liveSaga, { ticketUrl, notifyUnauthorized });
  });
}
