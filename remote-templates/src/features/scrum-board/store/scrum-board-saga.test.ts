import { waitFor } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { setupStore } from '../../../testing/test-store';
import { templateApi } from '../../../mock/mock-backend';
import { SCRUM_TOASTS } from './scrum-board-saga';
import {
  initialScrumBoardState,
  scrumBoardActions as A,
  scrumBoardReducer,
  selectScrumBoard,
} from './scrum-board-slice';
import { moveCardIn } from './move-card';
import { createScrumBoardDb } from '../data/scrum-board-db';

const state = (store: ReturnType<typeof setupStore>) => selectScrumBoard(store.getState() as never);
const toastIds = (store: ReturnType<typeof setupStore>) =>
  selectToasts(store.getState() as never).map((t) => t.messageId);
const cardIds = (store: ReturnType<typeof setupStore>, listId: number) =>
  state(store)
    .board!.list.find((l) => l.id === listId)!
    .cards.map((c) => c.id);

async function openBoard(store: ReturnType<typeof setupStore>, id = 2001) {
  store.dispatch(A.boardRequested(id));
  await waitFor(() => expect(state(store).boardLoaded).toBe(true));
}

describe('slice', () => {
  it('moves a card at once when the move is asked (optimistic)', () => {
    const board = createScrumBoardDb().boards[0]!;
    const loaded = scrumBoardReducer(
      scrumBoardReducer(initialScrumBoardState, A.boardRequested(2001)),
      A.boardReceived({ id: 2001, board }),
    );
    const moved = scrumBoardReducer(
      loaded,
      A.cardMoveRequested({ boardId: 2001, cardId: 4001, fromListId: 3001, toListId: 3002, position: 0 }),
    );
    expect(moved.board!.list[1]!.cards.map((c) => c.id)).toEqual([4001, 4004, 4005]);
    expect(loaded.board!.list[1]!.cards.map((c) => c.id)).toEqual([4004, 4005]);
  });

  it('ignores an answer for a board that is no longer asked for', () => {
    const board = createScrumBoardDb().boards[1]!;
    const s = scrumBoardReducer(
      scrumBoardReducer(initialScrumBoardState, A.boardRequested(2001)),
      A.boardReceived({ id: 2002, board }),
    );
    expect(s.board).toBeNull();
    expect(s.boardLoaded).toBe(false);
  });

  it('moveCardIn leaves the board unchanged for an unknown target list', () => {
    const board = createScrumBoardDb().boards[0]!;
    expect(moveCardIn(board, { boardId: 2001, cardId: 4001, toListId: 1, position: 0 })).toBe(board);
  });
});

describe('saga', () => {
  it('loads the boards, labels and members', async () => {
    const store = setupStore();
    store.dispatch(A.boardsRequested());
    store.dispatch(A.metaRequested());
    await waitFor(() => expect(state(store).boardsLoaded).toBe(true));
    expect(state(store).boards.map((b) => b.id)).toEqual([2001, 2002, 2003]);
    await waitFor(() => expect(state(store).labels).toHaveLength(4));
    expect(state(store).members).toHaveLength(6);
  });

  it('loads one board; an unknown id loads as null (not found)', async () => {
    const store = setupStore();
    await openBoard(store);
    expect(state(store).board!.name).toBe('Crema Development');
    await openBoard(store, 77);
    expect(state(store).board).toBeNull();
  });

  it('adds, renames and deletes a board with the §8 toasts', async () => {
    const store = setupStore();
    store.dispatch(A.boardsRequested());
    await waitFor(() => expect(state(store).boardsLoaded).toBe(true));
    store.dispatch(A.boardAddRequested('Sprint 9'));
    await waitFor(() => expect(state(store).boards.map((b) => b.name)).toContain('Sprint 9'));
    store.dispatch(A.boardEditRequested({ id: 2004, name: 'Sprint 10' }));
    await waitFor(() => expect(state(store).boards.at(-1)!.name).toBe('Sprint 10'));
    store.dispatch(A.boardDeleteRequested(2004));
    await waitFor(() => expect(state(store).boards).toHaveLength(3));
    expect(toastIds(store)).toEqual([
      SCRUM_TOASTS.boardAdded,
      SCRUM_TOASTS.boardEdited,
      SCRUM_TOASTS.boardDeleted,
    ]);
  });

  it('adds, renames and deletes a list of the open board', async () => {
    const store = setupStore();
    await openBoard(store);
    store.dispatch(A.listAddRequested({ boardId: 2001, name: 'Blocked' }));
    await waitFor(() => expect(state(store).board!.list.at(-1)!.name).toBe('Blocked'));
    store.dispatch(A.listEditRequested({ boardId: 2001, listId: 3001, name: 'Backlog' }));
    await waitFor(() => expect(state(store).board!.list[0]!.name).toBe('Backlog'));
    store.dispatch(A.listDeleteRequested({ boardId: 2001, listId: 3004 }));
    await waitFor(() => expect(state(store).board!.list.map((l) => l.id)).toEqual([3001, 3002, 3003, 3010]));
    expect(toastIds(store)).toEqual([
      SCRUM_TOASTS.listAdded,
      SCRUM_TOASTS.listEdited,
      SCRUM_TOASTS.listDeleted,
    ]);
  });

  it('adds, edits and deletes a card', async () => {
    const store = setupStore();
    await openBoard(store);
    const draft = {
      title: 'Ship it',
      attachments: [],
      label: [],
      date: null,
      comments: [],
      desc: '',
      members: [],
      checkedList: [],
    };
    store.dispatch(A.cardAddRequested({ boardId: 2001, listId: 3004, card: draft }));
    await waitFor(() => expect(cardIds(store, 3004)).toEqual([4007, 4010]));
    store.dispatch(
      A.cardEditRequested({
        boardId: 2001,
        listId: 3004,
        card: { ...draft, id: 4010, title: 'Shipped', label: [2] },
      }),
    );
    await waitFor(() => expect(state(store).board!.list[3]!.cards[1]!.title).toBe('Shipped'));
    store.dispatch(A.cardDeleteRequested({ boardId: 2001, listId: 3004, cardId: 4010 }));
    await waitFor(() => expect(cardIds(store, 3004)).toEqual([4007]));
    expect(toastIds(store)).toEqual([
      SCRUM_TOASTS.cardAdded,
      SCRUM_TOASTS.cardEdited,
      SCRUM_TOASTS.cardDeleted,
    ]);
  });

  it('moves a card through PUT /api/cards/update/category; the move persists', async () => {
    const store = setupStore();
    await openBoard(store);
    const put = jest.spyOn(templateApi, 'put');
    store.dispatch(
      A.cardMoveRequested({ boardId: 2001, cardId: 4001, fromListId: 3001, toListId: 3002, position: 2 }),
    );
    expect(cardIds(store, 3002)).toEqual([4004, 4005, 4001]);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/api/cards/update/category',
        expect.objectContaining({ cardId: 4001 }),
      ),
    );
    put.mockRestore();
    await openBoard(store, 2002);
    await openBoard(store, 2001);
    expect(cardIds(store, 3001)).toEqual([4002, 4003]);
    expect(cardIds(store, 3002)).toEqual([4004, 4005, 4001]);
    expect(toastIds(store)).toEqual([]);
  });

  it('a failed move shows the error and loads the board again (the card goes back)', async () => {
    const store = setupStore();
    await openBoard(store);
    const put = jest.spyOn(templateApi, 'put').mockRejectedValueOnce(new Error('Network Error'));
    store.dispatch(
      A.cardMoveRequested({ boardId: 2001, cardId: 4001, fromListId: 3001, toListId: 3002, position: 0 }),
    );
    expect(cardIds(store, 3002)).toEqual([4001, 4004, 4005]);
    await waitFor(() => expect(cardIds(store, 3002)).toEqual([4004, 4005]));
    expect(cardIds(store, 3001)).toEqual([4001, 4002, 4003]);
    expect(selectToasts(store.getState() as never).map((t) => t.text)).toEqual(['Network Error']);
    put.mockRestore();
  });
});
