import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createScrumBoardDb } from './data/scrum-board-db';
import { registerScrumBoardHandlers } from './mock/handlers';
import type { Board, CardDraft, MoveCardBody, ScrumCard, ScrumLabel, ScrumMember } from './types';

/** The mock answers these calls (once per page load; again after a test resets the backend). */
function ensureMock(): void {
  registerMockApp('scrumBoard', (mock) => registerScrumBoardHandlers(mock, createScrumBoardDb()));
}
ensureMock();

function client() {
  ensureMock();
  return templateApi;
}

export const scrumBoardApi = {
  boards: () => client().get<Board[]>('/api/scrumboard/board/list'),
  labels: () => client().get<ScrumLabel[]>('/api/scrumboard/label/list'),
  members: () => client().get<ScrumMember[]>('/api/scrumboard/member/list'),
  board: (id: number) => client().get<Board | null>('/api/scrumboard/board/', { params: { id } }),
  addBoard: (name: string) => client().post<Board[]>('/api/scrumboard/add/board', { board: { name } }),
  editBoard: (id: number, name: string) =>
    client().put<Board[]>('/api/scrumboard/edit/board', { board: { id, name } }),
  deleteBoard: (boardId: number) => client().post<Board[]>('/api/scrumboard/delete/board', { boardId }),
  addList: (boardId: number, name: string) =>
    client().post<Board | null>('/api/scrumboard/add/list', { boardId, list: { name } }),
  editList: (boardId: number, listId: number, name: string) =>
    client().put<Board | null>('/api/scrumboard/edit/list', { boardId, list: { id: listId, name } }),
  deleteList: (boardId: number, listId: number) =>
    client().post<Board | null>('/api/scrumboard/delete/list', { boardId, listId }),
  addCard: (boardId: number, listId: number, card: CardDraft) =>
    client().post<Board | null>('/api/scrumboard/add/card', { boardId, listId, card }),
  editCard: (boardId: number, listId: number, card: ScrumCard) =>
    client().put<Board | null>('/api/scrumboard/edit/card', { boardId, listId, card }),
  deleteCard: (boardId: number, listId: number, cardId: number) =>
    client().post<Board | null>('/api/scrumboard/delete/card', { boardId, listId, cardId }),
  moveCard: (body: MoveCardBody) => client().put<Board | null>('/api/cards/update/category', body),
};
