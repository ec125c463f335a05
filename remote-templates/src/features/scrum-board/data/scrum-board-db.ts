import type { Board, CardComment, ScrumLabel, ScrumMember } from '../types';

/** The mock backend's store: what the handlers read and change in place. */
export interface ScrumBoardDb {
  boards: Board[];
  labels: ScrumLabel[];
  members: ScrumMember[];
}

/** The first board, opened by the e2e journey and the screenshots. */
export const FIRST_BOARD_ID = 2001;

const LABELS: ScrumLabel[] = [
  { id: 1, name: 'Html', type: 1, color: '#ad2102' },
  { id: 2, name: 'CSS', type: 2, color: '#0958d9' },
  { id: 3, name: 'jQuery', type: 3, color: '#237804' },
  { id: 4, name: 'Node.js', type: 4, color: '#722ed1' },
];

const MEMBERS: ScrumMember[] = [
  { id: 500, name: 'Johnson Lee', image: '' },
  { id: 501, name: 'Asha Patel', image: '' },
  { id: 502, name: 'Marco Rossi', image: '' },
  { id: 503, name: 'Lina Haddad', image: '' },
  { id: 504, name: 'Wei Zhang', image: '' },
  { id: 505, name: 'Sofia García', image: '' },
];

const sender = (id: number) => {
  const member = MEMBERS.find((m) => m.id === id)!;
  return { id: member.id, name: member.name, image: member.image };
};

const comment = (id: number, from: number, text: string, date: string): CardComment => ({
  id,
  comment: text,
  sender: sender(from),
  date,
});

const BOARDS: Board[] = [
  {
    id: FIRST_BOARD_ID,
    name: 'Crema Development',
    list: [
      {
        id: 3001,
        name: 'To do',
        cards: [
          {
            id: 4001,
            title: 'Design the sign-in screen',
            attachments: [{ id: 7001, fileName: 'sign-in-wireframe.png', size: 184320 }],
            label: [1, 2],
            date: '2025-07-14',
            comments: [
              comment(6001, 501, 'Please keep the layout of the style guide.', '2025-07-01T09:30:00.000Z'),
            ],
            desc: 'Two columns on desktop, one on phones. Reuse the form components.',
            members: [500, 501],
            checkedList: [
              { id: 8001, title: 'Wireframe', checked: true },
              { id: 8002, title: 'Visual design' },
              { id: 8003, title: 'Review with the team' },
            ],
          },
          {
            id: 4002,
            title: 'Write the API documentation',
            attachments: [],
            label: [4],
            date: '2025-07-18',
            comments: [],
            desc: 'Document every endpoint with an example request and answer.',
            members: [502],
            checkedList: [],
          },
          {
            id: 4003,
            title: 'Set up the build pipeline',
            attachments: [],
            label: [3],
            date: null,
            comments: [],
            desc: '',
            members: [],
            checkedList: [
              { id: 8004, title: 'Lint and tests', checked: true },
              { id: 8005, title: 'Deploy preview', checked: true },
            ],
          },
        ],
      },
      {
        id: 3002,
        name: 'In progress',
        cards: [
          {
            id: 4004,
            title: 'Build the dashboard widgets',
            attachments: [
              { id: 7002, fileName: 'widgets.fig', size: 2097152 },
              { id: 7003, fileName: 'data-sample.csv', size: 5120 },
            ],
            label: [2, 3],
            date: '2025-07-10',
            comments: [
              comment(6002, 503, 'The chart colours come from the theme now.', '2025-07-03T14:05:00.000Z'),
              comment(6003, 500, 'Great, I will update the screenshots.', '2025-07-03T15:20:00.000Z'),
            ],
            desc: 'Six widgets for the first release.',
            members: [503, 500, 504],
            checkedList: [
              { id: 8006, title: 'Sales chart', checked: true },
              { id: 8007, title: 'Visitors chart' },
            ],
          },
          {
            id: 4005,
            title: 'Translate the interface',
            attachments: [],
            label: [1],
            date: '2025-07-21',
            comments: [],
            desc: 'English, Chinese, Arabic, Italian, Spanish and French.',
            members: [505],
            checkedList: [],
          },
        ],
      },
      {
        id: 3003,
        name: 'Review',
        cards: [
          {
            id: 4006,
            title: 'Fix the right-to-left layout',
            attachments: [],
            label: [2],
            date: '2025-07-08',
            comments: [comment(6004, 504, 'Looks good in Arabic now.', '2025-07-05T11:00:00.000Z')],
            desc: '',
            members: [504],
            checkedList: [],
          },
        ],
      },
      {
        id: 3004,
        name: 'Done',
        cards: [
          {
            id: 4007,
            title: 'Choose the colour palette',
            attachments: [{ id: 7004, fileName: 'palette.pdf', size: 73728 }],
            label: [2],
            date: '2025-06-30',
            comments: [],
            desc: '',
            members: [501, 505],
            checkedList: [{ id: 8008, title: 'Dark mode variant', checked: true }],
          },
        ],
      },
    ],
  },
  {
    id: 2002,
    name: 'Marketing Launch',
    list: [
      {
        id: 3005,
        name: 'Backlog',
        cards: [
          {
            id: 4008,
            title: 'Plan the newsletter',
            attachments: [],
            label: [1],
            date: '2025-08-01',
            comments: [],
            desc: '',
            members: [505],
            checkedList: [],
          },
        ],
      },
      {
        id: 3006,
        name: 'Doing',
        cards: [
          {
            id: 4009,
            title: 'Record the product video',
            attachments: [],
            label: [],
            date: null,
            comments: [],
            desc: '',
            members: [502, 503],
            checkedList: [],
          },
        ],
      },
      { id: 3007, name: 'Done', cards: [] },
    ],
  },
  {
    id: 2003,
    name: 'Team Goals',
    list: [
      { id: 3008, name: 'This quarter', cards: [] },
      { id: 3009, name: 'Reached', cards: [] },
    ],
  },
];

/** A fresh deep copy of the sample data: each page load (and each test) starts from it. */
export function createScrumBoardDb(): ScrumBoardDb {
  return JSON.parse(JSON.stringify({ boards: BOARDS, labels: LABELS, members: MEMBERS })) as ScrumBoardDb;
}
