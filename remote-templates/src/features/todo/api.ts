import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createTodoDb } from './data/todo-db';
import { registerTodoHandlers } from './mock/handlers';
import type {
  ComposeBody,
  Staff,
  Task,
  TaskFolder,
  TaskLabel,
  TaskPage,
  TaskPriority,
  TaskStatus,
} from './types';

/** The mock answers these calls (once per page load; again after a test resets the backend). */
function ensureMock(): void {
  registerMockApp('todo', (mock) => registerTodoHandlers(mock, createTodoDb()));
}
ensureMock();

function client() {
  ensureMock();
  return templateApi;
}

export const todoApi = {
  list: (params: { type: string; name: string; page: number }) =>
    client().get<TaskPage>('/api/todo/task/list', { params }),
  detail: (id: number) => client().get<Task | null>('/api/todoApp/task/', { params: { id } }),
  update: (task: Task) => client().put<Task | null>('/api/todoApp/task/', { task }),
  folders: () => client().get<TaskFolder[]>('/api/todo/folders/list'),
  labels: () => client().get<TaskLabel[]>('/api/todo/labels/list'),
  staff: () => client().get<Staff[]>('/api/todo/staff/list'),
  priorities: () => client().get<TaskPriority[]>('/api/todo/priority/list'),
  statuses: () => client().get<TaskStatus[]>('/api/todo/status/list'),
  star: (taskIds: number[], status: boolean) =>
    client().put<Task[]>('/api/todo/update/starred', { taskIds, status }),
  /** The detail's star (the template's second starring handler). */
  starFromDetail: (taskIds: number[], status: boolean) =>
    client().put<Task[]>('/api/todoApp/update/starred', { taskIds, status }),
  toggleLabel: (taskIds: number[], type: number) =>
    client().put<Task[]>('/api/todo/update/label', { taskIds, type }),
  remove: (taskIds: number[], query: { type: string; name: string; page: number }) =>
    client().put<TaskPage>('/api/todo/update/folder', { taskIds, ...query }),
  compose: (task: ComposeBody) => client().post<Task>('/api/todoApp/compose', { task }),
};
