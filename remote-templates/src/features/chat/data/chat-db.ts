import {
  CURRENT_USER_ID as ME,
  MessageType,
  type ChatDb,
  type ChatMessage,
  type Connection,
  type LastMessage,
} from '../types';

/** A sample photo drawn inline (the machine that runs the demos has no internet). */
const OFFSITE_PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">' +
    '<rect width="320" height="200" fill="#7ec8f0"/><circle cx="250" cy="50" r="26" fill="#ffd54f"/>' +
    '<path d="M0 160 L80 80 L150 150 L210 100 L320 180 V200 H0 Z" fill="#4caf50"/>' +
    '<path d="M0 200 L0 175 Q160 140 320 190 V200 Z" fill="#2e7d32"/></svg>',
)}`;

/** ISO time `days`, `hours` and `minutes` before `now`. */
function ago(now: number, days: number, hours = 0, minutes = 0): string {
  return new Date(now - ((days * 24 + hours) * 60 + minutes) * 60_000).toISOString();
}

type Seed = Omit<ChatMessage, 'time'> & { at: [number, number?, number?] };

/** Sample conversations by connection id (oldest first); times are relative to the page load. */
const SEEDS: Record<number, Seed[]> = {
  1: [
    {
      id: 101,
      sender: 1,
      message: 'Hi! Are we still on for the client call at 3?',
      message_type: 2,
      at: [1, 3],
    },
    { id: 102, sender: ME, message: 'Yes, I booked the meeting room.', message_type: 2, at: [1, 2, 50] },
    {
      id: 103,
      sender: 1,
      message: '',
      message_type: 1,
      at: [0, 2, 10],
      media: [
        {
          id: 1031,
          url: OFFSITE_PHOTO,
          mime_type: 'image/svg+xml',
          file_name: 'team-offsite.svg',
          file_size: 48_230,
        },
      ],
    },
    { id: 104, sender: 1, message: 'Photos from the offsite, finally!', message_type: 2, at: [0, 2, 9] },
  ],
  2: [
    {
      id: 201,
      sender: ME,
      message: 'Could you send me the quarterly call report?',
      message_type: 2,
      at: [2, 5],
    },
    { id: 202, sender: 2, message: 'Sure, give me ten minutes.', message_type: 2, at: [2, 4, 55] },
    {
      id: 203,
      sender: 2,
      message: '',
      message_type: 1,
      at: [2, 4, 40],
      media: [
        { id: 2031, mime_type: 'application/pdf', file_name: 'Q3-call-report.pdf', file_size: 2_516_582 },
      ],
    },
    {
      id: 204,
      sender: ME,
      message: 'Thanks Marco, that is exactly what I needed.',
      message_type: 2,
      at: [2, 4, 30],
    },
    { id: 205, sender: 2, message: 'Let me know if the numbers look off.', message_type: 2, at: [0, 5, 20] },
  ],
  3: [
    {
      id: 301,
      sender: 3,
      message: 'The supplier called back about the delivery.',
      message_type: 2,
      at: [0, 6],
    },
    { id: 302, sender: ME, message: 'Great, what did they say?', message_type: 2, at: [0, 5, 45] },
    { id: 303, sender: 3, message: 'It ships on Monday.', message_type: 2, at: [0, 1, 5] },
  ],
  4: [
    { id: 401, sender: ME, message: 'Happy birthday, Sofia!', message_type: 2, at: [6, 1] },
    { id: 402, sender: 4, message: 'Thank you so much!', message_type: 2, at: [5, 20] },
  ],
  5: [
    { id: 501, sender: 5, message: 'Did legal review the contract?', message_type: 2, at: [3, 6] },
    {
      id: 502,
      sender: ME,
      message: '',
      message_type: 1,
      at: [3, 5],
      media: [
        {
          id: 5021,
          mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          file_name: 'contract-draft.docx',
          file_size: 356_000,
        },
      ],
    },
    {
      id: 503,
      sender: ME,
      message: 'Here is the draft with their comments.',
      message_type: 2,
      at: [3, 4, 58],
    },
    { id: 504, sender: 5, message: 'Perfect, I will sign it today.', message_type: 2, at: [1, 1] },
  ],
  6: [
    { id: 601, sender: 6, message: 'Reminder: team lunch on Friday.', message_type: 2, at: [4, 2] },
    { id: 602, sender: 6, message: 'Please reply with your menu choice.', message_type: 2, at: [4, 1, 59] },
  ],
  7: [
    { id: 701, sender: ME, message: 'Can you call the Dubai office back?', message_type: 2, at: [0, 9] },
    { id: 702, sender: 7, message: 'In a meeting, I will call them after.', message_type: 2, at: [0, 8, 30] },
  ],
  8: [
    { id: 801, sender: 8, message: 'Good morning!', message_type: 2, at: [0, 0, 40] },
    { id: 802, sender: 8, message: 'I updated the phone sheet for Tokyo.', message_type: 2, at: [0, 0, 35] },
    { id: 803, sender: 8, message: 'Can you check the new numbers?', message_type: 2, at: [0, 0, 30] },
  ],
  9: [
    { id: 901, sender: 9, message: 'Old thread about the 2023 budget.', message_type: 2, at: [30] },
    { id: 902, sender: ME, message: 'Archived, thanks.', message_type: 2, at: [29] },
  ],
  10: [],
};

type ConnectionSeed = Omit<Connection, 'lastMessage' | 'image'>;

/** The chat's sample connections: ten people (Lucas's conversation is hidden, Emma's muted). */
const CONNECTIONS: ConnectionSeed[] = [
  { id: 1, name: 'Aisha Khan', status: 'online', username: '@aisha.khan', unreadCount: 2 },
  { id: 2, name: 'Marco Rossi', status: 'busy', username: '@marco.rossi' },
  { id: 3, name: 'Li Wei', status: 'online', username: '@li.wei', unreadCount: 1 },
  { id: 4, name: 'Sofia García', status: 'offline', username: '@sofia.garcia' },
  { id: 5, name: 'Jean Dupont', status: 'online', username: '@jean.dupont' },
  { id: 6, name: 'Emma Wilson', status: 'offline', username: '@emma.wilson', isMuted: true },
  { id: 7, name: 'Omar Haddad', status: 'busy', username: '@omar.haddad' },
  { id: 8, name: 'Yuki Tanaka', status: 'online', username: '@yuki.tanaka', unreadCount: 3 },
  { id: 9, name: 'Lucas Martin', status: 'offline', username: '@lucas.martin', isHidden: true },
  { id: 10, name: 'Nora Schmidt', status: 'online', username: '@nora.schmidt' },
];

/** A conversation's last message as the list shows it (a media message shows its file's name). */
export function lastMessageOf(messages: ChatMessage[]): LastMessage | null {
  const last = messages[messages.length - 1];
  if (!last) return null;
  const text =
    last.message_type === MessageType.MEDIA && !last.message
      ? (last.media?.[0]?.file_name ?? '')
      : last.message;
  return { id: last.id, message: text, type: last.message_type, time: last.time };
}

/** A fresh copy of the sample data (each page load and each test starts from it). */
export function createChatDb(now = Date.now()): ChatDb {
  const messages: Record<number, ChatMessage[]> = {};
  for (const [channel, seeds] of Object.entries(SEEDS)) {
    messages[Number(channel)] = seeds.map(({ at, media, ...message }) => ({
      ...message,
      time: ago(now, ...at),
      ...(media ? { media: media.map((m) => ({ ...m })) } : {}),
    }));
  }
  const connections = CONNECTIONS.map((c) => ({
    ...c,
    image: '',
    lastMessage: lastMessageOf(messages[c.id] ?? []),
  }));
  return { connections, messages };
}
