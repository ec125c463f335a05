import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, setupStore } from '../../../testing/test-store';
import { selectScrumBoard } from '../store/scrum-board-slice';
import BoardsPage from './BoardsPage';
/** The open dialog holding `text` (jsdom gives every modal title the same id, so names are unreliable). */
const dialogWith = async (text: string) =>
  (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;

const boardNames = (store: ReturnType<typeof setupStore>) =>
  selectScrumBoard(store.getState() as never).boards.map((b) => b.name);

test('lists the boards and adds one through the dialog (name required)', async () => {
  const store = setupStore();
  renderAt(<BoardsPage />, store, { path: '/apps/scrum-board' });
  expect(await screen.findByText('Crema Development', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByText('Marketing Launch')).toBeInTheDocument();
  expect(screen.getByText('4 lists · 7 cards')).toBeInTheDocument();
  expect(screen.getByTestId('scrum-open-board-2001')).toHaveAttribute('href', '/apps/scrum-board/2001');

  fireEvent.click(screen.getByTestId('scrum-add-board'));
  const dialog = await screen.findByRole('dialog', { name: 'Add board' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Board name'), { target: { value: 'Sprint 12' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Sprint 12', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(boardNames(store)).toContain('Sprint 12');
});

test('renames a board and deletes one after the confirmation', async () => {
  const store = setupStore();
  renderAt(<BoardsPage />, store, { path: '/apps/scrum-board' });
  await screen.findByText('Team Goals', {}, { timeout: 3000 });
  fireEvent.click(screen.getByRole('button', { name: 'Edit board Team Goals' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit board' });
  fireEvent.change(within(dialog).getByLabelText('Board name'), { target: { value: 'Team Targets' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Team Targets', {}, { timeout: 3000 })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Delete board Marketing Launch' }));
  const confirm = await dialogWith(
    'Are you sure you want to delete the board "Marketing Launch" with all its lists and cards?',
  );
  fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(boardNames(store)).toEqual(['Crema Development', 'Team Targets']));
  expect(screen.queryByText('Marketing Launch')).not.toBeInTheDocument();
});
