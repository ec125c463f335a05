import { registerMockApp, templateApi } from '../../mock/mock-backend';
import { createChatDb } from './data/chat-db';
import { CHAT_URL, registerChatHandlers } from './mock/handlers';
import type { ChatMessage, Connection, ConnectionChanges, Conversation, NewMessage } from './types';

/** The mock answers these calls (once per page load; again after a test resets the backend). */
function ensureMock(): void {
  registerMockApp('chat', (mock) => registerChatHandlers(mock, createChatDb()));
}
ensureMock();

function client() {
  ensureMock();
  return templateApi;
}

export const chatApi = {
  connections: () => client().get<Connection[]>(CHAT_URL.connections),
  conversation: (id: number) => client().get<Conversation>(CHAT_URL.messages, { params: { id } }),
  send: (channelId: number, message: NewMessage) =>
    client().post<Conversation>(CHAT_URL.message, { channelId, message }),
  edit: (channelId: number, message: Pick<ChatMessage, 'id' | 'message'>) =>
    client().put<Conversation>(CHAT_URL.message, { channelId, message }),
  deleteMessage: (channelId: number, messageId: number) =>
    client().post<Conversation>(CHAT_URL.deleteMessage, { channelId, messageId }),
  deleteConversation: (channelId: number) =>
    client().post<Conversation>(CHAT_URL.deleteConversation, { channelId }),
  updateConnection: (connection: ConnectionChanges) =>
    client().put<Connection>(CHAT_URL.connection, { connection }),
};
