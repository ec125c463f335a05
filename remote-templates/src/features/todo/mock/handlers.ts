import type MockAdapter from 'axios-mock-adapter';
import type { AxiosRequestConfig } from 'axios';
import { bodyOf, ok, paramsOf } from '../../../mock/mock-backend';
import { paginate } from '../../../mock/paging';
import { FOLDER, STATUS, type ComposeBody, type Task, type TodoDb } from '../types';

interface ListParams {
  type?: string;
  name?: string;
  page?: number | string;
}

const notDeleted = (task: Task) => task.folderValue !== FOLDER.deleted;

/** Which tasks a folder or a label shows; deleted tasks (folder 126) show only in Deleted. */
export function filterTasks(db: TodoDb, type: string | undefined, name: string | undefined): Task[] {
  const { tasks } = db;
  if (type === 'label') {
    return tasks.filter((t) => notDeleted(t) && t.label.some((l) => l.alias === name));
  }
  switch (name) {
    case 'all':
      return tasks.filter(notDeleted);
    case 'starred':
      return tasks.filter((t) => t.isStarred && notDeleted(t));
    case 'priority':
      return tasks.filter((t) => t.priority.type === 1 && notDeleted(t));
    case 'scheduled':
      return tasks.filter((t) => t.folderValue === FOLDER.scheduled);
    case 'today':
      return tasks.filter((t) => t.folderValue === FOLDER.today);
    case 'completed':
      return tasks.filter((t) => t.status === STATUS.completed && notDeleted(t));
    case 'deleted':
      return tasks.filter((t) => t.folderValue === FOLDER.deleted);
    default:
      return [];
  }
}

function listPage(db: TodoDb, { type, name, page }: ListParams) {
  return paginate(filterTasks(db, type, name), page);
}

function idsOf(taskIds: unknown): number[] {
  return Array.isArray(taskIds) ? taskIds.map(Number) : [];
}

/** The task mock: every call answers status 200 after the mock delay. */
export function registerTodoHandlers(mock: MockAdapter, db: TodoDb): void {
  mock.onGet('/api/todo/task/list').reply((config) => ok(listPage(db, paramsOf<ListParams>(config))));

  mock.onGet('/api/todoApp/task/').reply((config) => {
    const id = Number(paramsOf<{ id?: number | string }>(config).id);
    return ok(db.tasks.find((t) => t.id === id) ?? null);
  });

  mock.onPut('/api/todoApp/task/').reply((config) => {
    const { task } = bodyOf<{ task: Task }>(config);
    const index = db.tasks.findIndex((t) => t.id === task?.id);
    if (index < 0) return ok(null);
    db.tasks[index] = { ...db.tasks[index], ...task };
    return ok(db.tasks[index]);
  });

  mock.onGet('/api/todo/folders/list').reply(() => ok(db.folders));
  mock.onGet('/api/todo/labels/list').reply(() => ok(db.labels));
  mock.onGet('/api/todo/staff/list').reply(() => ok(db.staff));
  mock.onGet('/api/todo/priority/list').reply(() => ok(db.priorities));
  mock.onGet('/api/todo/status/list').reply(() => ok(db.statuses));

  // Two handlers for starring, as in the template (the list and the detail use different paths).
  const star = (config: AxiosRequestConfig) => {
    const { taskIds, status } = bodyOf<{ taskIds: number[]; status: boolean }>(config);
    const ids = idsOf(taskIds);
    db.tasks = db.tasks.map((t) => (ids.includes(t.id) ? { ...t, isStarred: Boolean(status) } : t));
    return ok(db.tasks.filter((t) => ids.includes(t.id)));
  };
  mock.onPut('/api/todo/update/starred').reply(star);
  mock.onPut('/api/todoApp/update/starred').reply(star);

  // A label toggles on each task: removed where present, added where absent.
  mock.onPut('/api/todo/update/label').reply((config) => {
    const { taskIds, type } = bodyOf<{ taskIds: number[]; type: number }>(config);
    const ids = idsOf(taskIds);
    const label = db.labels.find((l) => l.id === Number(type));
    if (!label) return ok([]);
    db.tasks = db.tasks.map((t) => {
      if (!ids.includes(t.id)) return t;
      const has = t.label.some((l) => l.id === label.id);
      return { ...t, label: has ? t.label.filter((l) => l.id !== label.id) : [...t.label, label] };
    });
    return ok(db.tasks.filter((t) => ids.includes(t.id)));
  });

  // Soft delete: the tasks move to Deleted; the answer is the refreshed page of the current list.
  mock.onPut('/api/todo/update/folder').reply((config) => {
    const { taskIds, type, name, page } = bodyOf<{ taskIds: number[] } & ListParams>(config);
    const ids = idsOf(taskIds);
    db.tasks = db.tasks.map((t) => (ids.includes(t.id) ? { ...t, folderValue: FOLDER.deleted } : t));
    return ok(listPage(db, { type, name, page }));
  });

  mock.onPost('/api/todoApp/compose').reply((config) => {
    const { task } = bodyOf<{ task: ComposeBody }>(config);
    const created: Task = {
      id: db.tasks.reduce((max, t) => Math.max(max, t.id), 1000) + 1,
      title: task.title,
      priority: db.priorities.find((p) => p.type === Number(task.priority)) ?? db.priorities[2],
      isStarred: false,
      isReplied: false,
      isRead: true,
      label: db.labels.filter((l) => (task.label ?? []).map(Number).includes(l.id)),
      isAttachment: false,
      sentAt: new Date().toISOString().slice(11, 16),
      startDate: task.startDate ?? new Date().toISOString().slice(0, 10),
      scheduleMobile: task.scheduleMobile ?? task.startDate ?? '',
      folderValue: FOLDER.all,
      image: '',
      assignedTo: db.staff.find((s) => s.id === Number(task.assignedTo)) ?? db.staff[0],
      createdBy: { name: task.createdBy?.trim() || 'John Doe', image: '' },
      createdOn: new Date().toISOString().slice(0, 10),
      status: STATUS.pending,
      comments: [],
      content: task.content ?? '',
    };
    db.tasks = [created, ...db.tasks];
    return ok(created);
  });
}
