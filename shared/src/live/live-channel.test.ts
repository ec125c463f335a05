import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { notifyUnauthorized, onUnauthorized } from '../api/unauthorized';
import { followLive, LIVE_RETRY_MS, type LiveMessage } from './live-channel';

const ticketUrl = jest.fn();

/** A stand-in for the browser's EventSource that a test can drive. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
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
    this.readyState = FakeEventSource.CLOSED;
  }
  /** A frame from the server: `event: type`, `id: id`, `data: JSON`. */
  serverSends(type: string, data: unknown, id?: string) {
    this.listeners.get(type)!({ data: JSON.stringify(data), lastEventId: id ?? '' } as unknown as Event);
  }
  /** The server's last word before it closes the stream. */
  serverCloses(reason: string) {
    this.listeners.get('stream.closed')!({ data: JSON.stringify({ reason }) } as unknown as Event);
  }
}

// The saga's pauses run on jest's clock: a test moves it instead of waiting seconds.
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await advance(20);
  }
};

let task: ReturnType<typeof runSaga>;
const handled: LiveMessage[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.opened = [];
  handled.length = 0;
  let n = 0;
  ticketUrl.mockImplementation(async (_path: string, params: Record<string, string | undefined> = {}) => {
    const search = new URLSearchParams();
    Object.entries(params).forEach(([k, v]) => v !== undefined && search.append(k, v));
    search.append('ticket', `t${++n}`);
    return `/api/v1/events?${search.toString()}`;
  });
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  task = runSaga({}, function* () {
    yield call(
      followLive,
      function* (message: LiveMessage) {
        yield call(() => handled.push(message));
      },
      { ticketUrl, notifyUnauthorized },
    );
  });
});
afterEach(() => {
  task.cancel();
  jest.useRealTimers();
});

test('after a restart the stream comes back at once with a new ticket', async () => {
  await until(() => FakeEventSource.opened.length === 1);
  const started = Date.now();
  FakeEventSource.opened[0]!.serverCloses('restart');
  await until(() => FakeEventSource.opened.length === 2);
  expect(Date.now() - started).toBeLessThan(1500);
  expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
  expect(FakeEventSource.opened[1]!.url).toBe('/api/v1/events?ticket=t2');
  expect(handled).toContainEqual({ kind: 'down' });
});

test('a stream closed for a newer one of the session waits for the user before it reconnects', async () => {
  await until(() => FakeEventSource.opened.length === 1);
  FakeEventSource.opened[0]!.serverCloses('too-many-streams');
  // Well past both pauses (a restart's and LIVE_RETRY_MS): still no new stream.
  await advance(10 * LIVE_RETRY_MS);
  expect(FakeEventSource.opened).toHaveLength(1);
  window.dispatchEvent(new Event('focus'));
  await until(() => FakeEventSource.opened.length === 2);
});

const created = { type: 'call.created', call: { id: 'c1' }, by: 'u1' };

test('a new stream after a restart asks for what came after the last event seen', async () => {
  await until(() => FakeEventSource.opened.length === 1);
  const first = FakeEventSource.opened[0]!;
  first.serverSends('stream.open', { replayed: 0 }, '40');
  first.serverSends('call.created', created, '41');
  first.serverSends('call.created', { ...created, call: { id: 'c2' } }, '42');
  await until(() => handled.filter((m) => m.kind === 'event').length === 2);
  expect(handled).toContainEqual({ kind: 'event', event: created, id: '41' });
  first.serverCloses('restart');
  await until(() => FakeEventSource.opened.length === 2);
  expect(FakeEventSource.opened[1]!.url).toBe('/api/v1/events?lastEventId=42&ticket=t2');
});

test('with no event yet, the id the stream opened at is the one sent back', async () => {
  await until(() => FakeEventSource.opened.length === 1);
  FakeEventSource.opened[0]!.serverSends('stream.open', { replayed: 0 }, '7');
  FakeEventSource.opened[0]!.serverCloses('restart');
  await until(() => FakeEventSource.opened.length === 2);
  expect(FakeEventSource.opened[1]!.url).toBe('/api/v1/events?lastEventId=7&ticket=t2');
  // 'seen' is followLive's own: the page is not told.
  expect(handled.some((m) => m.kind === 'seen')).toBe(false);
});

test('a reset tells the page to reload, and the next stream starts from the reset', async () => {
  await until(() => FakeEventSource.opened.length === 1);
  FakeEventSource.opened[0]!.serverSends('call.created', created, '3');
  FakeEventSource.opened[0]!.serverCloses('restart');
  await until(() => FakeEventSource.opened.length === 2);
  const second = FakeEventSource.opened[1]!;
  expect(second.url).toBe('/api/v1/events?lastEventId=3&ticket=t2');
  second.serverSends('stream.reset', { reason: 'too-old' }, '90');
  await until(() => handled.some((m) => m.kind === 'reset'));
  second.serverCloses('restart');
  await until(() => FakeEventSource.opened.length === 3);
  expect(FakeEventSource.opened[2]!.url).toBe('/api/v1/events?lastEventId=90&ticket=t3');
});

test.each(['logout', 'password-changed', 'deactivated'])(
  "a stream closed because the session ended ('%s') goes to sign-in, without a new ticket",
  async (reason) => {
    const unauthorized = jest.fn();
    const stop = onUnauthorized(unauthorized);
    try {
      await until(() => FakeEventSource.opened.length === 1);
      const asked = ticketUrl.mock.calls.length;
      FakeEventSource.opened[0]!.serverCloses(reason);
      await until(() => unauthorized.mock.calls.length === 1);
      // Longer than the pause before a new ticket: none is asked for, no stream reopens.
      await advance(LIVE_RETRY_MS + 300);
      expect(ticketUrl.mock.calls.length).toBe(asked);
      expect(FakeEventSource.opened).toHaveLength(1);
      expect(unauthorized).toHaveBeenCalledTimes(1);
      expect(handled).toEqual([{ kind: 'down' }]);
    } finally {
      stop();
    }
  },
);
