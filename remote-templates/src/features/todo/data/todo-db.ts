/**
 * The To-do app's sample data (not product data): folders, labels, priorities, statuses,
 * six staff members and 24 tasks. `createTodoDb()` hands out a fresh deep copy, so each page
 * load (and each test) starts from these and changes live until the page reloads.
 */

import type {
  Staff,
  Task,
  TaskComment,
  TaskFolder,
  TaskLabel,
  TaskPriority,
  TaskStatus,
  TodoDb,
} from '../types';

const FOLDERS: TaskFolder[] = [
  { id: 120, name: 'All', alias: 'all' },
  { id: 121, name: 'Starred', alias: 'starred' },
  { id: 122, name: 'Priority', alias: 'priority' },
  { id: 123, name: 'Scheduled', alias: 'scheduled' },
  { id: 124, name: 'Today', alias: 'today' },
  { id: 125, name: 'Completed', alias: 'completed' },
  { id: 126, name: 'Deleted', alias: 'deleted' },
];

const LABELS: TaskLabel[] = [
  { id: 211, name: 'Html', alias: 'html', label: 'Html', value: 'Html', color: '#AD4E00' },
  { id: 212, name: 'CSS', alias: 'css', label: 'CSS', value: 'CSS', color: '#0958D9' },
  { id: 213, name: 'JQuery', alias: 'jquery', label: 'JQuery', value: 'JQuery', color: '#237804' },
  { id: 214, name: 'Node.js', alias: 'node', label: 'Node.js', value: 'Node.js', color: '#722ED1' },
];

const PRIORITIES: TaskPriority[] = [
  { id: 4545, name: 'High', type: 1, color: '#F44336' },
  { id: 4546, name: 'Medium', type: 2, color: '#FA8C16' },
  { id: 4547, name: 'Low', type: 3, color: '#52C41A' },
];

const STATUSES: TaskStatus[] = [
  { id: 1, name: 'Pending' },
  { id: 2, name: 'In Progress' },
  { id: 3, name: 'Completed' },
];

const STAFF: Staff[] = [
  { id: 501, name: 'Johnson Tomas', image: '' },
  { id: 502, name: 'Anna Salazar', image: '' },
  { id: 503, name: 'Marco Bianchi', image: '' },
  { id: 504, name: 'Leila Haddad', image: '' },
  { id: 505, name: 'Chen Wei', image: '' },
  { id: 506, name: 'Sofia Moreno', image: '' },
];

const CREATOR = { name: 'John Doe', image: '' };

/** One row per task: title, priority type, labels, staff, folder, status, starred, start date, content. */
type Row = [string, number, string[], number, number, number, boolean, string, string];

const ROWS: Row[] = [
  [
    'Build the landing page header',
    1,
    ['html', 'css'],
    501,
    120,
    2,
    true,
    '2024-05-02',
    'Markup and styles for the new header, with the language switcher and the sign-in button.',
  ],
  [
    'Fix the dropdown flicker in Safari',
    2,
    ['jquery'],
    502,
    124,
    1,
    false,
    '2024-05-03',
    'The account dropdown flickers on hover in Safari 17. Reproduce, fix and add a note to the changelog.',
  ],
  [
    'Set up the Node.js API gateway',
    1,
    ['node'],
    503,
    123,
    1,
    true,
    '2024-05-04',
    'Route /api/v2 through the gateway, add rate limiting and structured logs.',
  ],
  [
    'Write unit tests for the cart',
    2,
    ['node'],
    504,
    120,
    3,
    false,
    '2024-05-05',
    'Cover adding, removing and updating quantities; aim for full branch coverage of the cart reducer.',
  ],
  [
    'Refactor the pricing table styles',
    3,
    ['css'],
    505,
    120,
    1,
    false,
    '2024-05-06',
    'Move the pricing table to CSS grid and drop the old float layout.',
  ],
  [
    'Review the accessibility audit',
    1,
    ['html'],
    506,
    124,
    2,
    true,
    '2024-05-07',
    'Go through the audit report and file one issue per finding, highest impact first.',
  ],
  [
    'Migrate the date pickers',
    2,
    ['jquery', 'css'],
    501,
    120,
    1,
    false,
    '2024-05-08',
    'Replace the jQuery UI date pickers with the design system component.',
  ],
  [
    'Prepare the sprint demo',
    3,
    [],
    502,
    123,
    1,
    false,
    '2024-05-09',
    'Collect the finished stories and prepare a ten-minute walkthrough for Friday.',
  ],
  [
    'Optimise the product images',
    2,
    ['html'],
    503,
    120,
    3,
    true,
    '2024-05-10',
    'Serve responsive images with srcset and lazy loading on the catalogue pages.',
  ],
  [
    'Add dark mode to the dashboard',
    1,
    ['css'],
    504,
    120,
    2,
    false,
    '2024-05-11',
    'Use the theme tokens everywhere; no hard-coded light colours.',
  ],
  [
    'Upgrade Express to the latest major',
    2,
    ['node'],
    505,
    120,
    1,
    false,
    '2024-05-12',
    'Read the migration guide, update middleware signatures and run the full test suite.',
  ],
  [
    'Document the release process',
    3,
    [],
    506,
    120,
    3,
    false,
    '2024-05-13',
    'Write down every step from tagging to the production deploy, with the rollback plan.',
  ],
  [
    'Clean up the legacy jQuery plugins',
    3,
    ['jquery'],
    501,
    120,
    1,
    false,
    '2024-05-14',
    'Remove the plugins nobody loads any more and the polyfills they pulled in.',
  ],
  [
    'Design the onboarding e-mails',
    2,
    ['html', 'css'],
    502,
    123,
    1,
    true,
    '2024-05-15',
    'Three e-mails for the first week: welcome, first steps, and tips.',
  ],
  [
    'Investigate the memory leak',
    1,
    ['node'],
    503,
    124,
    2,
    false,
    '2024-05-16',
    'The worker grows by 40 MB an hour. Take heap snapshots and find the retained objects.',
  ],
  [
    'Translate the settings page',
    3,
    ['html'],
    504,
    120,
    3,
    false,
    '2024-05-17',
    'Add the missing keys for Arabic, Chinese and French.',
  ],
  [
    'Set up the CI cache',
    2,
    ['node'],
    505,
    120,
    3,
    false,
    '2024-05-18',
    'Cache the package store between runs to cut the pipeline time.',
  ],
  [
    'Polish the mobile navigation',
    2,
    ['css', 'jquery'],
    506,
    120,
    1,
    true,
    '2024-05-19',
    'The drawer should close on navigation and trap focus while open.',
  ],
  [
    'Plan the database backup drill',
    1,
    [],
    501,
    123,
    1,
    false,
    '2024-05-20',
    'Restore last night\u2019s backup on a staging server and time it.',
  ],
  [
    'Review the pull requests',
    3,
    ['html', 'node'],
    502,
    124,
    1,
    false,
    '2024-05-21',
    'Five pull requests are waiting for review; two of them block the release.',
  ],
  [
    'Update the privacy policy page',
    3,
    ['html'],
    503,
    120,
    2,
    false,
    '2024-05-22',
    'Legal sent the new text; update the page and the footer link.',
  ],
  [
    'Measure the page load times',
    2,
    ['css'],
    504,
    120,
    1,
    false,
    '2024-05-23',
    'Record the Core Web Vitals of the five busiest pages before and after the changes.',
  ],
  [
    'Archive the old marketing site',
    3,
    ['html'],
    505,
    126,
    3,
    false,
    '2024-04-20',
    'Export the pages to static files and switch the DNS record.',
  ],
  [
    'Try the new bundler plugin',
    3,
    ['node'],
    506,
    126,
    1,
    true,
    '2024-04-22',
    'A quick spike to see whether the plugin shortens the build.',
  ],
];

function comments(index: number): TaskComment[] {
  if (index % 3 !== 0) return [];
  const first = STAFF[(index + 1) % STAFF.length];
  const second = STAFF[(index + 2) % STAFF.length];
  return [
    {
      comment: 'I can take a first look this afternoon.',
      name: first.name,
      image: '',
      date: ROWS[index][7],
      time: '10:15',
    },
    {
      comment: 'Thanks! Ping me when the draft is ready.',
      name: second.name,
      image: '',
      date: ROWS[index][7],
      time: '11:40',
    },
  ];
}

function sampleTasks(): Task[] {
  return ROWS.map(
    ([title, priorityType, labels, staffId, folderValue, status, isStarred, startDate, content], index) => ({
      id: 1001 + index,
      title,
      priority: PRIORITIES.find((p) => p.type === priorityType)!,
      isStarred,
      isReplied: index % 4 === 0,
      isRead: index % 2 === 0,
      label: labels.map((alias) => LABELS.find((l) => l.alias === alias)!),
      isAttachment: index % 5 === 0,
      sentAt: '09:30',
      startDate,
      scheduleMobile: startDate,
      folderValue,
      image: '',
      assignedTo: STAFF.find((s) => s.id === staffId)!,
      createdBy: CREATOR,
      createdOn: '2024-05-01',
      status,
      comments: comments(index),
      content,
    }),
  );
}

/** A fresh, deep copy of the sample data. */
export function createTodoDb(): TodoDb {
  return JSON.parse(
    JSON.stringify({
      folders: FOLDERS,
      labels: LABELS,
      priorities: PRIORITIES,
      statuses: STATUSES,
      staff: STAFF,
      tasks: sampleTasks(),
    }),
  ) as TodoDb;
}
