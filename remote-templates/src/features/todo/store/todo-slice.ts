import { createAction, createReducer } from '@phonesheet/shared';
import type {
  ComposeBody,
  Staff,
  Task,
  TaskFolder,
  TaskLabel,
  TaskPage,
  TaskPriority,
  TaskQuery,
  TaskStatus,
} from '../types';
import { FOLDER } from '../types';

export interface TodoMeta {
  folders: TaskFolder[];
  labels: TaskLabel[];
  staff: Staff[];
  priorities: TaskPriority[];
  statuses: TaskStatus[];
}

export interface TodoState extends TodoMeta {
  query: TaskQuery;
  list: Task[];
  total: number;
  /** Whether `list` holds an answer for `query` (not the previous list's). */
  loaded: boolean;
  selected: number[];
  detail: Task | null;
  composeOpen: boolean;
  composing: boolean;
}

export const initialTodoState: TodoState = {
  folders: [],
  labels: [],
  staff: [],
  priorities: [],
  statuses: [],
  query: { type: 'folder', name: 'all', page: 0 },
  list: [],
  total: 0,
  loaded: false,
  selected: [],
  detail: null,
  composeOpen: false,
  composing: false,
};

export const todoActions = {
  metaRequested: createAction('templatesTodo/metaRequested'),
  metaLoaded: createAction<TodoMeta>('templatesTodo/metaLoaded'),
  listRequested: createAction<TaskQuery>('templatesTodo/listRequested'),
  listLoaded: createAction<{ query: TaskQuery; page: TaskPage }>('templatesTodo/listLoaded'),
  detailRequested: createAction<number>('templatesTodo/detailRequested'),
  detailLoaded: createAction<Task | null>('templatesTodo/detailLoaded'),
  selectionChanged: createAction<number[]>('templatesTodo/selectionChanged'),
  /** Stars (status true) or unstars the tasks; `fromDetail` uses the detail's handler. */
  starRequested: createAction<{ taskIds: number[]; status: boolean; fromDetail?: boolean }>(
    'templatesTodo/starRequested',
  ),
  labelToggleRequested: createAction<{ taskIds: number[]; labelId: number }>(
    'templatesTodo/labelToggleRequested',
  ),
  /** Any change to tasks the mock answered: replaced in the list and the detail. */
  tasksChanged: createAction<Task[]>('templatesTodo/tasksChanged'),
  updateRequested: createAction<Task>('templatesTodo/updateRequested'),
  deleteRequested: createAction<number[]>('templatesTodo/deleteRequested'),
  deleted: createAction<{ taskIds: number[]; query: TaskQuery; page: TaskPage }>('templatesTodo/deleted'),
  composeOpened: createAction('templatesTodo/composeOpened'),
  composeClosed: createAction('templatesTodo/composeClosed'),
  composeRequested: createAction<ComposeBody>('templatesTodo/composeRequested'),
  composeFinished: createAction<Task | null>('templatesTodo/composeFinished'),
};
const A = todoActions;

const sameQuery = (a: TaskQuery, b: TaskQuery) => a.type === b.type && a.name === b.name && a.page === b.page;

export const todoReducer = createReducer<TodoState>(initialTodoState, (on) => [
  on(A.metaLoaded, (s, meta) => ({ ...s, ...meta })),
  on(A.listRequested, (s, query) =>
    sameQuery(s.query, query)
      ? s
      : {
          ...s,
          query,
          // Another folder or label: its list is not known yet (the skeleton shows).
          ...(s.query.type !== query.type || s.query.name !== query.name
            ? { list: [], total: 0, loaded: false, selected: [] }
            : { selected: [] }),
        },
  ),
  on(A.listLoaded, (s, { query, page }) =>
    sameQuery(s.query, query)
      ? {
          ...s,
          list: page.list,
          total: page.total,
          loaded: true,
          selected: s.selected.filter((id) => page.list.some((t) => t.id === id)),
        }
      : s,
  ),
  on(A.detailRequested, (s, id) => (s.detail?.id === id ? s : { ...s, detail: null })),
  on(A.detailLoaded, (s, detail) => ({ ...s, detail })),
  on(A.selectionChanged, (s, selected) => ({ ...s, selected })),
  on(A.tasksChanged, (s, tasks) => {
    const byId = new Map(tasks.map((t) => [t.id, t]));
    return {
      ...s,
      list: s.list.map((t) => byId.get(t.id) ?? t),
      detail: s.detail ? (byId.get(s.detail.id) ?? s.detail) : null,
    };
  }),
  on(A.deleted, (s, { taskIds, query, page }) => {
    const detail =
      s.detail && taskIds.includes(s.detail.id) ? { ...s.detail, folderValue: FOLDER.deleted } : s.detail;
    // The answer is the page of the list it was asked for: kept only if that list is still shown.
    if (s.query.type !== query.type || s.query.name !== query.name) return { ...s, detail };
    return { ...s, query, list: page.list, total: page.total, loaded: true, selected: [], detail };
  }),
  on(A.composeOpened, (s) => ({ ...s, composeOpen: true })),
  on(A.composeClosed, (s) => ({ ...s, composeOpen: false })),
  on(A.composeRequested, (s) => ({ ...s, composing: true })),
  on(A.composeFinished, (s, task) => ({ ...s, composing: false, composeOpen: task ? false : s.composeOpen })),
]);

export const selectTodo = (state: { templatesTodo?: TodoState }) => state.templatesTodo ?? initialTodoState;
