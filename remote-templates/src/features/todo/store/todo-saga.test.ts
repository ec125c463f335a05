import { waitFor } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { flush, setupStore as setupTestStore } from '../../../testing/test-store';
import { selectTodo, todoActions as A } from './todo-slice';
import { TODO_TOASTS } from './todo-saga';
import { selectLoading } from '../../../store/fetch-lifecycle';

type Store = ReturnType<typeof setupTestStore>;

/** The store, once the app's saga (loaded asynchronously with the module) listens. */
async function setupStore(user: Parameters<typeof setupTestStore>[0] = {}): Promise<Store> {
  const store = setupTestStore(user);
  await flush();
  await flush();
  return store;
}
const todo = (store: Store) => selectTodo(store.getState() as never);
const toastIds = (store: Store) => selectToasts(store.getState() as never).map((t) => t.messageId);
const all = { type: 'folder' as const, name: 'all', page: 0 };

async function loaded(store: Store, query = all) {
  store.dispatch(A.listRequested(query));
  await waitFor(() => expect(todo(store).loaded).toBe(true));
}

test('metaRequested loads folders, labels, staff, priorities and statuses', async () => {
  const store = await setupStore();
  store.dispatch(A.metaRequested());
  await waitFor(() => expect(todo(store).folders).toHaveLength(7));
  const s = todo(store);
  expect(s.labels.map((l) => l.alias)).toEqual(['html', 'css', 'jquery', 'node']);
  expect(s.staff).toHaveLength(6);
  expect(s.priorities.map((p) => p.type)).toEqual([1, 2, 3]);
  expect(s.statuses.map((x) => x.id)).toEqual([1, 2, 3]);
});

test('listRequested stores the page and the total; the next page follows', async () => {
  const store = await setupStore();
  await loaded(store);
  expect(todo(store).list).toHaveLength(15);
  expect(todo(store).total).toBe(22);
  store.dispatch(A.listRequested({ ...all, page: 1 }));
  await waitFor(() => expect(todo(store).list).toHaveLength(7));
  expect(todo(store).query.page).toBe(1);
});

test('a list asked for again before its answer came is not left loading', async () => {
  const store = await setupStore();
  // takeLatest cancels the first load: its request must not stay counted as under way.
  store.dispatch(A.listRequested(all));
  store.dispatch(A.listRequested({ type: 'folder', name: 'deleted', page: 0 }));
  await waitFor(() => expect(todo(store).loaded).toBe(true));
  expect(todo(store).query.name).toBe('deleted');
  await waitFor(() => expect(selectLoading('todo/list')(store.getState() as never)).toBe(false));
});

test('starring changes the tasks, toasts "Starred status changed" and persists', async () => {
  const store = await setupStore();
  await loaded(store, { type: 'folder', name: 'starred', page: 0 });
  expect(todo(store).list.map((t) => t.id)).toContain(1001);
  store.dispatch(A.starRequested({ taskIds: [1001], status: false }));
  await waitFor(() => expect(toastIds(store)).toContain(TODO_TOASTS.starred));
  // The starred list is fetched again: 1001 has left it.
  await waitFor(() => expect(todo(store).list.map((t) => t.id)).not.toContain(1001));
  expect(todo(store).total).toBe(5);
});

test('the detail stars through the second handler', async () => {
  const store = await setupStore();
  store.dispatch(A.detailRequested(1002));
  await waitFor(() => expect(todo(store).detail?.id).toBe(1002));
  store.dispatch(A.starRequested({ taskIds: [1002], status: true, fromDetail: true }));
  await waitFor(() => expect(todo(store).detail?.isStarred).toBe(true));
});

test('a label toggle updates the list and toasts "Label updated"', async () => {
  const store = await setupStore();
  await loaded(store);
  store.dispatch(A.labelToggleRequested({ taskIds: [1001, 1002], labelId: 214 }));
  await waitFor(() => expect(toastIds(store)).toContain(TODO_TOASTS.label));
  const byId = (id: number) => todo(store).list.find((t) => t.id === id)!;
  expect(byId(1001).label.map((l) => l.alias)).toEqual(['html', 'css', 'node']);
  expect(byId(1002).label.map((l) => l.alias)).toEqual(['jquery', 'node']);
});

test('updateRequested saves the task (status, comments) and toasts "Task updated"', async () => {
  const store = await setupStore();
  store.dispatch(A.detailRequested(1005));
  await waitFor(() => expect(todo(store).detail?.id).toBe(1005));
  const task = todo(store).detail!;
  store.dispatch(
    A.updateRequested({
      ...task,
      status: 2,
      comments: [{ comment: 'On it', name: 'Ann', image: '', date: '2024-06-01', time: '09:00' }],
    }),
  );
  await waitFor(() => expect(toastIds(store)).toContain(TODO_TOASTS.updated));
  expect(todo(store).detail).toMatchObject({ status: 2, comments: [{ comment: 'On it' }] });
  // Persisted: asked again, the mock answers the change.
  store.dispatch(A.detailRequested(1006));
  await waitFor(() => expect(todo(store).detail?.id).toBe(1006));
  store.dispatch(A.detailRequested(1005));
  await waitFor(() => expect(todo(store).detail?.status).toBe(2));
});

test('deleteRequested moves the tasks to Deleted, refreshes the page and toasts "Task deleted"', async () => {
  const store = await setupStore();
  await loaded(store);
  store.dispatch(A.selectionChanged([1001, 1002]));
  store.dispatch(A.deleteRequested([1001, 1002]));
  await waitFor(() => expect(toastIds(store)).toContain(TODO_TOASTS.deleted));
  expect(todo(store).total).toBe(20);
  expect(todo(store).list[0].id).toBe(1003);
  expect(todo(store).selected).toEqual([]);
  store.dispatch(A.listRequested({ type: 'folder', name: 'deleted', page: 0 }));
  await waitFor(() => expect(todo(store).list.map((t) => t.id)).toEqual([1001, 1002, 1023, 1024]));
});

test('deleting the last tasks of the last page steps back a page', async () => {
  const store = await setupStore();
  await loaded(store, { ...all, page: 1 });
  const ids = todo(store).list.map((t) => t.id);
  expect(ids).toHaveLength(7);
  store.dispatch(A.deleteRequested(ids));
  await waitFor(() => expect(toastIds(store)).toContain(TODO_TOASTS.deleted));
  expect(todo(store).query.page).toBe(0);
  expect(todo(store).list).toHaveLength(15);
  expect(todo(store).total).toBe(15);
});

test('composeRequested adds the task at the top, closes the dialog and toasts "Task created"', async () => {
  const store = await setupStore();
  await loaded(store);
  store.dispatch(A.composeOpened());
  store.dispatch(A.composeRequested({ title: 'Ship it', assignedTo: 502, priority: 1, label: [212] }));
  expect(todo(store).composing).toBe(true);
  await waitFor(() => expect(toastIds(store)).toContain(TODO_TOASTS.created));
  expect(todo(store)).toMatchObject({ composing: false, composeOpen: false });
  await waitFor(() => expect(todo(store).list[0].title).toBe('Ship it'));
  expect(todo(store).list[0]).toMatchObject({ status: 1, folderValue: 120, assignedTo: { id: 502 } });
  expect(todo(store).total).toBe(23);
});

test('a new task is created by the signed-in user, not a sample name', async () => {
  const store = await setupStore({ firstName: 'Grace', lastName: 'Hopper', fullName: 'Grace Hopper' });
  await loaded(store);
  store.dispatch(A.composeRequested({ title: 'Mine' }));
  await waitFor(() => expect(todo(store).list[0].title).toBe('Mine'));
  expect(todo(store).list[0].createdBy.name).toBe('Grace Hopper');
});

test('each store starts from the sample data again', async () => {
  const first = await setupStore();
  await loaded(first);
  first.dispatch(A.deleteRequested([1001]));
  await waitFor(() => expect(todo(first).total).toBe(21));
  const second = await setupStore();
  await loaded(second);
  expect(todo(second).total).toBe(22);
});
