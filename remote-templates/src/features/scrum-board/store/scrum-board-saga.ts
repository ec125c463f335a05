import { all, call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@phonesheet/shared';
import { request, toastSuccess } from '../../../store/fetch-lifecycle';
import { scrumBoardApi } from '../api';
import type { Board, CardDraft, MoveCardBody, ScrumCard, ScrumLabel, ScrumMember } from '../types';
import { scrumBoardActions as A, selectScrumBoard, type ScrumBoardState } from './scrum-board-slice';

/** Fetch-lifecycle keys (useFetchState). */
export const SCRUM_KEYS = {
  boards: 'scrumBoard/boards',
  board: 'scrumBoard/board',
  meta: 'scrumBoard/meta',
  save: 'scrumBoard/save',
} as const;

/** Success toasts, as i18n keys. */
export const SCRUM_TOASTS = {
  boardAdded: 'templates.scrumBoard.toast.boardAdded',
  boardEdited: 'templates.scrumBoard.toast.boardEdited',
  boardDeleted: 'templates.scrumBoard.toast.boardDeleted',
  listAdded: 'templates.scrumBoard.toast.listAdded',
  listEdited: 'templates.scrumBoard.toast.listEdited',
  listDeleted: 'templates.scrumBoard.toast.listDeleted',
  cardAdded: 'templates.scrumBoard.toast.cardAdded',
  cardEdited: 'templates.scrumBoard.toast.cardEdited',
  cardDeleted: 'templates.scrumBoard.toast.cardDeleted',
} as const;

function* loadBoards(): SagaIterator {
  const boards: Board[] | undefined = yield call(
    request<[], Board[]>,
    SCRUM_KEYS.boards,
    scrumBoardApi.boards,
  );
  if (boards) yield put(A.boardsReceived(boards));
}

function* loadMeta(): SagaIterator {
  const [labels, members]: [ScrumLabel[] | undefined, ScrumMember[] | undefined] = yield all([
    call(request<[], ScrumLabel[]>, SCRUM_KEYS.meta, scrumBoardApi.labels),
    call(request<[], ScrumMember[]>, SCRUM_KEYS.meta, scrumBoardApi.members),
  ]);
  if (labels && members) yield put(A.metaReceived({ labels, members }));
}

function* loadBoard({ payload: id }: PayloadAction<number>): SagaIterator {
  const board: Board | null | undefined = yield call(
    request<[number], Board | null>,
    SCRUM_KEYS.board,
    scrumBoardApi.board,
    id,
  );
  if (board !== undefined) yield put(A.boardReceived({ id, board }));
}

type Send<T> = () => Promise<{ data: T }>;

/** A board-list answer (add, edit, delete board): stored, then the toast. */
function* boardsChange(toast: string, send: Send<Board[]>): SagaIterator {
  const boards: Board[] | undefined = yield call(request<[], Board[]>, SCRUM_KEYS.save, send);
  if (!boards) return;
  yield put(A.boardsReceived(boards));
  yield toastSuccess(toast);
}

/** A one-board answer (lists and cards): stored, then the toast (none for a move). Whether it came. */
function* boardChange(
  boardId: number,
  toast: string | null,
  send: Send<Board | null>,
): SagaIterator<boolean> {
  const board: Board | null | undefined = yield call(request<[], Board | null>, SCRUM_KEYS.save, send);
  if (board === undefined) return false;
  yield put(A.boardReceived({ id: boardId, board }));
  if (toast && board) yield toastSuccess(toast);
  return true;
}

function* addBoard({ payload: name }: PayloadAction<string>): SagaIterator {
  yield call(boardsChange, SCRUM_TOASTS.boardAdded, () => scrumBoardApi.addBoard(name));
}

function* editBoard({ payload: { id, name } }: PayloadAction<{ id: number; name: string }>): SagaIterator {
  yield call(boardsChange, SCRUM_TOASTS.boardEdited, () => scrumBoardApi.editBoard(id, name));
}

function* deleteBoard({ payload: id }: PayloadAction<number>): SagaIterator {
  yield call(boardsChange, SCRUM_TOASTS.boardDeleted, () => scrumBoardApi.deleteBoard(id));
}

type ListRef = { boardId: number; listId: number };

function* addList({ payload: p }: PayloadAction<{ boardId: number; name: string }>): SagaIterator {
  yield call(boardChange, p.boardId, SCRUM_TOASTS.listAdded, () => scrumBoardApi.addList(p.boardId, p.name));
}

function* editList({ payload: p }: PayloadAction<ListRef & { name: string }>): SagaIterator {
  yield call(boardChange, p.boardId, SCRUM_TOASTS.listEdited, () =>
    scrumBoardApi.editList(p.boardId, p.listId, p.name),
  );
}

function* deleteList({ payload: p }: PayloadAction<ListRef>): SagaIterator {
  yield call(boardChange, p.boardId, SCRUM_TOASTS.listDeleted, () =>
    scrumBoardApi.deleteList(p.boardId, p.listId),
  );
}

function* addCard({ payload: p }: PayloadAction<ListRef & { card: CardDraft }>): SagaIterator {
  yield call(boardChange, p.boardId, SCRUM_TOASTS.cardAdded, () =>
    scrumBoardApi.addCard(p.boardId, p.listId, p.card),
  );
}

function* editCard({ payload: p }: PayloadAction<ListRef & { card: ScrumCard }>): SagaIterator {
  yield call(boardChange, p.boardId, SCRUM_TOASTS.cardEdited, () =>
    scrumBoardApi.editCard(p.boardId, p.listId, p.card),
  );
}

function* deleteCard({ payload: p }: PayloadAction<ListRef & { cardId: number }>): SagaIterator {
  yield call(boardChange, p.boardId, SCRUM_TOASTS.cardDeleted, () =>
    scrumBoardApi.deleteCard(p.boardId, p.listId, p.cardId),
  );
}

/** The card already moved on screen; a failure loads the board again to undo it. */
function* moveCard({ payload }: PayloadAction<MoveCardBody>): SagaIterator {
  const saved: boolean = yield call(boardChange, payload.boardId, null, () =>
    scrumBoardApi.moveCard(payload),
  );
  if (!saved) yield put(A.boardRequested(payload.boardId));
}

/** The scrum board's root saga (started by the templates module, in its own chunk). */
export default function* scrumBoardSaga(): SagaIterator {
  // The page may have asked before this saga arrived: catch up on what it asked for.
  const state: ScrumBoardState = yield select(selectScrumBoard);
  if (state.boardsAsked && !state.boardsLoaded) yield fork(loadBoards);
  if (state.metaAsked && state.labels.length === 0) yield fork(loadMeta);
  if (state.boardId !== null && !state.boardLoaded) yield fork(loadBoard, A.boardRequested(state.boardId));
  yield all([
    takeLatest(A.boardsRequested.type, loadBoards),
    takeLatest(A.metaRequested.type, loadMeta),
    takeLatest(A.boardRequested.type, loadBoard),
    takeEvery(A.boardAddRequested.type, addBoard),
    takeEvery(A.boardEditRequested.type, editBoard),
    takeEvery(A.boardDeleteRequested.type, deleteBoard),
    takeEvery(A.listAddRequested.type, addList),
    takeEvery(A.listEditRequested.type, editList),
    takeEvery(A.listDeleteRequested.type, deleteList),
    takeEvery(A.cardAddRequested.type, addCard),
    takeEvery(A.cardEditRequested.type, editCard),
    takeEvery(A.cardDeleteRequested.type, deleteCard),
    takeEvery(A.cardMoveRequested.type, moveCard),
  ]);
}
