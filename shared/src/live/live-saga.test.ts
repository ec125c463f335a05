import { call } from 'redux-saga/effects';
import { notifyUnauthorized } from '../api/unauthorized';
import { sessionActions } from '../session/session-slice';
import { NOTIFICATION_RECEIVED } from '../store/notifications';
import { createTestStore } from '../testing/test-store';
import { sampleUser } from '../testing/mock-fetch';
import { liveSaga } from './live-saga';
import { LIVE_KEY, liveReducer, selectLiveConnected } from './live-store';

/** The parts of EventSource the stream uses; `serverSends` plays a frame of the server. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  listeners = new Map<string, EventListener>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: EventListener) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSends(type: string, data: unknown, id: string) {
    this.listeners.get(type)!({ data: JSON.stringify(data), lastEventId: id } as unknown as Event);
  }
}

const flush = async () => {
  for (let i = 0; i < 6; i += 1) await new Promise((r) => setTimeout(r, 0));
};

const notification = {
  id: 'n1',
  kind: 'call.logged',
  read: false,
  createdAt: '2026-12-06T10:00:00.000Z',
  data: { callId: 'c1', name: 'Zoë Bergström', by: 'Grace Hopper' },
};

/** A store as the host's shell makes it: no page of the phone sheet, only the shell's stream. */
function shellStore(user?: object) {
  const seen: string[] = [];
  let tickets = 0;
  const ticketUrl = jest.fn(async (): Promise<string> => `/api/v1/events?ticket=t${(tickets += 1)}`);
  const store = createTestStore({
    reducers: {
      [LIVE_KEY]: liveReducer,
      // What reaches the store, in order (the host's drawer reducer takes notifications/received).
      trail: (state: string[] = [], action: { type: string }) => {
        seen.push(action.type);
        return state;
      },
    },
    sagas: {
      'shell.live': function* shellLive() {
        yield call(liveSaga, { ticketUrl, notifyUnauthorized });
      },
    },
    user,
  });
  return { store, seen, ticketUrl };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});

test('signed in, the stream is open on any page, and a notification for the user goes to the drawer', async () => {
  const { store, seen, ticketUrl } = shellStore({});
  await flush();
  expect(ticketUrl).toHaveBeenCalledWith('events', { lastEventId: undefined });
  const [stream] = FakeEventSource.opened;
  stream!.open();
  expect(selectLiveConnected(store.getState())).toBe(true);
  stream!.serverSends(
    'notification.created',
    { type: 'notification.created', userId: 'u1', notification },
    '7',
  );
  await flush();
  const received = seen.filter((t) => t === NOTIFICATION_RECEIVED);
  expect(received).toHaveLength(1);
  // A call event goes out for the pages that show calls, as one `live/message`.
  stream!.serverSends('call.deleted', { type: 'call.deleted', call: { id: 'c1' } }, '8');
  await flush();
  expect(seen.filter((t) => t === 'live/message').length).toBeGreaterThanOrEqual(2);
});

test('signed out, no ticket is asked; signing out closes the stream', async () => {
  const { store, ticketUrl } = shellStore();
  await flush();
  expect(ticketUrl).not.toHaveBeenCalled();
  expect(FakeEventSource.opened).toHaveLength(0);
  store.dispatch(sessionActions.tokenAttached('token', 900));
  store.dispatch(sessionActions.profileLoaded(sampleUser({})));
  await flush();
  expect(FakeEventSource.opened).toHaveLength(1);
  FakeEventSource.opened[0]!.open();
  store.dispatch(sessionActions.cleared());
  await flush();
  expect(FakeEventSource.opened[0]!.closed).toBe(true);
  expect(selectLiveConnected(store.getState())).toBe(false);
});
