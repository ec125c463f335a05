import type MockAdapter from 'axios-mock-adapter';
import { bodyOf, ok, paramsOf } from '../../../mock/mock-backend';
import type { ScrumBoardDb } from '../data/scrum-board-db';
import type { Board, CardDraft, CardList, MoveCardBody, ScrumCard } from '../types';

/** The next free id: one more than the largest in use (the sample ids stay put). */
function nextId(ids: number[]): number {
  return ids.reduce((max, id) => Math.max(max, id), 0) + 1;
}

const allLists = (db: ScrumBoardDb) => db.boards.flatMap((b) => b.list);
const allCards = (db: ScrumBoardDb) => allLists(db).flatMap((l) => l.cards);

/** Gives ids to a card's new checklist items, comments and attachments (ids stay unique across the db). */
function withIds(db: ScrumBoardDb, card: CardDraft, id: number): ScrumCard {
  const cards = allCards(db);
  let itemId = nextId(cards.flatMap((c) => c.checkedList.map((i) => i.id)));
  let commentId = nextId(cards.flatMap((c) => c.comments.map((i) => i.id)));
  let fileId = nextId(cards.flatMap((c) => c.attachments.map((i) => i.id)));
  return {
    id,
    title: String(card.title ?? ''),
    desc: card.desc ?? '',
    date: card.date ?? null,
    label: card.label ?? [],
    members: card.members ?? [],
    checkedList: (card.checkedList ?? []).map((i) => (i.id ? i : { ...i, id: itemId++ })),
    comments: (card.comments ?? []).map((i) => (i.id ? i : { ...i, id: commentId++ })),
    attachments: (card.attachments ?? []).map((i) => (i.id ? i : { ...i, id: fileId++ })),
  };
}

const boardOf = (db: ScrumBoardDb, boardId: unknown): Board | undefined =>
  db.boards.find((b) => b.id === Number(boardId));

const listOf = (board: Board | undefined, listId: unknown): CardList | undefined =>
  board?.list.find((l) => l.id === Number(listId));

/**
 * The scrum board's mock calls. Every answer is status 200; a mutation answers the updated board
 * (the board list for add/edit/delete board), or null when the board it names does not exist.
 */
export function registerScrumBoardHandlers(mock: MockAdapter, db: ScrumBoardDb): void {
  mock.onGet('/api/scrumboard/board/list').reply(() => ok(db.boards));
  mock.onGet('/api/scrumboard/label/list').reply(() => ok(db.labels));
  mock.onGet('/api/scrumboard/member/list').reply(() => ok(db.members));
  mock.onGet('/api/scrumboard/board/').reply((config) => {
    const { id } = paramsOf<{ id?: string | number }>(config);
    return ok(boardOf(db, id) ?? null);
  });

  mock.onPost('/api/scrumboard/add/board').reply((config) => {
    const { board } = bodyOf<{ board: { name: string } }>(config);
    db.boards.push({
      id: nextId(db.boards.map((b) => b.id)),
      name: String(board?.name ?? '').trim(),
      list: [],
    });
    return ok(db.boards);
  });

  // Renames the board; its lists stay as they are.
  mock.onPut('/api/scrumboard/edit/board').reply((config) => {
    const { board } = bodyOf<{ board: { id: number; name: string } }>(config);
    const found = boardOf(db, board?.id);
    if (found) found.name = String(board.name ?? '').trim();
    return ok(db.boards);
  });

  mock.onPost('/api/scrumboard/delete/board').reply((config) => {
    const { boardId } = bodyOf<{ boardId: number }>(config);
    db.boards = db.boards.filter((b) => b.id !== Number(boardId));
    return ok(db.boards);
  });

  mock.onPost('/api/scrumboard/add/list').reply((config) => {
    const { boardId, list } = bodyOf<{ boardId: number; list: { name: string } }>(config);
    const board = boardOf(db, boardId);
    if (!board) return ok(null);
    board.list.push({
      id: nextId(allLists(db).map((l) => l.id)),
      name: String(list?.name ?? '').trim(),
      cards: [],
    });
    return ok(board);
  });

  // Renames the list; its cards stay as they are.
  mock.onPut('/api/scrumboard/edit/list').reply((config) => {
    const { boardId, list } = bodyOf<{ boardId: number; list: { id: number; name: string } }>(config);
    const board = boardOf(db, boardId);
    const found = listOf(board, list?.id);
    if (found) found.name = String(list.name ?? '').trim();
    return ok(board ?? null);
  });

  mock.onPost('/api/scrumboard/delete/list').reply((config) => {
    const { boardId, listId } = bodyOf<{ boardId: number; listId: number }>(config);
    const board = boardOf(db, boardId);
    if (board) board.list = board.list.filter((l) => l.id !== Number(listId));
    return ok(board ?? null);
  });

  // Appends the card to the list's end.
  mock.onPost('/api/scrumboard/add/card').reply((config) => {
    const { boardId, listId, card } = bodyOf<{ boardId: number; listId: number; card: CardDraft }>(config);
    const board = boardOf(db, boardId);
    const list = listOf(board, listId);
    if (list && card) list.cards.push(withIds(db, card, nextId(allCards(db).map((c) => c.id))));
    return ok(board ?? null);
  });

  // Replaces the card (same id) in its list.
  mock.onPut('/api/scrumboard/edit/card').reply((config) => {
    const { boardId, listId, card } = bodyOf<{ boardId: number; listId: number; card: ScrumCard }>(config);
    const board = boardOf(db, boardId);
    const list = listOf(board, listId);
    if (list && card) {
      list.cards = list.cards.map((c) => (c.id === Number(card.id) ? withIds(db, card, c.id) : c));
    }
    return ok(board ?? null);
  });

  mock.onPost('/api/scrumboard/delete/card').reply((config) => {
    const { boardId, listId, cardId } = bodyOf<{ boardId: number; listId: number; cardId: number }>(config);
    const list = listOf(boardOf(db, boardId), listId);
    if (list) list.cards = list.cards.filter((c) => c.id !== Number(cardId));
    return ok(boardOf(db, boardId) ?? null);
  });

  // Moves a card to `position` (clamped) of another list, or within its own list.
  mock.onPut('/api/cards/update/category').reply((config) => {
    const { boardId, cardId, fromListId, toListId, position } = bodyOf<MoveCardBody>(config);
    const board = boardOf(db, boardId);
    if (!board) return ok(null);
    const from =
      fromListId != null
        ? listOf(board, fromListId)
        : board.list.find((l) => l.cards.some((c) => c.id === Number(cardId)));
    const to = listOf(board, toListId);
    const card = from?.cards.find((c) => c.id === Number(cardId));
    if (!from || !to || !card) return ok(board);
    from.cards = from.cards.filter((c) => c.id !== card.id);
    const index = Math.min(Math.max(0, Math.trunc(Number(position)) || 0), to.cards.length);
    to.cards = [...to.cards.slice(0, index), card, ...to.cards.slice(index)];
    return ok(board);
  });
}
