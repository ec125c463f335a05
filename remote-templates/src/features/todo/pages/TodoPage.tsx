import { useEffect } from 'react';
import { generatePath, Navigate, useParams } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@phonesheet/shared';
import { AppsContainer } from '../../../app-kit/AppsContainer';
import { TEMPLATE_PATHS, TODO_HOME } from '../../../route-paths';
import { selectTodo, todoActions, type TodoState } from '../store/todo-slice';
import { TodoSidebar } from '../components/TodoSidebar';
import { TaskList } from '../components/TaskList';
import { TaskDetail } from '../components/TaskDetail';
import { ComposeTaskDialog } from '../components/ComposeTaskDialog';

/** The seven task folders, by alias (ids 120–126 in `FOLDER`). */
export const TODO_FOLDERS = ['all', 'starred', 'priority', 'scheduled', 'today', 'completed', 'deleted'];

/** /apps/todo/:folder[/:id] and /apps/todo/label/:label[/:id]: the To-do app. */
export default function TodoPage() {
  const { folder, label, id } = useParams();
  const dispatch = useAppDispatch();
  const hasMeta = useAppSelector((s: { templatesTodo: TodoState }) => selectTodo(s).folders.length > 0);

  // Folders, labels, staff, priorities and statuses: once per page load.
  useEffect(() => {
    if (!hasMeta) dispatch(todoActions.metaRequested());
  }, [dispatch, hasMeta]);

  if (!label && !TODO_FOLDERS.includes(folder ?? '')) return <Navigate to={TODO_HOME} replace />;

  const type = label ? 'label' : 'folder';
  const name = (label ?? folder)!;
  const base = label
    ? generatePath(TEMPLATE_PATHS.todo.label, { label })
    : generatePath(TEMPLATE_PATHS.todo.folder, { folder: folder! });
  const taskId = Number(id);

  return (
    <AppsContainer
      title={<FormattedMessage id="templates.todo.title" />}
      sidebar={<TodoSidebar type={type} name={name} />}
    >
      {id && Number.isInteger(taskId) ? (
        <TaskDetail id={taskId} backTo={base} />
      ) : (
        <TaskList type={type} name={name} base={base} />
      )}
      <ComposeTaskDialog />
    </AppsContainer>
  );
}
