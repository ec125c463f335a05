// Static demo content for the top bar drawers (12 messages, 16 notifications, not real data).
export interface DemoItem {
  id: number;
  name: string;
  /** i18n key of the text, or the text itself for items that are not translated demo texts. */
  messageId?: string;
  text?: string;
}

const PEOPLE = [
  'Angelina Joew',
  'John Matthew',
  'George Bailey',
  'Maria Lee',
  'Oliver Grant',
  'Sofia Rossi',
  'Lucas Martin',
  'Amira Haddad',
  'Chen Wei',
  'Isabel García',
  'Noah Dubois',
  'Emma Clarke',
  'Ravi Kumar',
  'Laura Bianchi',
  'Omar Farouk',
  'Julia Novak',
];

export const DEMO_MESSAGES: DemoItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: PEOPLE[i],
  messageId: `host.demo.message.${(i % 6) + 1}`,
}));

export const DEMO_NOTIFICATIONS: DemoItem[] = Array.from({ length: 16 }, (_, i) => ({
  id: i + 1,
  name: PEOPLE[(i + 3) % PEOPLE.length],
  messageId: `host.demo.notification.${(i % 8) + 1}`,
}));
