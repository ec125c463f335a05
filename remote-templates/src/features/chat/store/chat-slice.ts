import { createAction, createReducer } from '@phonesheet/shared';
import type { ChatMessage, Connection, ConnectionChanges, Conversation, NewMessage } from '../types';

/** Fetch lifecycle keys (store/fetch-lifecycle.ts). */
export const CHAT_KEYS = {
  connections: 'chat/connections',
  conversation: 'chat/conversation',
  send: 'chat/send',
  edit: 'chat/edit',
  deleteMessage: 'chat/deleteMessage',
  deleteConversation: 'chat/deleteConversation',
  connection: 'chat/connection',
} as const;

export interface ChatState {
  connections: Connection[];
  /** The list was asked for (the saga, arriving in its own chunk, catches up on it). */
  listRequested: boolean;
  /** Whether the connections have been loaded once. */
  loaded: boolean;
  /** The conversation asked for last (answers for another one do not replace it). */
  selectedId: number | null;
  /** A conversation asked for that the mock does not know (an old ?user= address). */
  missingId: number | null;
  /** The open conversation (its connection and messages), null before one is loaded. */
  conversation: Conversation | null;
  /** The list also shows hidden conversations. */
  showHidden: boolean;
}

export const initialChatState: ChatState = {
  connections: [],
  listRequested: false,
  loaded: false,
  selectedId: null,
  missingId: null,
  conversation: null,
  showHidden: false,
};

export const chatActions = {
  connectionsRequested: createAction('templatesChat/connectionsRequested'),
  connectionsLoaded: createAction<Connection[]>('templatesChat/connectionsLoaded'),
  conversationRequested: createAction<number>('templatesChat/conversationRequested'),
  /** Any answer carrying a conversation (open, send, edit, delete). */
  conversationLoaded: createAction<Conversation>('templatesChat/conversationLoaded'),
  conversationClosed: createAction('templatesChat/conversationClosed'),
  conversationMissing: createAction<number>('templatesChat/conversationMissing'),
  sendRequested: createAction<{ channelId: number; message: NewMessage }>('templatesChat/sendRequested'),
  editRequested: createAction<{ channelId: number; message: Pick<ChatMessage, 'id' | 'message'> }>(
    'templatesChat/editRequested',
  ),
  deleteMessageRequested: createAction<{ channelId: number; messageId: number }>(
    'templatesChat/deleteMessageRequested',
  ),
  deleteConversationRequested: createAction<number>('templatesChat/deleteConversationRequested'),
  connectionUpdateRequested: createAction<ConnectionChanges>('templatesChat/connectionUpdateRequested'),
  connectionUpdated: createAction<Connection>('templatesChat/connectionUpdated'),
  showHiddenToggled: createAction<boolean>('templatesChat/showHiddenToggled'),
};
const A = chatActions;

function replaceConnection(list: Connection[], connection: Connection): Connection[] {
  return list.map((c) => (c.id === connection.id ? connection : c));
}

export const chatReducer = createReducer<ChatState>(initialChatState, (on) => [
  on(A.connectionsRequested, (s) => ({ ...s, listRequested: true })),
  on(A.connectionsLoaded, (s, connections) => ({ ...s, connections, loaded: true })),
  on(A.conversationRequested, (s, selectedId) => ({
    ...s,
    selectedId,
    conversation: s.conversation?.connection.id === selectedId ? s.conversation : null,
  })),
  on(A.conversationLoaded, (s, conversation) => ({
    ...s,
    conversation: conversation.connection.id === s.selectedId ? conversation : s.conversation,
    connections: replaceConnection(s.connections, conversation.connection),
  })),
  on(A.conversationMissing, (s, missingId) => ({ ...s, missingId })),
  on(A.conversationClosed, (s) => ({ ...s, selectedId: null, conversation: null })),
  on(A.connectionUpdated, (s, connection) => ({
    ...s,
    connections: replaceConnection(s.connections, connection),
    conversation:
      s.conversation?.connection.id === connection.id ? { ...s.conversation, connection } : s.conversation,
  })),
  on(A.showHiddenToggled, (s, showHidden) => ({ ...s, showHidden })),
]);

export const selectChat = (state: { templatesChat?: ChatState }): ChatState =>
  state.templatesChat ?? initialChatState;

const timeOf = (c: Connection) => (c.lastMessage ? Date.parse(c.lastMessage.time) : 0);

/**
 * The list as shown: hidden conversations only when asked for, matching the search by name or
 * username, the latest conversation first (those without messages last, in sample order).
 */
export function visibleConnections(
  connections: Connection[],
  search: string,
  showHidden: boolean,
): Connection[] {
  const query = search.trim().toLocaleLowerCase();
  return connections
    .filter((c) => showHidden || !c.isHidden)
    .filter(
      (c) =>
        !query ||
        c.name.toLocaleLowerCase().includes(query) ||
        c.username.toLocaleLowerCase().includes(query),
    )
    .map((c, index) => ({ c, index }))
    .sort((a, b) => timeOf(b.c) - timeOf(a.c) || a.index - b.index)
    .map(({ c }) => c);
}
