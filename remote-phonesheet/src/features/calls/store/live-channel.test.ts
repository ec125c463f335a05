import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { followLive, type LiveMessage } from './live-channel';

jest.mock('../api', () => ({ ticketUrl: jest.fn() }));
const { ticketUrl } = require('../api') as { ticketUrl: jest.Mock };

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
  /** The server's last word before it closes the stream. */
  serverCloses(reason: string) {
    this.listeners.get('stream.closed')!({ data: JSON.stringify({ reason }) } as unknown as Event);
  }
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

let task: ReturnType<typeof runSaga>;
const handled: LiveMessage[] = [];
beforeEach(() => {
  FakeEventSource.opened = [];
  handled.length = 0;
  let n = 0;
  ticketUrl.mockImplementation(async () => `/api/v1/events?ticket=t${++n}`);
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  task = runSaga({}, function* () {
    yield call(followLive, function* (message: LiveMessage) {
      yield call(() => handled.push(message));
    });
  });
});
afterEach(() => task.cancel());

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
  await new Promise((r) => setTimeout(r, 1200));
  expect(FakeEventSource.opened).toHaveLength(1);
  window.dispatchEvent(new Event('focus'));
  await until(() => FakeEventSource.opened.length === 2);
});
