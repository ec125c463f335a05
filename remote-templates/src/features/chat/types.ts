/** A message is text or media (the template's numbers: media 1, text 2). */
export const MessageType = { MEDIA: 1, TEXT: 2 } as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];

/** The signed-in person in the sample conversations (the sender of "own" messages). */
export const CURRENT_USER_ID = 100;

export type ConnectionStatus = 'online' | 'offline' | 'busy';

export interface ChatMedia {
  id: number;
  /** An inline data: URL or an object URL of a file picked this session; none for plain files. */
  url?: string;
  mime_type: string;
  file_name: string;
  /** In bytes. */
  file_size: number;
}

export interface ChatMessage {
  id: number;
  /** The connection's id (theirs) or CURRENT_USER_ID (own). */
  sender: number;
  message: string;
  message_type: MessageTypeValue;
  /** ISO date-time. */
  time: string;
  media?: ChatMedia[];
  edited?: boolean;
}

export interface LastMessage {
  id: number;
  message: string;
  type: MessageTypeValue;
  time: string;
}

export interface Connection {
  id: number;
  name: string;
  /** No remote images: the list shows initials when empty. */
  image: string;
  status: ConnectionStatus;
  username: string;
  /** null once the conversation has no message left. */
  lastMessage: LastMessage | null;
  isMuted?: boolean;
  isHidden?: boolean;
  unreadCount?: number;
}

/** The answer of every conversation call (messages, send, edit, delete). */
export interface Conversation {
  connection: Connection;
  userMessages: ChatMessage[];
}

/** What the composer sends (the server sets id, sender and time). */
export interface NewMessage {
  message: string;
  message_type: MessageTypeValue;
  media?: ChatMedia[];
}

export interface ConnectionChanges {
  id: number;
  isMuted?: boolean;
  isHidden?: boolean;
}

export interface ChatDb {
  connections: Connection[];
  /** Messages by channel (the connection's id), oldest first. */
  messages: Record<number, ChatMessage[]>;
}
