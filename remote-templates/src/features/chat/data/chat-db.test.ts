import { CURRENT_USER_ID, MessageType } from '../types';
import { createChatDb, lastMessageOf } from './chat-db';

test('MessageType keeps the template numbering: media 1, text 2', () => {
  expect(MessageType).toEqual({ MEDIA: 1, TEXT: 2 });
});

test('ten sample people, every message sent by the connection or the current user', () => {
  const db = createChatDb();
  expect(db.connections.map((c) => c.name)).toHaveLength(10);
  for (const c of db.connections) {
    expect(['online', 'offline', 'busy']).toContain(c.status);
    expect(c.image).toBe('');
    for (const m of db.messages[c.id]!) expect([c.id, CURRENT_USER_ID]).toContain(m.sender);
  }
  const allIds = Object.values(db.messages).flatMap((list) => list.map((m) => m.id));
  expect(new Set(allIds).size).toBe(allIds.length);
});

test("each connection's last message is its latest message (none for an empty conversation)", () => {
  const db = createChatDb();
  expect(db.connections[1]!.lastMessage).toMatchObject({
    id: 205,
    message: 'Let me know if the numbers look off.',
  });
  expect(db.connections[0]!.lastMessage).toMatchObject({ id: 104, type: MessageType.TEXT });
  expect(db.connections[9]!.lastMessage).toBeNull();
});

test('media: no remote URL anywhere, an image inline', () => {
  const db = createChatDb();
  const urls = Object.values(db.messages)
    .flat()
    .flatMap((m) => m.media ?? [])
    .map((m) => m.url)
    .filter(Boolean);
  expect(urls).toHaveLength(1);
  expect(urls[0]).toMatch(/^data:image\/svg\+xml/);
});

test('a media message without text shows its file name as the last message', () => {
  const media = [{ id: 1, mime_type: 'application/pdf', file_name: 'a.pdf', file_size: 1 }];
  expect(
    lastMessageOf([
      { id: 1, sender: 1, message: '', message_type: 1, time: '2024-01-01T00:00:00.000Z', media },
    ]),
  ).toEqual({ id: 1, message: 'a.pdf', type: 1, time: '2024-01-01T00:00:00.000Z' });
});

test('each call answers a fresh copy', () => {
  const a = createChatDb();
  a.messages[2]!.pop();
  a.messages[5]![1]!.media![0]!.file_name = 'changed';
  a.connections[0]!.name = 'changed';
  const b = createChatDb();
  expect(b.messages[2]).toHaveLength(5);
  expect(b.messages[5]![1]!.media![0]!.file_name).toBe('contract-draft.docx');
  expect(b.connections[0]!.name).toBe('Aisha Khan');
});

test('times are relative to the load: the latest conversations are recent', () => {
  const now = Date.parse('2025-03-10T12:00:00.000Z');
  const db = createChatDb(now);
  expect(db.messages[8]![2]!.time).toBe('2025-03-10T11:30:00.000Z');
});
