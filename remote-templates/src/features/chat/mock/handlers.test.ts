import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createChatDb } from '../data/chat-db';
import { CURRENT_USER_ID, MessageType, type ChatDb, type Connection, type Conversation } from '../types';
import { CHAT_URL, registerChatHandlers } from './handlers';

let db: ChatDb;
const api = axios.create();

beforeEach(() => {
  db = createChatDb();
  const mock = new MockAdapter(api);
  registerChatHandlers(mock, db);
});

const connection = (id: number) => db.connections.find((c) => c.id === id)!;
const ids = (reply: Conversation) => reply.userMessages.map((m) => m.id);

describe('GET /api/chatApp/connections', () => {
  test('answers every connection, hidden ones included (the list filters them)', async () => {
    const { status, data } = await api.get<Connection[]>(CHAT_URL.connections);
    expect(status).toBe(200);
    expect(data.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data.find((c) => c.id === 9)?.isHidden).toBe(true);
    expect(data.find((c) => c.id === 6)?.isMuted).toBe(true);
  });
});

describe('GET /api/chatApp/connection/messages', () => {
  test('answers the connection and its messages, oldest first', async () => {
    const { data } = await api.get<Conversation>(CHAT_URL.messages, { params: { id: 2 } });
    expect(data.connection.name).toBe('Marco Rossi');
    expect(ids(data)).toEqual([201, 202, 203, 204, 205]);
    expect(data.userMessages[2]).toMatchObject({
      message_type: MessageType.MEDIA,
      media: [{ file_name: 'Q3-call-report.pdf', file_size: 2_516_582, mime_type: 'application/pdf' }],
    });
  });

  test('reading a conversation clears its unread count, in the db too', async () => {
    expect(connection(8).unreadCount).toBe(3);
    const { data } = await api.get<Conversation>(CHAT_URL.messages, { params: { id: '8' } });
    expect(data.connection.unreadCount).toBe(0);
    expect(connection(8).unreadCount).toBe(0);
  });

  test('an unknown id answers 200 with nothing', async () => {
    const { status, data } = await api.get(CHAT_URL.messages, { params: { id: 99 } });
    expect(status).toBe(200);
    expect(data).toEqual({ connection: null, userMessages: [] });
  });
});

describe('POST /api/chatApp/message', () => {
  test('appends an own message and makes it the last message', async () => {
    const { data } = await api.post<Conversation>(CHAT_URL.message, {
      channelId: 2,
      message: { message: 'On my way', message_type: MessageType.TEXT },
    });
    const sent = data.userMessages[data.userMessages.length - 1]!;
    expect(sent).toMatchObject({ id: 903, sender: CURRENT_USER_ID, message: 'On my way', message_type: 2 });
    expect(Date.now() - Date.parse(sent.time)).toBeLessThan(5000);
    expect(data.connection.lastMessage).toEqual({ id: 903, message: 'On my way', type: 2, time: sent.time });
    expect(connection(2).lastMessage?.message).toBe('On my way');
    expect(db.messages[2]).toHaveLength(6);
  });

  test('a media message keeps its file and shows the file name as the last message', async () => {
    const media = [{ id: 1, mime_type: 'text/csv', file_name: 'calls.csv', file_size: 1200 }];
    const { data } = await api.post<Conversation>(CHAT_URL.message, {
      channelId: 10,
      message: { message: '', message_type: MessageType.MEDIA, media },
    });
    expect(data.userMessages).toEqual([expect.objectContaining({ message_type: 1, media })]);
    expect(data.connection.lastMessage).toMatchObject({ message: 'calls.csv', type: MessageType.MEDIA });
  });

  test('an unknown channel changes nothing', async () => {
    const { data } = await api.post(CHAT_URL.message, {
      channelId: 42,
      message: { message: 'x', message_type: 2 },
    });
    expect(data).toEqual({ connection: null, userMessages: [] });
    expect(Object.values(db.messages).flat()).toHaveLength(27);
  });
});

describe('PUT /api/chatApp/message', () => {
  test('edits one message and marks it edited; the last message follows when it was the last', async () => {
    const { data } = await api.put<Conversation>(CHAT_URL.message, {
      channelId: 3,
      message: { id: 303, message: 'It ships on Tuesday.' },
    });
    expect(data.userMessages[2]).toMatchObject({ id: 303, message: 'It ships on Tuesday.', edited: true });
    expect(data.connection.lastMessage?.message).toBe('It ships on Tuesday.');
    expect(db.messages[3]![2]!.message).toBe('It ships on Tuesday.');
  });

  test('editing an older message leaves the last message alone', async () => {
    const { data } = await api.put<Conversation>(CHAT_URL.message, {
      channelId: 3,
      message: { id: 301, message: 'Supplier update' },
    });
    expect(data.userMessages[0]).toMatchObject({ message: 'Supplier update', edited: true });
    expect(data.userMessages[1]!.edited).toBeUndefined();
    expect(connection(3).lastMessage?.message).toBe('It ships on Monday.');
  });
});

describe('POST /api/chatApp/delete/message', () => {
  test('removes the message; the last message becomes the latest remaining one', async () => {
    const { data } = await api.post<Conversation>(CHAT_URL.deleteMessage, { channelId: 2, messageId: 205 });
    expect(ids(data)).toEqual([201, 202, 203, 204]);
    expect(data.connection.lastMessage).toMatchObject({
      id: 204,
      message: 'Thanks Marco, that is exactly what I needed.',
    });
    expect(connection(2).lastMessage?.id).toBe(204);
  });

  test('deleting an older message keeps the last message', async () => {
    await api.post(CHAT_URL.deleteMessage, { channelId: 2, messageId: 201 });
    expect(db.messages[2]!.map((m) => m.id)).toEqual([202, 203, 204, 205]);
    expect(connection(2).lastMessage?.id).toBe(205);
  });

  test('deleting the only message leaves no last message', async () => {
    await api.post(CHAT_URL.message, { channelId: 10, message: { message: 'Hi Nora', message_type: 2 } });
    const id = db.messages[10]![0]!.id;
    const { data } = await api.post<Conversation>(CHAT_URL.deleteMessage, { channelId: 10, messageId: id });
    expect(data.userMessages).toEqual([]);
    expect(data.connection.lastMessage).toBeNull();
  });
});

describe('POST /api/chatApp/delete/user/messages', () => {
  test('clears the whole conversation and its last message', async () => {
    const { data } = await api.post<Conversation>(CHAT_URL.deleteConversation, { channelId: 1 });
    expect(data.userMessages).toEqual([]);
    expect(data.connection).toMatchObject({ id: 1, lastMessage: null, unreadCount: 0 });
    expect(db.messages[1]).toEqual([]);
    // The connection itself stays.
    expect(db.connections).toHaveLength(10);
  });
});

describe('PUT /api/chatApp/connection', () => {
  test('mutes and unmutes a conversation', async () => {
    const { data } = await api.put<Connection>(CHAT_URL.connection, { connection: { id: 2, isMuted: true } });
    expect(data).toMatchObject({ id: 2, isMuted: true });
    expect(connection(2).isMuted).toBe(true);
    await api.put(CHAT_URL.connection, { connection: { id: 2, isMuted: false } });
    expect(connection(2).isMuted).toBe(false);
  });

  test('hides and shows a conversation, leaving the other flag alone', async () => {
    await api.put(CHAT_URL.connection, { connection: { id: 6, isHidden: true } });
    expect(connection(6)).toMatchObject({ isHidden: true, isMuted: true });
    await api.put(CHAT_URL.connection, { connection: { id: 9, isHidden: false } });
    expect(connection(9).isHidden).toBe(false);
  });

  test('an unknown connection answers null', async () => {
    const { status, data } = await api.put(CHAT_URL.connection, { connection: { id: 77, isMuted: true } });
    expect(status).toBe(200);
    expect(data).toBeNull();
  });
});
