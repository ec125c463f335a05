import { createAction, createReducer } from '@phonesheet/shared';
import type { Board, CardDraft, MoveCardBody, ScrumCard, ScrumLabel, ScrumMember } from '../types';
import { moveCardIn } from './move-card';

export const SCRUM_BOARD_KEY = 'templatesScrumBoard';

export interface ScrumBoardState {
  boards: Board[];
  /** Asked for (the saga arrives in its own chunk and catches up on what was asked before). */
  boardsAsked: boolean;
  boardsLoaded: boolean;
  metaAsked: boolean;
  /** The open board (null before it loads or when the id is unknown). */
  board: Board | null;
  /** The id the open board was asked for, and whether its answer has come. */
  boardId: number | null;
  boardLoaded: boolean;
  labels: ScrumLabel[];
  members: ScrumMember[];
}

export const initialScrumBoardState: ScrumBoardState = {
  boards: [],
  boardsAsked: false,
  boardsLoaded: false,
  metaAsked: false,
  board: null,
  boardId: null,
  boardLoaded: false,
  labels: [],
  members: [],
};

type BoardRef = { boardId: number };
type ListRef = BoardRef & { listId: number };

const t = <P = undefined>(name: string) => createAction<P>(`templatesScrumBoard/${name}`);

export const scrumBoardActions = {
  boardsRequested: t('boardsRequested'),
  boardsReceived: t<Board[]>('boardsReceived'),
  metaRequested: t('metaRequested'),
  metaReceived: t<{ labels: ScrumLabel[]; members: ScrumMember[] }>('metaReceived'),
  boardRequested: t<number>('boardRequested'),
  boardReceived: t<{ id: number; board: Board | null }>('boardReceived'),
  boardAddRequested: t<string>('boardAddRequested'),
  boardEditRequested: t<{ id: number; name: string }>('boardEditRequested'),
  boardDeleteRequested: t<number>('boardDeleteRequested'),
  listAddRequested: t<BoardRef & { name: string }>('listAddRequested'),
  listEditRequested: t<ListRef & { name: string }>('listEditRequested'),
  listDeleteRequested: t<ListRef>('listDeleteRequested'),
  cardAddRequested: t<ListRef & { card: CardDraft }>('cardAddRequested'),
  cardEditRequested: t<ListRef & { card: ScrumCard }>('cardEditRequested'),
  cardDeleteRequested: t<ListRef & { cardId: number }>('cardDeleteRequested'),
  /** Moves the card on screen at once; the saga saves it and shows the mock's answer. */
  cardMoveRequested: t<MoveCardBody>('cardMoveRequested'),
};

const A = scrumBoardActions;

export const scrumBoardReducer = createReducer<ScrumBoardState>(initialScrumBoardState, (on) => [
  on(A.boardsRequested, (state) => (state.boardsAsked ? state : { ...state, boardsAsked: true })),
  on(A.metaRequested, (state) => (state.metaAsked ? state : { ...state, metaAsked: true })),
  on(A.boardsReceived, (state, boards) => ({
    ...state,
    boards,
    boardsLoaded: true,
    // A board deleted elsewhere is no longer open.
    board: state.board && boards.some((b) => b.id === state.board!.id) ? state.board : null,
  })),
  on(A.metaReceived, (state, { labels, members }) => ({ ...state, labels, members })),
  on(A.boardRequested, (state, id) => ({
    ...state,
    boardId: id,
    boardLoaded: state.boardId === id ? state.boardLoaded : false,
    board: state.board?.id === id ? state.board : null,
  })),
  on(A.boardReceived, (state, { id, board }) => {
    const boards = board ? state.boards.map((b) => (b.id === board.id ? board : b)) : state.boards;
    if (id !== state.boardId) return { ...state, boards };
    return { ...state, boards, board, boardLoaded: true };
  }),
  on(A.cardMoveRequested, (state, body) =>
    state.board?.id === body.boardId ? { ...state, board: moveCardIn(state.board, body) } : state,
  ),
]);

export const selectScrumBoard = (state: { templatesScrumBoard: ScrumBoardState }) =>
  state.templatesScrumBoard;
