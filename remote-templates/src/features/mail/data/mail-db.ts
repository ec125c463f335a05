import { FOLDER_IDS } from '../rules';
import type { Mail, MailConnection, MailFolder, MailLabel, MailMessage, MailPerson } from '../types';

/**
 * The mail demo's sample data (not product data): folders 121–127, four labels, eight connections
 * and 34 threads (22 in the inbox, so it pages by 15). Fixed dates keep tests stable.
 */
export interface MailDb {
  folders: MailFolder[];
  labels: MailLabel[];
  connections: MailConnection[];
  mails: Mail[];
}

/** The mailbox's owner in the sample threads (composed mails use the signed-in user). */
export const MAILBOX_OWNER: MailPerson = { name: 'Alex Morgan', email: 'alex.morgan@phonesheet.example' };

const FOLDERS: MailFolder[] = [
  { id: 121, name: 'Inbox', alias: 'inbox' },
  { id: 122, name: 'Sent', alias: 'sent' },
  { id: 123, name: 'Draft', alias: 'draft' },
  { id: 124, name: 'Starred', alias: 'starred' },
  { id: 125, name: 'Spam', alias: 'spam' },
  { id: 126, name: 'Trash', alias: 'trash' },
  { id: 127, name: 'Archive', alias: 'archive' },
];

const LABELS: MailLabel[] = [
  { id: 211, name: 'Crema', alias: 'crema', color: 'red' },
  { id: 212, name: 'Personal', alias: 'personal', color: 'blue' },
  { id: 213, name: 'Work', alias: 'work', color: 'green' },
  { id: 214, name: 'Paypal', alias: 'paypal', color: 'purple' },
];

const CONNECTIONS: MailConnection[] = [
  { id: 1, name: 'Asantha Powel', email: 'asantha.powel@example.com', image: '' },
  { id: 2, name: 'Bryan Cook', email: 'bryan.cook@example.com', image: '' },
  { id: 3, name: 'Chelsea Rivera', email: 'chelsea.rivera@example.com', image: '' },
  { id: 4, name: 'Daniel Kim', email: 'daniel.kim@example.com', image: '' },
  { id: 5, name: 'Elena Rossi', email: 'elena.rossi@example.com', image: '' },
  { id: 6, name: 'Farid Haddad', email: 'farid.haddad@example.com', image: '' },
  { id: 7, name: 'Grace Liu', email: 'grace.liu@example.com', image: '' },
  { id: 8, name: 'Hugo Martin', email: 'hugo.martin@example.com', image: '' },
];

const person = (id: number): MailPerson => {
  const { name, email } = CONNECTIONS[id - 1];
  return { name, email };
};
const me = MAILBOX_OWNER;

type Folder = keyof typeof FOLDER_IDS;
type Flag = 'read' | 'star' | 'important' | 'attach';

/**
 * One row of sample mail: [id, folder, subject, from (connection id, 0 = the owner),
 * label id or 0, flags, day of March 2024, message bodies (1–3: a thread alternates sender)].
 */
type Row = [number, Folder, string, number, number, Flag[], number, string[]];

const ROWS: Row[] = [
  [
    1,
    'inbox',
    'Quarterly call volume report',
    2,
    213,
    ['star', 'important', 'attach'],
    30,
    [
      'Hi Alex, the quarterly report is attached. Inbound calls rose 12% against last quarter.',
      'Thanks Bryan, could you break the numbers down by team?',
      'Sure, I will send the per-team sheet by Friday.',
    ],
  ],
  [
    2,
    'inbox',
    'Welcome to the Crema workspace',
    1,
    211,
    [],
    30,
    ['Your workspace is ready. Invite your team and start your first phone sheet today.'],
  ],
  [
    3,
    'inbox',
    'Lunch on Thursday?',
    3,
    212,
    ['read'],
    29,
    [
      'Are you free for lunch on Thursday? The new place near the office opens this week.',
      'Thursday works for me, 12:30?',
    ],
  ],
  [
    4,
    'inbox',
    'Invoice #4821 paid',
    4,
    214,
    ['read', 'attach'],
    29,
    ['We have received your payment for invoice #4821. A receipt is attached.'],
  ],
  [
    5,
    'inbox',
    'Design review moved to 3 pm',
    5,
    213,
    ['important'],
    28,
    ['The design review is moved to 3 pm because of the client call. Same room.'],
  ],
  [
    6,
    'inbox',
    'Photos from the team offsite',
    6,
    212,
    ['read', 'star', 'attach'],
    28,
    ['Here are the photos from the offsite. Great weekend, everyone!'],
  ],
  [
    7,
    'inbox',
    'Server maintenance on Sunday',
    7,
    213,
    ['read'],
    27,
    ['Planned maintenance runs on Sunday from 02:00 to 04:00 UTC. Expect short outages.'],
  ],
  [
    8,
    'inbox',
    'Your monthly statement is ready',
    8,
    214,
    [],
    27,
    ['Your monthly statement for March is ready to view in your account.'],
  ],
  [
    9,
    'inbox',
    'New lead from the website',
    2,
    0,
    ['read', 'important'],
    26,
    [
      'A new lead filled in the contact form: Northwind Traders, 40 seats.',
      'Great, please add them to the sheet and call them tomorrow morning.',
    ],
  ],
  [
    10,
    'inbox',
    'Contract draft for review',
    3,
    213,
    ['read', 'attach'],
    26,
    ['Please review the attached contract draft before our call.'],
  ],
  [
    11,
    'inbox',
    'Birthday cake in the kitchen',
    4,
    212,
    ['read'],
    25,
    ["It is Elena's birthday, cake in the kitchen at 4 pm!"],
  ],
  [
    12,
    'inbox',
    'Crema theme update 4.2',
    1,
    211,
    ['read', 'star'],
    25,
    ['Version 4.2 brings dark mode fixes and right-to-left improvements.'],
  ],
  [
    13,
    'inbox',
    'Refund request from Contoso',
    5,
    214,
    [],
    24,
    ['Contoso asks for a refund of the unused seats. Can you confirm the amount?'],
  ],
  [
    14,
    'inbox',
    'Weekly sync notes',
    6,
    213,
    ['read'],
    24,
    ['Notes from the weekly sync: hiring, the call-back backlog, and the new dialer.'],
  ],
  [
    15,
    'inbox',
    'Train tickets for the conference',
    7,
    212,
    ['read', 'attach'],
    23,
    ['Your train tickets for the conference are attached. Departure 08:15.'],
  ],
  [
    16,
    'inbox',
    'Security alert: new sign-in',
    8,
    0,
    ['read', 'important'],
    23,
    ['We noticed a new sign-in to your account from Chrome on Windows.'],
  ],
  [
    17,
    'inbox',
    'Customer feedback summary',
    2,
    213,
    ['read'],
    22,
    ['The feedback summary for March: 92% satisfied, most requests about call tags.'],
  ],
  [
    18,
    'inbox',
    'Book club: April pick',
    3,
    212,
    ['read'],
    22,
    ['April\'s book is "The Phoenix Project". See you on the 20th!'],
  ],
  [
    19,
    'inbox',
    'Payout scheduled',
    4,
    214,
    ['read'],
    21,
    ['Your payout of $1,240.00 is scheduled for March 25.'],
  ],
  [
    20,
    'inbox',
    'Onboarding checklist',
    5,
    211,
    ['read', 'attach'],
    21,
    ['Here is the onboarding checklist for the two new agents starting Monday.'],
  ],
  [
    21,
    'inbox',
    'Parking garage closed Friday',
    6,
    0,
    ['read'],
    20,
    ['The parking garage is closed on Friday for cleaning.'],
  ],
  [
    22,
    'inbox',
    'Re: call scripts',
    7,
    213,
    ['read'],
    20,
    [
      'I updated the call scripts with your comments.',
      'Looks good, thanks Grace.',
      'Great, I will share them with the team.',
    ],
  ],
  [
    23,
    'sent',
    'Proposal for Northwind',
    0,
    213,
    ['read', 'attach'],
    29,
    ['Hello Bryan, please find the proposal for Northwind attached.'],
  ],
  [24, 'sent', 'Re: Lunch on Thursday?', 0, 212, ['read'], 29, ['Thursday works for me, 12:30?']],
  [
    25,
    'sent',
    'Agenda for Monday',
    0,
    213,
    ['read', 'star'],
    26,
    ['Agenda: pipeline review, call quality, and the April targets.'],
  ],
  [26, 'draft', 'Holiday plans', 0, 212, ['read'], 28, ['Thinking about the second week of August…']],
  [
    27,
    'draft',
    'Team targets for April',
    0,
    213,
    ['read'],
    27,
    ['Draft: each agent 60 calls a day, 15 follow-ups.'],
  ],
  [28, 'spam', 'You have won a cruise!!!', 8, 0, [], 27, ['Click here to claim your free cruise today.']],
  [29, 'spam', 'Cheap licences, limited offer', 6, 0, [], 24, ['Buy software licences at 90% off.']],
  [
    30,
    'trash',
    'Old newsletter',
    1,
    211,
    ['read', 'star'],
    18,
    ['The February newsletter of the Crema team.'],
  ],
  [31, 'trash', 'Expired coupon', 4, 214, ['read'], 15, ['Your coupon expired on March 1.']],
  [
    32,
    'archive',
    'Office move completed',
    5,
    0,
    ['read'],
    12,
    ['The office move is complete. Welcome to the 4th floor!'],
  ],
  [
    33,
    'archive',
    'Annual plan renewal',
    8,
    214,
    ['read', 'attach'],
    10,
    ['Your annual plan was renewed. The invoice is attached.'],
  ],
  [
    34,
    'archive',
    'Kick-off meeting notes',
    2,
    213,
    ['read', 'star'],
    8,
    ['Notes from the kick-off meeting with the new client.'],
  ],
];

function buildMail([id, folder, subject, from, labelId, flags, day, bodies]: Row): Mail {
  const other = from === 0 ? person(id % CONNECTIONS.length || 1) : person(from);
  const first = from === 0 ? me : other;
  const second = from === 0 ? other : me;
  const messages: MailMessage[] = bodies.map((description, index) => {
    const sender = index % 2 === 0 ? first : second;
    const recipient = index % 2 === 0 ? second : first;
    return {
      messageId: index + 1,
      sender,
      to: [recipient],
      cc: index === 0 && id % 5 === 0 ? [person(((id + 2) % CONNECTIONS.length) + 1)] : [],
      bcc: index === 0 && id === 1 ? [person(5)] : [],
      sentOn: new Date(Date.UTC(2024, 2, day, 8 + index * 2, (id * 7) % 60)).toISOString(),
      description,
    };
  });
  return {
    id,
    subject,
    label: LABELS.find((label) => label.id === labelId) ?? null,
    folderValue: FOLDER_IDS[folder],
    isRead: flags.includes('read'),
    isStarred: flags.includes('star'),
    isImportant: flags.includes('important'),
    hasAttachments: flags.includes('attach'),
    messages,
  };
}

/** A fresh deep copy of the sample data: each page load (and each test) starts from it. */
export function createMailDb(): MailDb {
  const db: MailDb = {
    folders: FOLDERS,
    labels: LABELS,
    connections: CONNECTIONS,
    mails: ROWS.map(buildMail),
  };
  return JSON.parse(JSON.stringify(db)) as MailDb;
}
