import { createAction, createSlice, type PayloadAction } from '@phonesheet/shared';
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

const scrumBoardSlice = createSlice({
  name: SCRUM_BOARD_KEY,
  initialState: initialScrumBoardState,
  reducers: {
    boardsRequested(state) {
      state.boardsAsked = true;
    },
    metaRequested(state) {
      state.metaAsked = true;
    },
    boardsReceived: (state, { payload: boards }: PayloadAction<Board[]>) => ({
      ...state,
      boards,
      boardsLoaded: true,
      // A board deleted elsewhere is no longer open.
      board: state.board && boards.some((b) => b.id === state.board!.id) ? state.board : null,
    }),
    metaReceived(state, { payload }: PayloadAction<{ labels: ScrumLabel[]; members: ScrumMember[] }>) {
      state.labels = payload.labels;
      state.members = payload.members;
    },
    boardRequested: (state, { payload: id }: PayloadAction<number>) => ({
      ...state,
      boardId: id,
      boardLoaded: state.boardId === id ? state.boardLoaded : false,
      board: state.board?.id === id ? state.board : null,
    }),
    boardReceived: (
      state,
      { payload: { id, board } }: PayloadAction<{ id: number; board: Board | null }>,
    ) => {
      const boards = board ? state.boards.map((b) => (b.id === board.id ? board : b)) : state.boards;
      if (id !== state.boardId) return { ...state, boards };
      return { ...state, boards, board, boardLoaded: true };
    },
    /** Moves the card on screen at once; the saga saves it and shows the mock's answer. */
    cardMoveRequested: (state, { payload: body }: PayloadAction<MoveCardBody>) =>
      state.board?.id === body.boardId ? { ...state, board: moveCardIn(state.board, body) } : state,
  },
});

const t = <P = void>(name: string) => createAction<P>(`${SCRUM_BOARD_KEY}/${name}`);

/** Commands the saga answers with the board it gets back. */
const commands = {
  boardAddRequested: t<string>('boardAddRequested'),
  boardEditRequested: t<{ id: number; name: string }>('boardEditRequested'),
  boardDeleteRequested: t<number>('boardDeleteRequested'),
  listAddRequested: t<BoardRef & { name: string }>('listAddRequested'),
  listEditRequested: t<ListRef & { name: string }>('listEditRequested'),
  listDeleteRequested: t<ListRef>('listDeleteRequested'),
  cardAddRequested: t<ListRef & { card: CardDraft }>('cardAddRequested'),
  cardEditRequested: t<ListRef & { card: ScrumCard }>('cardEditRequested'),
  cardDeleteRequested: t<ListRef & { cardId: number }>('cardDeleteRequested'),
};

export const scrumBoardActions = { ...commands, ...scrumBoardSlice.actions };
export const scrumBoardReducer = scrumBoardSlice.reducer;

export const selectScrumBoard = (state: { templatesScrumBoard: ScrumBoardState }) =>
  state.templatesScrumBoard;
