import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { selectToasts } from '@phonesheet/shared';
import { flush, renderAt, setupStore } from '../../../testing/test-store';
import TodoPage from './TodoPage';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

const app = (
  <>
    <Routes>
      <Route path="/apps/todo/:folder" element={<TodoPage />} />
      <Route path="/apps/todo/:folder/:id" element={<TodoPage />} />
      <Route path="/apps/todo/label/:label" element={<TodoPage />} />
      <Route path="/apps/todo/label/:label/:id" element={<TodoPage />} />
    </Routes>
    <Where />
  </>
);

async function open(path: string) {
  const store = setupStore();
  await act(flush);
  renderAt(app, store, { path, pattern: '*' });
  return store;
}

/** Under the lg breakpoint (jsdom has no wide screen) the sidebar sits in a drawer. */
async function sidebar() {
  const menu = screen.queryByRole('button', { name: 'Menu' });
  if (menu) fireEvent.click(menu);
  return screen.findByRole('navigation', { name: 'Folders' });
}

const rows = () => screen.queryAllByTestId('todo-task-row');
const titles = () => screen.queryAllByTestId('todo-task-title').map((el) => el.textContent);
const toasts = (store: ReturnType<typeof setupStore>) =>
  selectToasts(store.getState() as never).map((t) => t.messageId);

test('All shows a skeleton, then the first 15 tasks, the folders, the labels and the pages', async () => {
  await open('/apps/todo/all');
  expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  await waitFor(() => expect(rows()).toHaveLength(15));
  expect(titles()[0]).toBe('Build the landing page header');
  await sidebar();
  expect(screen.getByRole('link', { name: /Deleted/ })).toHaveAttribute('href', '/apps/todo/deleted');
  expect(screen.getByRole('link', { name: 'Node.js' })).toHaveAttribute('href', '/apps/todo/label/node');
  expect(screen.getByText('1–15 of 22')).toBeInTheDocument();
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(rows()).toHaveLength(7));
});

test('a label shows its tasks; an unknown one shows the empty state', async () => {
  await open('/apps/todo/label/css');
  await waitFor(() => expect(rows()).toHaveLength(7));
  await sidebar();
  fireEvent.click(screen.getByRole('link', { name: /JQuery/ }));
  await waitFor(() => expect(rows()).toHaveLength(4));
  expect(screen.getByTestId('where')).toHaveTextContent('/apps/todo/label/jquery');
});

test('an unknown label is empty; an unknown folder goes to All', async () => {
  await open('/apps/todo/label/php');
  expect(await screen.findByText('No tasks here')).toBeInTheDocument();
  await sidebar();
  fireEvent.click(screen.getByRole('link', { name: /Starred/ }));
  await waitFor(() => expect(rows()).toHaveLength(6));
});

test('an unknown folder redirects to All', async () => {
  await open('/apps/todo/inbox');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/apps/todo/all'));
  await waitFor(() => expect(rows()).toHaveLength(15));
});

test('the star of a row toggles', async () => {
  const store = await open('/apps/todo/all');
  await waitFor(() => expect(rows()).toHaveLength(15));
  const star = screen.getByRole('button', { name: 'Star Fix the dropdown flicker in Safari' });
  expect(star).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(star);
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: 'Remove the star from Fix the dropdown flicker in Safari' }),
    ).toHaveAttribute('aria-pressed', 'true'),
  );
  expect(toasts(store)).toContain('templates.todo.toast.starred');
});

test('bulk delete asks "Delete task", then the tasks leave All', async () => {
  const store = await open('/apps/todo/all');
  await waitFor(() => expect(rows()).toHaveLength(15));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Build the landing page header' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Fix the dropdown flicker in Safari' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Delete task')).toBeInTheDocument();
  expect(within(dialog).getByText('Are you sure you want to delete these 2 tasks?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(titles()[0]).toBe('Set up the Node.js API gateway'));
  expect(titles()).not.toContain('Build the landing page header');
  expect(toasts(store)).toContain('templates.todo.toast.deleted');
});

test('bulk label toggles the chosen label on the selected tasks', async () => {
  const store = await open('/apps/todo/all');
  await waitFor(() => expect(rows()).toHaveLength(15));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all tasks on this page' }));
  expect(screen.getByText('15 selected')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('todo-bulk-label'));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Node\.js/ }));
  await waitFor(() => expect(toasts(store)).toContain('templates.todo.toast.label'));
});

test('"Add task": the title is required; a new task goes to the top of All', async () => {
  const store = await open('/apps/todo/all');
  await waitFor(() => expect(rows()).toHaveLength(15));
  await sidebar();
  fireEvent.click(await screen.findByTestId('todo-add-task'));
  const dialog = (await screen.findByTestId('todo-compose-form')).closest<HTMLElement>('[role="dialog"]')!;
  expect(within(dialog).getByText('Add a new task')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
  expect(await within(dialog).findByText('Title required', {}, { timeout: 3000 })).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Write the release notes' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
  await waitFor(() => expect(titles()[0]).toBe('Write the release notes'), { timeout: 3000 });
  expect(toasts(store)).toContain('templates.todo.toast.created');
  expect(screen.getByText('1–15 of 23')).toBeInTheDocument();
});

test('a task page: content, comments, a new comment, delete back to the list', async () => {
  const store = await open('/apps/todo/all/1001');
  expect(await screen.findByTestId('todo-detail')).toBeInTheDocument();
  expect(screen.getByTestId('todo-content')).toHaveTextContent('Markup and styles for the new header');
  expect(screen.getByText('I can take a first look this afternoon.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: 'Looks good to me' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
  await waitFor(() => expect(toasts(store)).toContain('templates.todo.toast.updated'), { timeout: 3000 });
  expect(await screen.findByText('Looks good to me')).toBeInTheDocument();

  fireEvent.click(screen.getByTestId('todo-label-toggle-node'));
  await waitFor(() =>
    expect(screen.getByTestId('todo-label-toggle-node')).toHaveAttribute('aria-pressed', 'true'),
  );

  fireEvent.click(screen.getByTestId('todo-delete'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure you want to delete this task?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/apps\/todo\/all$/));
  await waitFor(() => expect(toasts(store)).toContain('templates.todo.toast.deleted'));
  await waitFor(() => expect(titles()[0]).toBe('Fix the dropdown flicker in Safari'));
});

test('an unknown task says so', async () => {
  await open('/apps/todo/all/9999');
  expect(await screen.findByText('This task does not exist.')).toBeInTheDocument();
});
