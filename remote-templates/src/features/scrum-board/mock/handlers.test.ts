import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createScrumBoardDb, FIRST_BOARD_ID, type ScrumBoardDb } from '../data/scrum-board-db';
import type { Board } from '../types';
import { registerScrumBoardHandlers } from './handlers';

let db: ScrumBoardDb;
const http = axios.create();

beforeEach(() => {
  const mock = new MockAdapter(http);
  db = createScrumBoardDb();
  registerScrumBoardHandlers(mock, db);
});

const ids = <T extends { id: number }>(items: T[]) => items.map((i) => i.id);
const cardsOf = (board: Board, listId: number) => ids(board.list.find((l) => l.id === listId)!.cards);

describe('sample data', () => {
  it('is a fresh copy each time', () => {
    const other = createScrumBoardDb();
    other.boards[0]!.name = 'Changed';
    expect(createScrumBoardDb().boards[0]!.name).toBe('Crema Development');
  });
});

describe('GET', () => {
  it('board/list answers every board with lists and cards', async () => {
    const { data, status } = await http.get<Board[]>('/api/scrumboard/board/list');
    expect(status).toBe(200);
    expect(ids(data)).toEqual([2001, 2002, 2003]);
    expect(ids(data[0]!.list)).toEqual([3001, 3002, 3003, 3004]);
    expect(cardsOf(data[0]!, 3001)).toEqual([4001, 4002, 4003]);
  });

  it('label/list and member/list answer the labels and members', async () => {
    expect(ids((await http.get('/api/scrumboard/label/list')).data)).toEqual([1, 2, 3, 4]);
    expect(ids((await http.get('/api/scrumboard/member/list')).data)).toEqual([500, 501, 502, 503, 504, 505]);
  });

  it('board/ answers one board by id (a string id too), null when unknown', async () => {
    expect((await http.get('/api/scrumboard/board/', { params: { id: 2002 } })).data.name).toBe(
      'Marketing Launch',
    );
    expect((await http.get('/api/scrumboard/board/', { params: { id: '2001' } })).data.id).toBe(
      FIRST_BOARD_ID,
    );
    const unknown = await http.get('/api/scrumboard/board/', { params: { id: 9 } });
    expect(unknown.status).toBe(200);
    expect(unknown.data).toBeNull();
  });
});

describe('boards', () => {
  it('add/board appends an empty board with the next id and answers the board list', async () => {
    const { data } = await http.post<Board[]>('/api/scrumboard/add/board', { board: { name: ' Sprint 5 ' } });
    expect(data.at(-1)).toEqual({ id: 2004, name: 'Sprint 5', list: [] });
    expect(db.boards).toHaveLength(4);
  });

  it('edit/board renames the board and keeps its lists', async () => {
    const { data } = await http.put<Board[]>('/api/scrumboard/edit/board', {
      board: { id: 2001, name: 'Renamed' },
    });
    expect(data[0]!.name).toBe('Renamed');
    expect(db.boards[0]!.list).toHaveLength(4);
  });

  it('delete/board removes the board and answers the rest', async () => {
    const { data } = await http.post<Board[]>('/api/scrumboard/delete/board', { boardId: 2002 });
    expect(ids(data)).toEqual([2001, 2003]);
    expect(ids(db.boards)).toEqual([2001, 2003]);
  });
});

describe('lists', () => {
  it('add/list appends an empty list with the next list id and answers the board', async () => {
    const { data } = await http.post<Board>('/api/scrumboard/add/list', {
      boardId: 2003,
      list: { name: 'Later' },
    });
    expect(data.list.at(-1)).toEqual({ id: 3010, name: 'Later', cards: [] });
    expect(db.boards[2]!.list).toHaveLength(3);
  });

  it('add/list on an unknown board answers null and changes nothing', async () => {
    const { data } = await http.post('/api/scrumboard/add/list', { boardId: 1, list: { name: 'X' } });
    expect(data).toBeNull();
  });

  it('edit/list renames only (the cards stay)', async () => {
    const { data } = await http.put<Board>('/api/scrumboard/edit/list', {
      boardId: 2001,
      list: { id: 3001, name: 'Backlog', cards: [] },
    });
    expect(data.list[0]!.name).toBe('Backlog');
    expect(cardsOf(data, 3001)).toEqual([4001, 4002, 4003]);
  });

  it('delete/list removes the list with its cards', async () => {
    const { data } = await http.post<Board>('/api/scrumboard/delete/list', { boardId: 2001, listId: 3002 });
    expect(ids(data.list)).toEqual([3001, 3003, 3004]);
    expect(ids(db.boards[0]!.list)).toEqual([3001, 3003, 3004]);
  });
});

describe('cards', () => {
  const draft = {
    title: 'New card',
    attachments: [{ id: 0, fileName: 'a.txt', size: 3 }],
    label: [1],
    date: null,
    comments: [],
    desc: '',
    members: [],
    checkedList: [{ id: 0, title: 'Step' }],
  };

  it('add/card appends the card with new ids for the card and its items', async () => {
    const { data } = await http.post<Board>('/api/scrumboard/add/card', {
      boardId: 2001,
      listId: 3003,
      card: draft,
    });
    const card = data.list[2]!.cards.at(-1)!;
    expect(card.id).toBe(4010);
    expect(card.title).toBe('New card');
    expect(card.checkedList[0]!.id).toBe(8009);
    expect(card.attachments[0]!.id).toBe(7005);
    expect(cardsOf(db.boards[0]!, 3003)).toEqual([4006, 4010]);
  });

  it('edit/card replaces the card in its list', async () => {
    const card = { ...db.boards[0]!.list[0]!.cards[1]!, title: 'Edited', members: [500, 501] };
    const { data } = await http.put<Board>('/api/scrumboard/edit/card', {
      boardId: 2001,
      listId: 3001,
      card,
    });
    expect(data.list[0]!.cards[1]).toMatchObject({ id: 4002, title: 'Edited', members: [500, 501] });
    expect(db.boards[0]!.list[0]!.cards[1]!.title).toBe('Edited');
  });

  it('delete/card removes the card', async () => {
    const { data } = await http.post<Board>('/api/scrumboard/delete/card', {
      boardId: 2001,
      listId: 3001,
      cardId: 4002,
    });
    expect(cardsOf(data, 3001)).toEqual([4001, 4003]);
  });
});

describe('PUT /api/cards/update/category', () => {
  it('moves a card to another list at the position', async () => {
    const { data } = await http.put<Board>('/api/cards/update/category', {
      boardId: 2001,
      cardId: 4001,
      fromListId: 3001,
      toListId: 3002,
      position: 1,
    });
    expect(cardsOf(data, 3001)).toEqual([4002, 4003]);
    expect(cardsOf(data, 3002)).toEqual([4004, 4001, 4005]);
    expect(cardsOf(db.boards[0]!, 3002)).toEqual([4004, 4001, 4005]);
  });

  it('finds the source list when fromListId is missing, and clamps the position', async () => {
    const { data } = await http.put<Board>('/api/cards/update/category', {
      boardId: 2001,
      cardId: 4006,
      toListId: 3004,
      position: 99,
    });
    expect(cardsOf(data, 3003)).toEqual([]);
    expect(cardsOf(data, 3004)).toEqual([4007, 4006]);
  });

  it('reorders within the same list', async () => {
    const { data } = await http.put<Board>('/api/cards/update/category', {
      boardId: 2001,
      cardId: 4003,
      fromListId: 3001,
      toListId: 3001,
      position: 0,
    });
    expect(cardsOf(data, 3001)).toEqual([4003, 4001, 4002]);
  });

  it('leaves the board as it is when the card or list is unknown', async () => {
    const { data } = await http.put<Board>('/api/cards/update/category', {
      boardId: 2001,
      cardId: 4999,
      toListId: 3002,
      position: 0,
    });
    expect(cardsOf(data, 3002)).toEqual([4004, 4005]);
  });
});
