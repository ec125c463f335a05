import { initialTodoState, todoActions as A, todoReducer, type TodoState } from './todo-slice';
import { createTodoDb } from '../data/todo-db';

const tasks = createTodoDb().tasks;
const all = { type: 'folder' as const, name: 'all', page: 0 };
const reduce = (state: TodoState, ...actions: Parameters<typeof todoReducer>[1][]) =>
  actions.reduce((s, a) => todoReducer(s, a), state);

test('another list clears the shown tasks (the skeleton shows); another page of it keeps them', () => {
  const withList = reduce(
    initialTodoState,
    A.listLoaded({ query: all, page: { list: tasks.slice(0, 15), total: 22 } }),
  );
  expect(withList.loaded).toBe(true);
  const nextPage = reduce(withList, A.listRequested({ ...all, page: 1 }));
  expect(nextPage.list).toHaveLength(15);
  const other = reduce(withList, A.listRequested({ type: 'label', name: 'css', page: 0 }));
  expect(other).toMatchObject({ list: [], total: 0, loaded: false, query: { type: 'label', name: 'css' } });
});

test('an answer for a list no longer asked for is dropped', () => {
  const state = reduce(
    initialTodoState,
    A.listRequested({ type: 'folder', name: 'starred', page: 0 }),
    A.listLoaded({ query: all, page: { list: tasks.slice(0, 3), total: 3 } }),
  );
  expect(state.list).toEqual([]);
  const deleted = reduce(
    state,
    A.deleted({ taskIds: [1], query: all, page: { list: tasks.slice(0, 2), total: 2 } }),
  );
  expect(deleted.list).toEqual([]);
});

test('selection keeps only the tasks still on the page', () => {
  const state = reduce(
    initialTodoState,
    A.selectionChanged([1001, 1002, 1030]),
    A.listLoaded({ query: all, page: { list: tasks.slice(0, 15), total: 22 } }),
  );
  expect(state.selected).toEqual([1001, 1002]);
});

test('tasksChanged replaces the tasks in the list and the detail', () => {
  const state = reduce(
    initialTodoState,
    A.listLoaded({ query: all, page: { list: tasks.slice(0, 2), total: 2 } }),
    A.detailLoaded(tasks[0]),
    A.tasksChanged([{ ...tasks[0], isStarred: false }]),
  );
  expect(state.list[0].isStarred).toBe(false);
  expect(state.detail?.isStarred).toBe(false);
});

test('compose: opened, busy, closed on success, kept open on failure', () => {
  const open = reduce(initialTodoState, A.composeOpened(), A.composeRequested({ title: 'x' }));
  expect(open).toMatchObject({ composeOpen: true, composing: true });
  expect(reduce(open, A.composeFinished(null))).toMatchObject({ composeOpen: true, composing: false });
  expect(reduce(open, A.composeFinished(tasks[0]))).toMatchObject({ composeOpen: false, composing: false });
});
