import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createTodoDb } from '../data/todo-db';
import type { Task, TaskPage, TodoDb } from '../types';
import { filterTasks, registerTodoHandlers } from './handlers';

let db: TodoDb;
const http = axios.create();

beforeEach(() => {
  db = createTodoDb();
  const mock = new MockAdapter(http);
  registerTodoHandlers(mock, db);
});

const list = async (type: string, name: string, page = 0) =>
  (await http.get<TaskPage>('/api/todo/task/list', { params: { type, name, page } })).data;
const ids = (tasks: Task[]) => tasks.map((t) => t.id);
const byId = (id: number) => db.tasks.find((t) => t.id === id)!;

describe('sample data', () => {
  test('the template numbering: folders 120–126, four labels, three priorities, three statuses, six staff, ≥ 20 tasks', () => {
    expect(db.folders.map((f) => [f.id, f.alias])).toEqual([
      [120, 'all'],
      [121, 'starred'],
      [122, 'priority'],
      [123, 'scheduled'],
      [124, 'today'],
      [125, 'completed'],
      [126, 'deleted'],
    ]);
    expect(db.labels.map((l) => [l.name, l.alias])).toEqual([
      ['Html', 'html'],
      ['CSS', 'css'],
      ['JQuery', 'jquery'],
      ['Node.js', 'node'],
    ]);
    expect(db.priorities.map((p) => [p.name, p.type])).toEqual([
      ['High', 1],
      ['Medium', 2],
      ['Low', 3],
    ]);
    expect(db.statuses.map((s) => [s.id, s.name])).toEqual([
      [1, 'Pending'],
      [2, 'In Progress'],
      [3, 'Completed'],
    ]);
    expect(db.staff).toHaveLength(6);
    expect(db.tasks.length).toBeGreaterThanOrEqual(20);
  });

  test('each call of createTodoDb is a fresh copy', () => {
    db.tasks[0].title = 'changed';
    expect(createTodoDb().tasks[0].title).toBe('Build the landing page header');
  });
});

describe('GET /api/todo/task/list', () => {
  test('all: every task but the deleted ones, 15 a page, total the full size', async () => {
    const expected = db.tasks.filter((t) => t.folderValue !== 126);
    expect(expected).toHaveLength(22);
    const first = await list('folder', 'all');
    expect(first.total).toBe(22);
    expect(ids(first.list)).toEqual(ids(expected.slice(0, 15)));
    const second = await list('folder', 'all', 1);
    expect(ids(second.list)).toEqual(ids(expected.slice(15)));
    expect(ids(second.list)).not.toContain(1023);
  });

  test('starred: starred and not deleted (1024 is starred but deleted)', async () => {
    const { list: tasks, total } = await list('folder', 'starred');
    expect(ids(tasks)).toEqual([1001, 1003, 1006, 1009, 1014, 1018]);
    expect(total).toBe(6);
    expect(byId(1024).isStarred).toBe(true);
  });

  test('priority: priority type 1, not deleted', async () => {
    const { list: tasks } = await list('folder', 'priority');
    expect(ids(tasks)).toEqual([1001, 1003, 1006, 1010, 1015, 1019]);
    expect(tasks.every((t) => t.priority.type === 1)).toBe(true);
  });

  test('scheduled and today match folder 123 and 124', async () => {
    expect(ids((await list('folder', 'scheduled')).list)).toEqual([1003, 1008, 1014, 1019]);
    expect(ids((await list('folder', 'today')).list)).toEqual([1002, 1006, 1015, 1020]);
  });

  test('completed: status 3 and not deleted (1023 is completed but deleted)', async () => {
    expect(ids((await list('folder', 'completed')).list)).toEqual([1004, 1009, 1012, 1016, 1017]);
    expect(byId(1023).status).toBe(3);
  });

  test('deleted: folder 126', async () => {
    expect(ids((await list('folder', 'deleted')).list)).toEqual([1023, 1024]);
  });

  test('a label: the tasks carrying its alias, not deleted', async () => {
    expect(ids((await list('label', 'css')).list)).toEqual([1001, 1005, 1007, 1010, 1014, 1018, 1022]);
    expect(ids((await list('label', 'node')).list)).toEqual([1003, 1004, 1011, 1015, 1017, 1020]);
    expect(ids((await list('label', 'html')).list)).not.toContain(1023);
  });

  test('an unknown folder or label is empty', async () => {
    expect(await list('folder', 'spam')).toEqual({ list: [], total: 0 });
    expect(filterTasks(db, 'label', 'php')).toEqual([]);
  });
});

describe('one task', () => {
  test('GET /api/todoApp/task/ answers the task by id, null when unknown', async () => {
    expect((await http.get('/api/todoApp/task/', { params: { id: 1005 } })).data.title).toBe(
      'Refactor the pricing table styles',
    );
    expect((await http.get('/api/todoApp/task/', { params: { id: 9999 } })).data).toBeNull();
  });

  test('PUT /api/todoApp/task/ updates the task and keeps it', async () => {
    const task = {
      ...byId(1005),
      status: 3,
      comments: [{ comment: 'Done', name: 'Ann', image: '', date: '2024-06-01', time: '10:00' }],
    };
    const { data } = await http.put('/api/todoApp/task/', { task });
    expect(data.status).toBe(3);
    expect(byId(1005).comments).toHaveLength(1);
    expect(ids((await list('folder', 'completed')).list)).toContain(1005);
  });
});

test('the folder, label, staff, priority and status lists', async () => {
  expect((await http.get('/api/todo/folders/list')).data).toHaveLength(7);
  expect((await http.get('/api/todo/labels/list')).data).toHaveLength(4);
  expect((await http.get('/api/todo/staff/list')).data).toHaveLength(6);
  expect((await http.get('/api/todo/priority/list')).data).toHaveLength(3);
  expect((await http.get('/api/todo/status/list')).data).toHaveLength(3);
});

describe('PUT update/starred (two handlers)', () => {
  test.each(['/api/todo/update/starred', '/api/todoApp/update/starred'])('%s sets the flag', async (url) => {
    const { data } = await http.put<Task[]>(url, { taskIds: [1002, 1004], status: true });
    expect(data.map((t) => [t.id, t.isStarred])).toEqual([
      [1002, true],
      [1004, true],
    ]);
    expect(ids((await list('folder', 'starred')).list)).toEqual(expect.arrayContaining([1002, 1004]));
    await http.put(url, { taskIds: [1001], status: false });
    expect(byId(1001).isStarred).toBe(false);
  });
});

test('PUT update/label toggles: removed where present, added where absent', async () => {
  // 1001 has CSS (212), 1002 has not.
  const { data } = await http.put<Task[]>('/api/todo/update/label', { taskIds: [1001, 1002], type: 212 });
  expect(data.find((t) => t.id === 1001)!.label.map((l) => l.alias)).toEqual(['html']);
  expect(data.find((t) => t.id === 1002)!.label.map((l) => l.alias)).toEqual(['jquery', 'css']);
  expect(ids((await list('label', 'css')).list)).toContain(1002);
  expect(ids((await list('label', 'css')).list)).not.toContain(1001);
  await http.put('/api/todo/update/label', { taskIds: [1001], type: 212 });
  expect(byId(1001).label.map((l) => l.alias)).toEqual(['html', 'css']);
});

test('PUT update/folder moves to Deleted and answers the refreshed page of the current list', async () => {
  const { data } = await http.put<TaskPage>('/api/todo/update/folder', {
    taskIds: [1001, 1002],
    type: 'folder',
    name: 'all',
    page: 0,
  });
  expect(data.total).toBe(20);
  expect(ids(data.list)).not.toContain(1001);
  expect(data.list[0].id).toBe(1003);
  expect(byId(1001).folderValue).toBe(126);
  expect(ids((await list('folder', 'deleted')).list)).toEqual([1001, 1002, 1023, 1024]);
  expect(ids((await list('folder', 'starred')).list)).not.toContain(1001);
});

test('POST /api/todoApp/compose adds a Pending task at the top of All, staff and priority resolved', async () => {
  const { data } = await http.post<Task>('/api/todoApp/compose', {
    task: {
      title: 'New one',
      assignedTo: 503,
      priority: 1,
      label: [212],
      startDate: '2024-06-02',
      content: 'Body',
    },
  });
  expect(data).toMatchObject({
    id: 1025,
    title: 'New one',
    folderValue: 120,
    status: 1,
    assignedTo: { id: 503, name: 'Marco Bianchi' },
    priority: { type: 1, name: 'High' },
    startDate: '2024-06-02',
    content: 'Body',
  });
  expect(data.label.map((l) => l.alias)).toEqual(['css']);
  const all = await list('folder', 'all');
  expect(all.list[0].id).toBe(1025);
  expect(all.total).toBe(23);
  expect((await list('label', 'css')).list[0].id).toBe(1025);
  expect((await list('folder', 'priority')).list[0].id).toBe(1025);
});
