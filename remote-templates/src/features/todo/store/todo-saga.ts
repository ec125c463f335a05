import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { selectFullName, type PayloadAction } from '@phonesheet/shared';
import { request, toastSuccess } from '../../../store/fetch-lifecycle';
import { LIST_PAGE_SIZE } from '../../../mock/paging';
import { todoApi } from '../api';
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
import { selectTodo, todoActions as A, type TodoState } from './todo-slice';

/** Success toasts, as i18n keys. */
export const TODO_TOASTS = {
  created: 'templates.todo.toast.created',
  updated: 'templates.todo.toast.updated',
  deleted: 'templates.todo.toast.deleted',
  starred: 'templates.todo.toast.starred',
  label: 'templates.todo.toast.label',
} as const;

function* currentQuery(): SagaIterator<TaskQuery> {
  const state: TodoState = yield select(selectTodo);
  return state.query;
}

/** Fetches the shown list again after a change (the content stays on screen meanwhile). */
function* refreshList(): SagaIterator {
  const query: TaskQuery = yield call(currentQuery);
  yield put(A.listRequested(query));
}

function* loadMeta(): SagaIterator {
  const [folders, labels, staff, priorities, statuses]: [
    TaskFolder[] | undefined,
    TaskLabel[] | undefined,
    Staff[] | undefined,
    TaskPriority[] | undefined,
    TaskStatus[] | undefined,
  ] = yield all([
    call(request, 'todo/meta', todoApi.folders),
    call(request, 'todo/meta', todoApi.labels),
    call(request, 'todo/meta', todoApi.staff),
    call(request, 'todo/meta', todoApi.priorities),
    call(request, 'todo/meta', todoApi.statuses),
  ]);
  if (!folders || !labels || !staff || !priorities || !statuses) return;
  yield put(A.metaLoaded({ folders, labels, staff, priorities, statuses }));
}

const lastPage = (total: number) => Math.max(0, Math.ceil(total / LIST_PAGE_SIZE) - 1);

function* loadList({ payload: query }: PayloadAction<TaskQuery>): SagaIterator {
  const page: TaskPage | undefined = yield call(
    request<[TaskQuery], TaskPage>,
    'todo/list',
    todoApi.list,
    query,
  );
  if (!page) return;
  // A page past the end (its last tasks were deleted elsewhere): show the last one instead.
  if (page.total > 0 && query.page > lastPage(page.total)) {
    yield put(A.listRequested({ ...query, page: lastPage(page.total) }));
    return;
  }
  yield put(A.listLoaded({ query, page }));
}

function* loadDetail({ payload: id }: PayloadAction<number>): SagaIterator {
  const task: Task | null | undefined = yield call(
    request<[number], Task | null>,
    'todo/detail',
    todoApi.detail,
    id,
  );
  if (task === undefined) return;
  yield put(A.detailLoaded(task));
}

function* star({
  payload: { taskIds, status, fromDetail },
}: PayloadAction<{ taskIds: number[]; status: boolean; fromDetail?: boolean }>): SagaIterator {
  const api = fromDetail ? todoApi.starFromDetail : todoApi.star;
  const tasks: Task[] | undefined = yield call(
    request<[number[], boolean], Task[]>,
    'todo/star',
    api,
    taskIds,
    status,
  );
  if (!tasks) return;
  yield put(A.tasksChanged(tasks));
  yield toastSuccess(TODO_TOASTS.starred);
  yield call(refreshList);
}

function* toggleLabel({
  payload: { taskIds, labelId },
}: PayloadAction<{ taskIds: number[]; labelId: number }>): SagaIterator {
  const tasks: Task[] | undefined = yield call(
    request<[number[], number], Task[]>,
    'todo/label',
    todoApi.toggleLabel,
    taskIds,
    labelId,
  );
  if (!tasks) return;
  yield put(A.tasksChanged(tasks));
  yield toastSuccess(TODO_TOASTS.label);
  yield call(refreshList);
}

function* update({ payload: task }: PayloadAction<Task>): SagaIterator {
  const saved: Task | null | undefined = yield call(
    request<[Task], Task | null>,
    'todo/update',
    todoApi.update,
    task,
  );
  if (!saved) return;
  yield put(A.tasksChanged([saved]));
  yield toastSuccess(TODO_TOASTS.updated);
  yield call(refreshList);
}

function* remove({ payload: taskIds }: PayloadAction<number[]>): SagaIterator {
  const query: TaskQuery = yield call(currentQuery);
  let page: TaskPage | undefined = yield call(
    request<[number[], TaskQuery], TaskPage>,
    'todo/delete',
    todoApi.remove,
    taskIds,
    query,
  );
  if (!page) return;
  let pageIndex = query.page;
  // The last tasks of the last page went: step back to the page that is now the last.
  if (pageIndex > lastPage(page.total)) {
    pageIndex = lastPage(page.total);
    // A short list comes whole whatever the page asked; an empty page needs the last one.
    if (page.list.length === 0 && page.total > 0)
      page = yield call(request<[TaskQuery], TaskPage>, 'todo/list', todoApi.list, {
        ...query,
        page: pageIndex,
      });
    if (!page) return;
  }
  yield put(A.deleted({ taskIds, query: { ...query, page: pageIndex }, page }));
  yield toastSuccess(TODO_TOASTS.deleted);
  // Another list was opened meanwhile (deleting from a task's page goes back to its list).
  const now: TaskQuery = yield call(currentQuery);
  if (now.type !== query.type || now.name !== query.name) yield put(A.listRequested(now));
}

function* compose({ payload }: PayloadAction<ComposeBody>): SagaIterator {
  // The creator is whoever is signed in (the host's session), not a sample name.
  const createdBy: string = yield select(selectFullName);
  const task: Task | undefined = yield call(request<[ComposeBody], Task>, 'todo/compose', todoApi.compose, {
    ...payload,
    createdBy: payload.createdBy ?? (createdBy || undefined),
  });
  yield put(A.composeFinished(task ?? null));
  if (!task) return;
  yield toastSuccess(TODO_TOASTS.created);
  yield call(refreshList);
}

/** The To-do app's root saga (started with the templates module). */
export default function* todoSaga(): SagaIterator {
  yield takeLeading(A.metaRequested.type, loadMeta);
  yield takeLatest(A.listRequested.type, loadList);
  yield takeLatest(A.detailRequested.type, loadDetail);
  yield takeEvery(A.starRequested.type, star);
  yield takeEvery(A.labelToggleRequested.type, toggleLabel);
  yield takeEvery(A.updateRequested.type, update);
  yield takeEvery(A.deleteRequested.type, remove);
  yield takeLeading(A.composeRequested.type, compose);
}
