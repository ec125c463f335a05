import type { Call } from '@phonesheet/shared/contracts';
import { callsActions as A, selectPhonesheet } from './calls-slice';
import { flush, setupStore } from '../../../testing/test-store';
import { sampleContact } from '../../../testing/contacts';
import { sampleCall } from '../../../testing/calls';
import { basicPlanLimit, mockFetch } from '@phonesheet/shared/testing';

const statuses = [
  { id: 's1', key: 'toReturn', name: 'To return', open: true, color: '#f00', order: 0, retired: false },
];
const now = new Date();
const base = sampleCall({
  occurredAt: now.toISOString(),
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
});

afterEach(() => jest.useRealTimers());

function sheetRoutes() {
  return {
    'GET /api/v1/calls/sheet': {
      body: {
        data: { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z', rolledOver: [], today: [] },
      },
    },
    'GET /api/v1/statuses': { body: { data: statuses } },
    'GET /api/v1/user/list': { body: { data: [] } },
  };
}

test('a logged call appears on the sheet and a duplicate hint is kept for the warning', async () => {
  const { calls } = mockFetch({
    ...sheetRoutes(),
    'POST /api/v1/calls': {
      status: 201,
      body: { data: base, duplicateOf: { id: 'c0', contactName: 'Ada', occurredAt: now.toISOString() } },
    },
  });
  const store = setupStore();
  store.dispatch(A.sheetRequested({ desk: null }));
  await flush();
  await flush();
  store.dispatch(A.createRequested({ phone: '2125550100', contactName: 'Ada' }));
  await flush();
  const s = selectPhonesheet(store.getState() as never);
  expect(s.sheet.today.map((c) => c.id)).toEqual(['c1']);
  expect(s.savedCount).toBe(1);
  expect(s.duplicate?.id).toBe('c0');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ phone: '2125550100', contactName: 'Ada' });
});

test('a refused call keeps every server problem for the entry row', async () => {
  mockFetch({
    ...sheetRoutes(),
    'POST /api/v1/calls': {
      status: 400,
      body: { msg: 'Phone number is not valid', errors: ['Phone number is not valid', 'Unknown status'] },
    },
  });
  const store = setupStore();
  store.dispatch(A.createRequested({ phone: '1' }));
  await flush();
  expect(selectPhonesheet(store.getState() as never).entryErrors).toEqual([
    'Phone number is not valid',
    'Unknown status',
  ]);
});

test("a stale save opens the conflict with the other person's changes; re-apply sends mine on their version", async () => {
  const theirs = { ...base, version: 2, notes: 'theirs' };
  const patches: unknown[] = [];
  mockFetch({
    ...sheetRoutes(),
    'PATCH /api/v1/calls/c1': ({ body }) => {
      patches.push(body);
      return patches.length === 1
        ? {
            status: 409,
            body: {
              msg: 'Someone else changed this call; review their changes',
              current: theirs,
              changedFields: ['notes'],
              changes: [
                {
                  field: 'notes',
                  from: '',
                  to: 'theirs',
                  userId: 'u2',
                  userName: 'Bo',
                  at: now.toISOString(),
                  version: 2,
                },
              ],
            },
          }
        : { body: { data: { ...theirs, version: 3, priority: 'whenever' } } };
    },
  });
  const store = setupStore();
  store.dispatch(A.updateRequested({ call: base, changes: { priority: 'whenever' } }));
  await flush();
  let s = selectPhonesheet(store.getState() as never);
  expect(s.conflict?.changedFields).toEqual(['notes']);
  expect(s.conflict?.current.notes).toBe('theirs');
  store.dispatch(A.reapplyRequested());
  await flush();
  s = selectPhonesheet(store.getState() as never);
  expect(patches).toEqual([
    { priority: 'whenever', version: 1 },
    { priority: 'whenever', version: 2 },
  ]);
  expect(s.conflict).toBeNull();
  expect(s.sheet.today[0]).toMatchObject({ version: 3, priority: 'whenever', notes: 'theirs' });
});

test('delete keeps the call for Undo; restore puts it back', async () => {
  mockFetch({
    ...sheetRoutes(),
    'POST /api/v1/calls': { status: 201, body: { data: base } },
    'DELETE /api/v1/calls/c1': { body: { data: { ...base, version: 2, deletedAt: now.toISOString() } } },
    'POST /api/v1/calls/c1/restore': { body: { data: { ...base, version: 3 } } },
  });
  const store = setupStore();
  store.dispatch(A.sheetRequested({ desk: null }));
  await flush();
  await flush();
  store.dispatch(A.createRequested({ phone: '2125550100' }));
  await flush();
  store.dispatch(A.deleteRequested(base));
  await flush();
  let s = selectPhonesheet(store.getState() as never);
  expect(s.sheet.today).toEqual([]);
  expect(s.lastDeleted?.id).toBe('c1');
  store.dispatch(A.restoreRequested(s.lastDeleted as Call));
  await flush();
  s = selectPhonesheet(store.getState() as never);
  expect(s.sheet.today.map((c) => c.version)).toEqual([3]);
});

test('a note the sheet sent cut is fetched whole once, however many times its row asks; a newer row is kept', async () => {
  const whole = 'Wants the Q3 figures. '.repeat(30);
  const cut = { ...base, notes: whole.slice(0, 300), notesCut: true as const };
  let answer = { ...base, notes: whole };
  const { callsTo } = mockFetch({
    ...sheetRoutes(),
    'GET /api/v1/calls/sheet': {
      body: {
        data: {
          from: '2000-01-01T00:00:00.000Z',
          to: '2100-01-01T00:00:00.000Z',
          rolledOver: [],
          today: [cut],
        },
      },
    },
    'GET /api/v1/calls/c1': () => ({ body: { data: answer } }),
  });
  const store = setupStore();
  store.dispatch(A.sheetRequested({ desk: null }));
  await flush();
  await flush();
  // Hover, then focus, while the first answer is on its way: one request.
  store.dispatch(A.wholeNoteRequested('c1'));
  store.dispatch(A.wholeNoteRequested('c1'));
  await flush();
  expect(callsTo('GET', '/calls/c1')).toHaveLength(1);
  let row = selectPhonesheet(store.getState() as never).sheet.today[0];
  expect(row.notes).toBe(whole);
  expect(row.notesCut).toBeUndefined();
  // An answer older than the row (a live event brought version 2 meanwhile) does not replace it.
  store.dispatch(
    A.liveEvent({ type: 'call.updated', call: { ...base, version: 2, notes: 'short now' } } as never),
  );
  answer = { ...base, notes: whole };
  store.dispatch(A.wholeNoteLoaded(answer));
  row = selectPhonesheet(store.getState() as never).sheet.today[0];
  expect([row.version, row.notes]).toEqual([2, 'short now']);
});

const desks402 = { status: 402, body: basicPlanLimit('desks') };

test('a call onto a desk the plan has no room for keeps the limit for the upgrade offer, not entry errors', async () => {
  mockFetch({ 'POST /api/v1/calls': desks402 });
  const store = setupStore();
  store.dispatch(A.createRequested({ phone: '2125550100', deskUserId: 'u2' }));
  await flush();
  const s = selectPhonesheet(store.getState() as never);
  expect(s.planLimit).toEqual(desks402.body);
  expect([s.saving, s.entryErrors]).toEqual([false, []]);
  store.dispatch(A.planLimitDismissed());
  expect(selectPhonesheet(store.getState() as never).planLimit).toBeNull();
});

test('opening the sheet loads the plan whose limits apply', async () => {
  const plan = {
    _id: 'basic',
    planName: 'Basic',
    unitAmount: 0,
    currency: 'usd',
    interval: 'month',
    seatLimit: 2,
    deskLimit: 1,
    historyDays: 7,
    csvExport: false,
  };
  mockFetch({
    ...sheetRoutes(),
    'GET /api/v1/subscription/myPlan': { body: { data: { plan, seatsUsed: 1 } } },
  });
  const store = setupStore();
  store.dispatch(A.pageOpened({ desk: null }));
  await flush();
  await flush();
  expect(selectPhonesheet(store.getState() as never).plan).toEqual(plan);
  store.dispatch(A.pageClosed());
});

test('the sheet opens on the desk this user last chose here, and on all desks for someone else', async () => {
  localStorage.clear();
  const { calls } = mockFetch(sheetRoutes());
  const sheetUrls = () => calls.filter((c) => c.url.includes('/calls/sheet')).map((c) => c.url);
  const ann = setupStore({ _id: 'u1' });
  ann.dispatch(A.pageOpened({ desk: null }));
  await flush();
  ann.dispatch(A.sheetRequested({ desk: 'u7' }));
  await flush();
  ann.dispatch(A.pageClosed());
  expect(sheetUrls()).toHaveLength(2);
  expect(sheetUrls()[0]).not.toContain('desk=');
  expect(sheetUrls()[1]).toContain('desk=u7');

  const again = setupStore({ _id: 'u1' });
  again.dispatch(A.pageOpened({ desk: null }));
  await flush();
  again.dispatch(A.pageClosed());
  expect(sheetUrls()[2]).toContain('desk=u7');
  expect(selectPhonesheet(again.getState() as never).sheet.desk).toBe('u7');

  const bob = setupStore({ _id: 'u2' });
  bob.dispatch(A.pageOpened({ desk: null }));
  await flush();
  bob.dispatch(A.pageClosed());
  expect(sheetUrls()[3]).not.toContain('desk=');
});

test('a remembered desk the server now refuses is forgotten and the sheet shows all desks', async () => {
  localStorage.clear();
  localStorage.setItem('phonesheet.sheetDesk.u1', 'gone');
  const { calls } = mockFetch((call) =>
    call.url.includes('desk=gone')
      ? { status: 400, body: { msg: 'Unknown desk' } }
      : (sheetRoutes() as Record<string, { body: unknown }>)[`${call.method} ${call.url.split('?')[0]}`],
  );
  const store = setupStore({ _id: 'u1' });
  store.dispatch(A.pageOpened({ desk: null }));
  await flush();
  await flush();
  store.dispatch(A.pageClosed());
  const s = selectPhonesheet(store.getState() as never);
  expect(s.load).toBe('ready');
  expect(s.sheet.desk).toBeNull();
  expect(calls.filter((c) => c.url.includes('/calls/sheet')).map((c) => c.url.includes('desk=gone'))).toEqual(
    [true, false],
  );
  expect(localStorage.getItem('phonesheet.sheetDesk.u1')).toBeNull();
});

test('a desk chosen in the switcher that fails to load says so (nothing is remembered)', async () => {
  localStorage.clear();
  mockFetch((call) =>
    call.url.includes('/calls/sheet')
      ? { status: 403, body: { msg: 'You cannot cover this desk' } }
      : (sheetRoutes() as Record<string, { body: unknown }>)[`${call.method} ${call.url.split('?')[0]}`],
  );
  const store = setupStore({ _id: 'u1' });
  store.dispatch(A.sheetRequested({ desk: 'u9' }));
  await flush();
  const s = selectPhonesheet(store.getState() as never);
  expect(s.load).toBe('error');
  expect(s.error).toBe('You cannot cover this desk');
  expect(localStorage.getItem('phonesheet.sheetDesk.u1')).toBeNull();
});

/** The parts of EventSource the live channel uses; `fail` plays the browser giving up. */
class TestEventSource {
  static CLOSED = 2;
  static opened: TestEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(public url: string) {
    TestEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  fail() {
    this.readyState = TestEventSource.CLOSED;
    this.onerror?.();
  }
}

test('the shell’s live stream opens with a ticket, never the access token, takes a new ticket once the browser gives up, and outlives the sheet', async () => {
  // The 3 s pause before a new ticket runs on jest's clock.
  jest.useFakeTimers();
  const tick = () => jest.advanceTimersByTimeAsync(0);
  (globalThis as unknown as { EventSource: unknown }).EventSource = TestEventSource;
  TestEventSource.opened = [];
  let issued = 0;
  const { calls } = mockFetch({
    ...sheetRoutes(),
    'GET /api/v1/subscription/myPlan': { status: 500, body: { msg: 'no plan' } },
    'POST /api/v1/auth/urlTicket': () => ({
      body: { data: { ticket: `ticket-${(issued += 1)}`, expiresAt: '2100-01-01T00:00:00.000Z' } },
    }),
  });
  const store = setupStore({}, { live: true });
  store.dispatch(A.pageOpened({ desk: null }));
  for (let i = 0; i < 4; i += 1) await tick();
  const [first] = TestEventSource.opened;
  expect(first?.url).toMatch(/\/api\/v1\/events\?ticket=ticket-1$/);
  expect(first?.url).not.toContain('token');
  expect(calls.filter((c) => c.path === '/auth/urlTicket').map((c) => c.body)).toEqual([{ path: 'events' }]);
  first?.open();
  expect(selectPhonesheet(store.getState() as never).live).toBe(true);

  // A reconnect refused (its ticket expired): shown as not live, then a new ticket after 3 s.
  first?.fail();
  await tick();
  expect(selectPhonesheet(store.getState() as never).live).toBe(false);
  expect(first?.closed).toBe(true);
  expect(TestEventSource.opened).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(2900);
  expect(TestEventSource.opened).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(200);
  for (let i = 0; i < 4; i += 1) await tick();
  expect(TestEventSource.opened.map((e) => e.url.split('=')[1])).toEqual(['ticket-1', 'ticket-2']);

  // The stream is the shell's (every signed-in page): leaving the sheet keeps it open, and the
  // sheet, opened again, starts from its state.
  TestEventSource.opened[1]?.open();
  store.dispatch(A.pageClosed());
  await tick();
  expect(TestEventSource.opened[1]?.closed).toBe(false);
  expect(selectPhonesheet(store.getState() as never).live).toBe(false);
  store.dispatch(A.pageOpened({ desk: null }));
  for (let i = 0; i < 4; i += 1) await tick();
  expect(selectPhonesheet(store.getState() as never).live).toBe(true);
  expect(TestEventSource.opened).toHaveLength(2);
});

describe("a call's change log", () => {
  const change = {
    field: 'notes',
    from: '',
    to: 'Call back after 3',
    userId: 'u2',
    userName: 'Bo Chen',
    at: now.toISOString(),
    version: 2,
  };
  const changesOf = (s: ReturnType<typeof setupStore>) => selectPhonesheet(s.getState() as never).changes;

  test('opening it loads the changes of that call', async () => {
    const { calls } = mockFetch({ 'GET /api/v1/calls/c1/changes': { body: { data: [change] } } });
    const store = setupStore();
    store.dispatch(A.changesOpened(base));
    expect(changesOf(store)).toEqual({ call: base, items: [], loading: true, error: null });
    await flush();
    expect(changesOf(store)).toEqual({ call: base, items: [change], loading: false, error: null });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /calls/c1/changes']);
  });

  test("a refusal shows the server's message", async () => {
    mockFetch({ 'GET /api/v1/calls/c1/changes': { status: 404, body: { msg: 'Call not found' } } });
    const store = setupStore();
    store.dispatch(A.changesOpened(base));
    await flush();
    expect(changesOf(store)).toEqual({ call: base, items: [], loading: false, error: 'Call not found' });
  });

  test('closing it drops an answer still on its way; leaving the sheet closes it', async () => {
    mockFetch({ 'GET /api/v1/calls/c1/changes': { body: { data: [change] } } });
    const store = setupStore();
    store.dispatch(A.changesOpened(base));
    store.dispatch(A.changesClosed());
    await flush();
    expect(changesOf(store)).toBeNull();
    store.dispatch(A.changesOpened(base));
    await flush();
    store.dispatch(A.pageClosed());
    expect(changesOf(store)).toBeNull();
  });
});

describe('contact suggestions', () => {
  const ada = sampleContact({ contactName: 'Ada' });
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const suggestionsOf = (s: ReturnType<typeof setupStore>) =>
    selectPhonesheet(s.getState() as never).suggestions;

  test('typing is debounced: only the last text is searched, after a 200 ms pause', async () => {
    const { calls } = mockFetch({ 'GET /api/v1/contacts': { body: { data: [ada] } } });
    const store = setupStore();
    store.dispatch(A.contactsTyped('Ad'));
    await wait(100);
    store.dispatch(A.contactsTyped('Ada'));
    await wait(150);
    expect(calls).toHaveLength(0);
    await wait(100);
    expect(calls.map((c) => c.url.replace(/^.*\/api\/v1/, ''))).toEqual(['/contacts?q=Ada']);
    expect(suggestionsOf(store)).toEqual([ada]);
  });

  test('fewer than two characters clear the suggestions without asking; a failure shows none', async () => {
    const { calls } = mockFetch({ 'GET /api/v1/contacts': { body: { data: [ada] } } });
    const store = setupStore();
    store.dispatch(A.contactsTyped('Ada'));
    await wait(250);
    expect(suggestionsOf(store)).toEqual([ada]);
    store.dispatch(A.contactsTyped(' A '));
    expect(suggestionsOf(store)).toEqual([]);
    await wait(250);
    expect(calls).toHaveLength(1);

    mockFetch({ 'GET /api/v1/contacts': { status: 500, body: { msg: 'Database down' } } });
    store.dispatch(A.contactsTyped('Ada'));
    await wait(250);
    expect(suggestionsOf(store)).toEqual([]);
  });
});
