import { createChatDb } from '../data/chat-db';
import { chatActions as A, chatReducer, initialChatState, visibleConnections } from './chat-slice';

const db = createChatDb();
const byId = (id: number) => db.connections.find((c) => c.id === id)!;

test('connectionsLoaded keeps the list and marks it loaded', () => {
  const s = chatReducer(initialChatState, A.connectionsLoaded(db.connections));
  expect(s).toMatchObject({ loaded: true, connections: db.connections });
});

test('a conversation answer updates its connection in the list, and is shown only when it is the one asked for', () => {
  let s = chatReducer(initialChatState, A.connectionsLoaded(db.connections));
  s = chatReducer(s, A.conversationRequested(2));
  const connection = { ...byId(2), lastMessage: null };
  s = chatReducer(s, A.conversationLoaded({ connection, userMessages: [] }));
  expect(s.conversation?.connection.id).toBe(2);
  expect(s.connections.find((c) => c.id === 2)?.lastMessage).toBeNull();

  // A late answer for another conversation refreshes the list only.
  const other = { ...byId(3), unreadCount: 0 };
  s = chatReducer(s, A.conversationLoaded({ connection: other, userMessages: db.messages[3]! }));
  expect(s.conversation?.connection.id).toBe(2);
  expect(s.connections.find((c) => c.id === 3)?.unreadCount).toBe(0);
});

test('asking for another conversation drops the shown one; closing clears it', () => {
  let s = chatReducer(initialChatState, A.conversationRequested(2));
  s = chatReducer(s, A.conversationLoaded({ connection: byId(2), userMessages: db.messages[2]! }));
  expect(chatReducer(s, A.conversationRequested(2)).conversation).not.toBeNull();
  expect(chatReducer(s, A.conversationRequested(4)).conversation).toBeNull();
  expect(chatReducer(s, A.conversationClosed())).toMatchObject({ selectedId: null, conversation: null });
});

test('connectionUpdated changes the list and the open conversation', () => {
  let s = chatReducer(initialChatState, A.connectionsLoaded(db.connections));
  s = chatReducer(s, A.conversationRequested(2));
  s = chatReducer(s, A.conversationLoaded({ connection: byId(2), userMessages: db.messages[2]! }));
  s = chatReducer(s, A.connectionUpdated({ ...byId(2), isMuted: true }));
  expect(s.connections.find((c) => c.id === 2)?.isMuted).toBe(true);
  expect(s.conversation?.connection.isMuted).toBe(true);
  expect(s.conversation?.userMessages).toHaveLength(5);
});

test('showHiddenToggled', () => {
  expect(chatReducer(initialChatState, A.showHiddenToggled(true)).showHidden).toBe(true);
});

describe('visibleConnections', () => {
  test('latest conversation first, hidden ones left out, empty ones last', () => {
    const list = visibleConnections(db.connections, '', false);
    expect(list.map((c) => c.id)).toEqual([8, 3, 1, 2, 7, 5, 6, 4, 10]);
  });

  test('hidden ones come back when asked for', () => {
    expect(visibleConnections(db.connections, '', true).map((c) => c.id)).toContain(9);
  });

  test('search by name or username, case-insensitive', () => {
    expect(visibleConnections(db.connections, ' marco ', false).map((c) => c.id)).toEqual([2]);
    expect(visibleConnections(db.connections, '@YUKI', false).map((c) => c.id)).toEqual([8]);
    expect(visibleConnections(db.connections, 'lucas', false)).toEqual([]);
    expect(visibleConnections(db.connections, 'lucas', true).map((c) => c.id)).toEqual([9]);
  });
});
