import type { CallStatus } from '@phonesheet/shared/contracts';
import { sampleStatuses, st } from '../../../testing/statuses';
import { sheetActions, selectSheetShared } from '../../../kit/store/sheet-state';
import { mockFetch, type FetchRoutes, type RecordedCall } from '@phonesheet/shared/testing';
import { flush, setupStore } from '../../../testing/test-store';
import { moveStatus } from './status-order';
import { NEW_STATUS, statusesActions as A, selectStatusesEditor } from './statuses-slice';

const statuses = sampleStatuses();

type Store = ReturnType<typeof setupStore>;
const listOf = (store: Store) => selectSheetShared(store.getState() as never).statuses;
const editorOf = (store: Store) => selectStatusesEditor(store.getState() as never);
const toasts = (store: Store) =>
  (
    store.getState() as { ui: { toasts: Array<{ kind: string; messageId?: string; text?: string }> } }
  ).ui.toasts.map(({ kind, messageId, text }) => ({ kind, messageId, text }));

async function loaded(routes: FetchRoutes = {}) {
  const { calls } = mockFetch({ 'GET /api/v1/statuses': { body: { data: statuses } }, ...routes });
  const store = setupStore();
  store.dispatch(A.requested());
  await flush();
  return { store, calls };
}

describe('moveStatus', () => {
  test('moving the third status up renumbers the unretired ones and names only those that changed', () => {
    const { list, changed } = moveStatus(statuses, 's3', 1);
    expect(list.map((s) => `${s.id}:${s.order}`)).toEqual(['s1:0', 's3:1', 's2:2', 's9:1']);
    expect(changed).toEqual([
      { id: 's3', order: 1 },
      { id: 's2', order: 2 },
    ]);
  });

  test('a move past either end stops there; an unknown or retired id changes nothing', () => {
    expect(moveStatus(statuses, 's1', -3).changed).toEqual([]);
    expect(moveStatus(statuses, 's1', 99).list.map((s) => s.id)).toEqual(['s2', 's3', 's1', 's9']);
    expect(moveStatus(statuses, 's9', 0).changed).toEqual([]);
  });
});

test('opening the editor loads the statuses into the list the sheet uses', async () => {
  const { store } = await loaded();
  expect(listOf(store).map((s) => s.id)).toEqual(['s1', 's2', 's3', 's9']);
  expect(editorOf(store).load).toBe('ready');
});

test('a list that cannot be loaded keeps the error for the editor', async () => {
  mockFetch({ 'GET /api/v1/statuses': { status: 500, body: { msg: 'Database down' } } });
  const store = setupStore();
  store.dispatch(A.requested());
  await flush();
  expect(editorOf(store)).toMatchObject({ load: 'error', loadError: 'Database down' });
});

test('an added status goes to the end of the list and a success toast is queued', async () => {
  const created = st('s4', 'Voicemail', 3, { open: false, color: '#cf1322' });
  const { store, calls } = await loaded({
    'POST /api/v1/statuses': { status: 201, body: { data: created } },
  });
  store.dispatch(A.addRequested({ name: 'Voicemail', color: '#cf1322', open: false }));
  expect(editorOf(store).busy).toEqual([NEW_STATUS]);
  await flush();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Voicemail',
    color: '#cf1322',
    open: false,
    order: 3,
  });
  expect(
    listOf(store)
      .filter((s) => !s.retired)
      .map((s) => s.name),
  ).toEqual(['To return', 'Returned', 'Waiting', 'Voicemail']);
  expect(editorOf(store)).toMatchObject({ busy: [], addedCount: 1 });
  expect(toasts(store)).toEqual([
    { kind: 'success', messageId: 'phonesheet.statuses.added', text: undefined },
  ]);
});

test('a refused rename keeps the server texts for the field and changes nothing', async () => {
  const { store } = await loaded({
    'PATCH /api/v1/statuses/s3': {
      status: 400,
      body: {
        msg: 'A status with this name already exists',
        errors: ['A status with this name already exists'],
      },
    },
  });
  store.dispatch(A.updateRequested({ id: 's3', changes: { name: 'Spoke' } }));
  await flush();
  expect(editorOf(store).errors).toEqual({ s3: ['A status with this name already exists'] });
  expect(editorOf(store).busy).toEqual([]);
  expect(listOf(store).find((s) => s.id === 's3')?.name).toBe('Waiting');
  expect(toasts(store)).toEqual([]);
  store.dispatch(A.errorsCleared('s3'));
  expect(editorOf(store).errors).toEqual({});
});

test('a refused colour change is a toast in the reader’s language (403: admins only)', async () => {
  const { store } = await loaded({
    'PATCH /api/v1/statuses/s3': { status: 403, body: { msg: 'Only an administrator can do this' } },
  });
  store.dispatch(A.updateRequested({ id: 's3', changes: { color: '#cf1322' } }));
  await flush();
  expect(toasts(store)).toEqual([
    { kind: 'error', messageId: 'phonesheet.server.adminOnly', text: 'Only an administrator can do this' },
  ]);
  expect(editorOf(store).errors).toEqual({});
});

test('a saved change replaces the status in the shared list', async () => {
  const { store } = await loaded({
    'PATCH /api/v1/statuses/s2': { body: { data: { ...statuses[1], open: true } } },
  });
  store.dispatch(A.updateRequested({ id: 's2', changes: { open: true } }));
  await flush();
  expect(listOf(store).find((s) => s.id === 's2')?.open).toBe(true);
  expect(toasts(store)).toEqual([
    { kind: 'success', messageId: 'phonesheet.statuses.saved', text: undefined },
  ]);
});

test('retiring a status in use keeps it, flagged; retiring an unused one removes it', async () => {
  const { store } = await loaded({
    'DELETE /api/v1/statuses/s2': { body: { msg: 'Status retired' } },
    'DELETE /api/v1/statuses/s3': { body: { msg: 'Status deleted' } },
  });
  store.dispatch(A.retireRequested(statuses[1] as CallStatus));
  await flush();
  store.dispatch(A.retireRequested(statuses[2] as CallStatus));
  await flush();
  expect(listOf(store).map((s) => `${s.id}${s.retired ? ' retired' : ''}`)).toEqual([
    's1',
    's2 retired',
    's9 retired',
  ]);
  expect(toasts(store).map((t) => t.messageId)).toEqual([
    'phonesheet.statuses.retiredDone',
    'phonesheet.statuses.deletedDone',
  ]);
});

test('a restored status comes back at the end of the list', async () => {
  const { store, calls } = await loaded({
    'PATCH /api/v1/statuses/s9': ({ body }) => ({ body: { data: { ...statuses[3], ...(body as object) } } }),
  });
  store.dispatch(A.restoreRequested(statuses[3] as CallStatus));
  await flush();
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ retired: false, order: 3 });
  expect(listOf(store).map((s) => s.id)).toEqual(['s1', 's2', 's3', 's9']);
  expect(toasts(store).map((t) => t.messageId)).toEqual(['phonesheet.statuses.restored']);
});

test('moves show at once and their PATCHes go out one after another, in order', async () => {
  const answer =
    (id: string) =>
    ({ body }: RecordedCall) => ({
      body: { data: { ...statuses.find((s) => s.id === id), ...(body as object) } },
    });
  const { store, calls } = await loaded({
    'PATCH /api/v1/statuses/s1': answer('s1'),
    'PATCH /api/v1/statuses/s2': answer('s2'),
    'PATCH /api/v1/statuses/s3': answer('s3'),
  });
  store.dispatch(A.moveRequested({ id: 's3', to: 1 }));
  store.dispatch(A.moveRequested({ id: 's3', to: 0 }));
  // Before any answer: the list already shows both moves.
  expect(
    listOf(store)
      .filter((s) => !s.retired)
      .map((s) => s.id),
  ).toEqual(['s3', 's1', 's2']);
  for (let i = 0; i < 6; i += 1) await flush();
  expect(
    calls
      .filter((c) => c.method === 'PATCH')
      .map((c) => `${c.path.split('/').pop()}=${JSON.stringify(c.body)}`),
  ).toEqual(['s3={"order":1}', 's2={"order":2}', 's3={"order":0}', 's1={"order":1}']);
  expect(editorOf(store).busy).toEqual([]);
});

test('a move the server refuses puts the server order back and says why', async () => {
  const { store, calls } = await loaded({
    'PATCH /api/v1/statuses/s3': { status: 404, body: { msg: 'Status not found' } },
  });
  store.dispatch(A.moveRequested({ id: 's3', to: 0 }));
  expect(listOf(store)[0]?.id).toBe('s3');
  for (let i = 0; i < 4; i += 1) await flush();
  expect(listOf(store).map((s) => s.id)).toEqual(['s1', 's2', 's3', 's9']);
  expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  expect(toasts(store)).toEqual([
    { kind: 'error', messageId: 'phonesheet.server.statusNotFound', text: 'Status not found' },
  ]);
});

/** Just enough of EventSource for the sheet's live channel; `emit` plays a server event. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  listeners: Record<string, (e: { data: string }) => void> = {};
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners[type] = fn;
  }
  close() {}
  emit(type: string, data: unknown) {
    this.listeners[type]?.({ data: JSON.stringify(data) });
  }
}

test('a live statuses.changed during a reorder does not show a half-saved order; the end state is reloaded', async () => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  // A small server: PATCH changes its statuses, GET answers them sorted like the API.
  const server = statuses.map((s) => ({ ...s }));
  mockFetch({
    'GET /api/v1/calls/sheet': {
      body: {
        data: { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z', rolledOver: [], today: [] },
      },
    },
    'GET /api/v1/user/list': { body: { data: [] } },
    'POST /api/v1/auth/urlTicket': {
      body: { data: { ticket: 't1', expiresAt: '2100-01-01T00:00:00.000Z' } },
    },
    'GET /api/v1/statuses': () => ({
      body: { data: [...server].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)) },
    }),
    'PATCH /api/v1/statuses/s2': ({ body }) => ({
      body: { data: Object.assign(server[1] as CallStatus, body) },
    }),
    'PATCH /api/v1/statuses/s3': ({ body }) => ({
      body: { data: Object.assign(server[2] as CallStatus, body) },
    }),
  });
  // The first PATCH is held until the test lets it through.
  const serve = window.fetch;
  let release = () => undefined as void;
  const gate = new Promise<void>((r) => (release = r));
  window.fetch = (async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') await gate;
    return serve(url, init);
  }) as typeof window.fetch;

  const store = setupStore({}, { live: true });
  store.dispatch(sheetActions.pageOpened({ desk: null }));
  await flush();
  await flush();
  store.dispatch(A.moveRequested({ id: 's3', to: 1 }));
  const active = () =>
    listOf(store)
      .filter((s) => !s.retired)
      .map((s) => s.id);
  expect(active()).toEqual(['s1', 's3', 's2']);

  // Another tab's change arrives while ours is unsaved: the shown order stays ours.
  FakeEventSource.last?.emit('statuses.changed', { type: 'statuses.changed', by: 'u2' });
  for (let i = 0; i < 4; i += 1) await flush();
  expect(active()).toEqual(['s1', 's3', 's2']);

  release();
  for (let i = 0; i < 8; i += 1) await flush();
  expect(server.map((s) => `${s.id}:${s.order}`)).toEqual(['s1:0', 's2:2', 's3:1', 's9:1']);
  expect(active()).toEqual(['s1', 's3', 's2']);
  expect(editorOf(store).pendingMoves).toBe(0);
  store.dispatch(sheetActions.pageClosed());
});
