import { createAction, createSlice, type PayloadAction } from '@phonesheet/shared';
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

const sameQuery = (a: TaskQuery, b: TaskQuery) => a.type === b.type && a.name === b.name && a.page === b.page;

const todoSlice = createSlice({
  name: 'templatesTodo',
  initialState: initialTodoState,
  reducers: {
    metaLoaded: (s, { payload: meta }: PayloadAction<TodoMeta>) => ({ ...s, ...meta }),
    listRequested: (s, { payload: query }: PayloadAction<TaskQuery>) =>
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
    listLoaded: (s, { payload: { query, page } }: PayloadAction<{ query: TaskQuery; page: TaskPage }>) =>
      sameQuery(s.query, query)
        ? {
            ...s,
            list: page.list,
            total: page.total,
            loaded: true,
            selected: s.selected.filter((id) => page.list.some((t) => t.id === id)),
          }
        : s,
    detailRequested: (s, { payload: id }: PayloadAction<number>) =>
      s.detail?.id === id ? s : { ...s, detail: null },
    detailLoaded(s, action: PayloadAction<Task | null>) {
      s.detail = action.payload;
    },
    selectionChanged(s, action: PayloadAction<number[]>) {
      s.selected = action.payload;
    },
    /** Any change to tasks the mock answered: replaced in the list and the detail. */
    tasksChanged: (s, { payload: tasks }: PayloadAction<Task[]>) => {
      const byId = new Map(tasks.map((t) => [t.id, t]));
      return {
        ...s,
        list: s.list.map((t) => byId.get(t.id) ?? t),
        detail: s.detail ? (byId.get(s.detail.id) ?? s.detail) : null,
      };
    },
    deleted: (
      s,
      {
        payload: { taskIds, query, page },
      }: PayloadAction<{ taskIds: number[]; query: TaskQuery; page: TaskPage }>,
    ) => {
      const detail =
        s.detail && taskIds.includes(s.detail.id) ? { ...s.detail, folderValue: FOLDER.deleted } : s.detail;
      // The answer is the page of the list it was asked for: kept only if that list is still shown.
      if (s.query.type !== query.type || s.query.name !== query.name) return { ...s, detail };
      return { ...s, query, list: page.list, total: page.total, loaded: true, selected: [], detail };
    },
    composeOpened(s) {
      s.composeOpen = true;
    },
    composeClosed(s) {
      s.composeOpen = false;
    },
    composeRequested(s, _action: PayloadAction<ComposeBody>) {
      s.composing = true;
    },
    composeFinished(s, { payload: task }: PayloadAction<Task | null>) {
      s.composing = false;
      if (task) s.composeOpen = false;
    },
  },
});

/** Commands the saga answers; the state waits for their answers. */
const commands = {
  metaRequested: createAction('templatesTodo/metaRequested'),
  /** Stars (status true) or unstars the tasks; `fromDetail` uses the detail's handler. */
  starRequested: createAction<{ taskIds: number[]; status: boolean; fromDetail?: boolean }>(
    'templatesTodo/starRequested',
  ),
  labelToggleRequested: createAction<{ taskIds: number[]; labelId: number }>(
    'templatesTodo/labelToggleRequested',
  ),
  updateRequested: createAction<Task>('templatesTodo/updateRequested'),
  deleteRequested: createAction<number[]>('templatesTodo/deleteRequested'),
};

export const todoActions = { ...commands, ...todoSlice.actions };
export const todoReducer = todoSlice.reducer;

export const selectTodo = (state: { templatesTodo?: TodoState }) => state.templatesTodo ?? initialTodoState;
