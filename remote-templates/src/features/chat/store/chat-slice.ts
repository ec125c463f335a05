import { createAction, createSlice, type PayloadAction } from '@phonesheet/shared';
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

function replaceConnection(list: Connection[], connection: Connection): Connection[] {
  return list.map((c) => (c.id === connection.id ? connection : c));
}

const chatSlice = createSlice({
  name: 'templatesChat',
  initialState: initialChatState,
  reducers: {
    connectionsRequested(s) {
      s.listRequested = true;
    },
    connectionsLoaded(s, action: PayloadAction<Connection[]>) {
      s.connections = action.payload;
      s.loaded = true;
    },
    conversationRequested: (s, { payload: selectedId }: PayloadAction<number>) => ({
      ...s,
      selectedId,
      conversation: s.conversation?.connection.id === selectedId ? s.conversation : null,
    }),
    /** Any answer carrying a conversation (open, send, edit, delete). */
    conversationLoaded: (s, { payload: conversation }: PayloadAction<Conversation>) => ({
      ...s,
      conversation: conversation.connection.id === s.selectedId ? conversation : s.conversation,
      connections: replaceConnection(s.connections, conversation.connection),
    }),
    conversationClosed(s) {
      s.selectedId = null;
      s.conversation = null;
    },
    conversationMissing(s, action: PayloadAction<number>) {
      s.missingId = action.payload;
    },
    connectionUpdated: (s, { payload: connection }: PayloadAction<Connection>) => ({
      ...s,
      connections: replaceConnection(s.connections, connection),
      conversation:
        s.conversation?.connection.id === connection.id ? { ...s.conversation, connection } : s.conversation,
    }),
    showHiddenToggled(s, action: PayloadAction<boolean>) {
      s.showHidden = action.payload;
    },
  },
});

/** Commands the saga answers; the state waits for their answers. */
const commands = {
  sendRequested: createAction<{ channelId: number; message: NewMessage }>('templatesChat/sendRequested'),
  editRequested: createAction<{ channelId: number; message: Pick<ChatMessage, 'id' | 'message'> }>(
    'templatesChat/editRequested',
  ),
  deleteMessageRequested: createAction<{ channelId: number; messageId: number }>(
    'templatesChat/deleteMessageRequested',
  ),
  deleteConversationRequested: createAction<number>('templatesChat/deleteConversationRequested'),
  connectionUpdateRequested: createAction<ConnectionChanges>('templatesChat/connectionUpdateRequested'),
};

export const chatActions = { ...commands, ...chatSlice.actions };
export const chatReducer = chatSlice.reducer;

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
