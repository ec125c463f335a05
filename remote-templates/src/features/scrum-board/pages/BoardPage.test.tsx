import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, setupStore } from '../../../testing/test-store';
import { selectScrumBoard } from '../store/scrum-board-slice';
import BoardPage from './BoardPage';
/** The open dialog holding `text` (jsdom gives every modal title the same id, so names are unreliable). */
const dialogWith = async (text: string) =>
  (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;

const PATTERN = '/apps/scrum-board/:id';

const cardIds = (store: ReturnType<typeof setupStore>, listId: number) =>
  selectScrumBoard(store.getState() as never)
    .board!.list.find((l) => l.id === listId)!
    .cards.map((c) => c.id);

async function open(id = 2001) {
  const store = setupStore();
  renderAt(<BoardPage />, store, { path: `/apps/scrum-board/${id}`, pattern: PATTERN });
  await screen.findByTestId('scrum-board', {}, { timeout: 3000 });
  return store;
}

test('shows the lists as columns with their cards, labels and counts', async () => {
  await open();
  const todo = screen.getByTestId('scrum-list-3001');
  expect(within(todo).getByRole('heading', { name: 'To do' })).toBeInTheDocument();
  const card = within(todo).getByTestId('scrum-card-4001');
  expect(within(card).getByText('Design the sign-in screen')).toBeInTheDocument();
  expect(await within(card).findByText('Html')).toBeInTheDocument();
  expect(within(card).getByLabelText('Checklist: 1 of 3 done')).toBeInTheDocument();
  expect(within(card).getByLabelText('1 comment')).toBeInTheDocument();
  expect(within(card).getByLabelText('1 attachment')).toBeInTheDocument();
  expect(screen.getByTestId('scrum-card-handle-4001')).toHaveAttribute('aria-roledescription', 'sortable');
});

test('an unknown board shows "not found"', async () => {
  const store = setupStore();
  renderAt(<BoardPage />, store, { path: '/apps/scrum-board/99', pattern: PATTERN });
  expect(await screen.findByText(/This board does not exist/, {}, { timeout: 3000 })).toBeInTheDocument();
});

test('adds a card at the end of a list (title required)', async () => {
  const store = await open();
  fireEvent.click(screen.getByTestId('scrum-add-card-3003'));
  fireEvent.click(screen.getByTestId('scrum-new-card-submit-3003'));
  expect(await screen.findByText('Title is required')).toBeInTheDocument();
  fireEvent.change(screen.getByTestId('scrum-new-card-title-3003'), {
    target: { value: 'Check the contrast' },
  });
  fireEvent.keyDown(screen.getByTestId('scrum-new-card-title-3003'), { key: 'Enter' });
  await waitFor(() => expect(cardIds(store, 3003)).toEqual([4006, 4010]), { timeout: 3000 });
  expect(within(screen.getByTestId('scrum-card-4010')).getByText('Check the contrast')).toBeInTheDocument();
});

test('moves a card to another list with the "Move to…" menu', async () => {
  const store = await open();
  fireEvent.click(
    screen.getByRole('button', { name: 'Move card Design the sign-in screen to another list' }),
  );
  fireEvent.click(await screen.findByText('Review', { selector: '.ant-dropdown-menu-title-content' }));
  await waitFor(() => expect(cardIds(store, 3003)).toEqual([4006, 4001]));
  expect(cardIds(store, 3001)).toEqual([4002, 4003]);
  expect(
    within(screen.getByTestId('scrum-list-3003')).getByText('Design the sign-in screen'),
  ).toBeInTheDocument();
});

test('keyboard drag: the keys after Space reach dnd-kit (not stopped at the card), Escape cancels', async () => {
  // jsdom has no scrollIntoView; dnd-kit calls it when the drag starts.
  Element.prototype.scrollIntoView = jest.fn();
  const store = await open();
  const handle = screen.getByTestId('scrum-card-handle-4001');
  handle.focus();
  // fireEvent returns false when the event was prevented, i.e. handled by dnd-kit.
  expect(fireEvent.keyDown(handle, { code: 'Space', key: ' ' })).toBe(false);
  await waitFor(() => expect(screen.getByTestId('scrum-card-4001')).toHaveStyle({ opacity: '0.4' }));
  // The KeyboardSensor listens on the document from the next tick.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' })).toBe(false);
  expect(fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' })).toBe(false);
  await waitFor(() => expect(screen.getByTestId('scrum-card-4001')).toHaveStyle({ opacity: '1' }));
  expect(cardIds(store, 3001)).toEqual([4001, 4002, 4003]);
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

test('opens a card, adds a checklist item and a comment, and saves', async () => {
  const store = await open();
  fireEvent.click(screen.getByRole('button', { name: 'Write the API documentation' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('in list To do')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('New checklist item'), {
    target: { value: 'Auth endpoints' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /Add item/ }));
  fireEvent.change(within(dialog).getByLabelText('Write a comment'), {
    target: { value: 'Started today' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
  expect(within(dialog).getByText('Started today')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByTestId('scrum-card-save'));
  await waitFor(() => {
    const card = selectScrumBoard(store.getState() as never).board!.list[0]!.cards[1]!;
    expect(card.checkedList.map((i) => i.title)).toEqual(['Auth endpoints']);
    expect(card.checkedList[0]!.id).toBeGreaterThan(0);
    expect(card.comments.map((c) => c.comment)).toEqual(['Started today']);
  });
  expect(
    within(screen.getByTestId('scrum-card-4002')).getByLabelText('Checklist: 0 of 1 done'),
  ).toBeInTheDocument();
});

test('deletes a card and a list after their confirmations', async () => {
  const store = await open();
  fireEvent.click(screen.getByRole('button', { name: 'Fix the right-to-left layout' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByTestId('scrum-card-delete'));
  const confirm = await dialogWith('Are you sure you want to delete this card?');
  expect(within(confirm).getByText('Are you sure you want to delete this card?')).toBeInTheDocument();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(cardIds(store, 3003)).toEqual([]));

  fireEvent.click(screen.getByRole('button', { name: 'Actions of list Done' }));
  fireEvent.click(await screen.findByText('Delete list'));
  const confirmList = await dialogWith('Are you sure you want to delete the list "Done" and its cards?');
  fireEvent.click(within(confirmList).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByTestId('scrum-list-3004')).not.toBeInTheDocument());
});
