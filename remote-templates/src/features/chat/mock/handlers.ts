import type MockAdapter from 'axios-mock-adapter';
import { bodyOf, ok, paramsOf } from '../../../mock/mock-backend';
import { lastMessageOf } from '../data/chat-db';
import {
  CURRENT_USER_ID,
  MessageType,
  type ChatDb,
  type ChatMessage,
  type Connection,
  type ConnectionChanges,
  type Conversation,
  type NewMessage,
} from '../types';

export const CHAT_URL = {
  connections: '/api/chatApp/connections',
  connection: '/api/chatApp/connection',
  messages: '/api/chatApp/connection/messages',
  message: '/api/chatApp/message',
  deleteMessage: '/api/chatApp/delete/message',
  deleteConversation: '/api/chatApp/delete/user/messages',
};

/** An unknown channel: status 200 like every chat answer, with nothing in it. */
const NOTHING = { connection: null, userMessages: [] };

function connectionOf(db: ChatDb, id: unknown): Connection | undefined {
  return db.connections.find((c) => c.id === Number(id));
}

function conversationOf(db: ChatDb, connection: Connection): Conversation {
  return {
    connection: { ...connection },
    userMessages: (db.messages[connection.id] ?? []).map((m) => ({ ...m })),
  };
}

/** A conversation's last message is always its latest one (none once every message is deleted). */
function refreshLast(db: ChatDb, connection: Connection): void {
  connection.lastMessage = lastMessageOf(db.messages[connection.id] ?? []);
}

function nextMessageId(db: ChatDb): number {
  const ids = Object.values(db.messages).flatMap((list) => list.map((m) => m.id));
  return Math.max(0, ...ids) + 1;
}

/** Every call of the chat app, answered from `db` (changed in place until the page reloads). */
export function registerChatHandlers(mock: MockAdapter, db: ChatDb): void {
  mock.onGet(CHAT_URL.connections).reply(() => ok(db.connections.map((c) => ({ ...c }))));

  // Opening a conversation reads it: its unread count goes back to 0.
  mock.onGet(CHAT_URL.messages).reply((config) => {
    const connection = connectionOf(db, paramsOf<{ id?: number | string }>(config).id);
    if (!connection) return ok(NOTHING);
    connection.unreadCount = 0;
    return ok(conversationOf(db, connection));
  });

  // Mute or hide a conversation (not in the template's list of calls; documented in docs/templates.md).
  mock.onPut(CHAT_URL.connection).reply((config) => {
    const { connection: changes } = bodyOf<{ connection?: ConnectionChanges }>(config);
    const connection = connectionOf(db, changes?.id);
    if (!connection || !changes) return ok(null);
    if (typeof changes.isMuted === 'boolean') connection.isMuted = changes.isMuted;
    if (typeof changes.isHidden === 'boolean') connection.isHidden = changes.isHidden;
    return ok({ ...connection });
  });

  mock.onPost(CHAT_URL.message).reply((config) => {
    const { channelId, message } = bodyOf<{ channelId?: number; message?: NewMessage }>(config);
    const connection = connectionOf(db, channelId);
    if (!connection || !message) return ok(NOTHING);
    const created: ChatMessage = {
      id: nextMessageId(db),
      sender: CURRENT_USER_ID,
      message: message.message ?? '',
      message_type: message.message_type === MessageType.MEDIA ? MessageType.MEDIA : MessageType.TEXT,
      time: new Date().toISOString(),
      ...(message.media?.length ? { media: message.media } : {}),
    };
    db.messages[connection.id] = [...(db.messages[connection.id] ?? []), created];
    refreshLast(db, connection);
    return ok(conversationOf(db, connection));
  });

  mock.onPut(CHAT_URL.message).reply((config) => {
    const { channelId, message } = bodyOf<{
      channelId?: number;
      message?: Pick<ChatMessage, 'id' | 'message'>;
    }>(config);
    const connection = connectionOf(db, channelId);
    if (!connection || !message) return ok(NOTHING);
    db.messages[connection.id] = (db.messages[connection.id] ?? []).map((m) =>
      m.id === message.id ? { ...m, message: message.message, edited: true } : m,
    );
    refreshLast(db, connection);
    return ok(conversationOf(db, connection));
  });

  mock.onPost(CHAT_URL.deleteMessage).reply((config) => {
    const { channelId, messageId } = bodyOf<{ channelId?: number; messageId?: number }>(config);
    const connection = connectionOf(db, channelId);
    if (!connection) return ok(NOTHING);
    db.messages[connection.id] = (db.messages[connection.id] ?? []).filter((m) => m.id !== messageId);
    refreshLast(db, connection);
    return ok(conversationOf(db, connection));
  });

  mock.onPost(CHAT_URL.deleteConversation).reply((config) => {
    const { channelId } = bodyOf<{ channelId?: number }>(config);
    const connection = connectionOf(db, channelId);
    if (!connection) return ok(NOTHING);
    db.messages[connection.id] = [];
    connection.lastMessage = null;
    connection.unreadCount = 0;
    return ok(conversationOf(db, connection));
  });
}
