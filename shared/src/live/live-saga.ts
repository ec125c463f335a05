import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { SessionState } from '../session/session-slice';
import { followLive, type LiveDeps, type LiveMessage } from './live-channel';
import { liveActions } from './live-store';

const signedIn = (state: { session: SessionState }) =>
  state.session.status === 'authenticated' && !!state.session.token;

/** Waits until the session is (or is no longer) signed in with a token. */
function* untilSignedIn(wanted: boolean): SagaIterator {
  for (;;) {
    if ((yield select(signedIn)) === wanted) return;
    yield take('*');
  }
}

function* announce(message: LiveMessage): SagaIterator {
  yield put(liveActions.message(message));
}

/**
 * While the session is signed in, the company's event stream is followed on every page of the
 * signed-in shell (docs/shell.md "Live events"), and each of its messages is announced as
 * `live/message`; a notification for this user goes to the top bar's drawer on the Users page
 * as on the sheet. Signed out, the stream is closed.
 */
export function* liveSaga(deps: LiveDeps): SagaIterator {
  for (;;) {
    yield call(untilSignedIn, true);
    const follow: Task = yield fork(followLive, announce, deps);
    yield call(untilSignedIn, false);
    yield cancel(follow);
    yield put(liveActions.message({ kind: 'down' }));
  }
}
