import type { Board, MoveCardBody } from '../types';

/** The board with the card moved (the optimistic change shown while the mock answers). */
export function moveCardIn(board: Board, { cardId, fromListId, toListId, position }: MoveCardBody): Board {
  const from = board.list.find((l) =>
    fromListId != null ? l.id === fromListId : l.cards.some((c) => c.id === cardId),
  );
  const card = from?.cards.find((c) => c.id === cardId);
  if (!from || !card || !board.list.some((l) => l.id === toListId)) return board;
  const list = board.list.map((l) =>
    l.id === from.id ? { ...l, cards: l.cards.filter((c) => c.id !== cardId) } : l,
  );
  return {
    ...board,
    list: list.map((l) => {
      if (l.id !== toListId) return l;
      const index = Math.min(Math.max(0, Math.trunc(position) || 0), l.cards.length);
      return { ...l, cards: [...l.cards.slice(0, index), card, ...l.cards.slice(index)] };
    }),
  };
}
