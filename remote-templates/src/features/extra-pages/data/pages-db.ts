import type {
  Account,
  BlogPost,
  FaqItem,
  KbArticle,
  PortfolioItem,
  PricingPlan,
  TeamMember,
  TimelineEvent,
} from '../types';

/** The demo account's password before any change (sample data; documented in docs/templates.md). */
export const SAMPLE_PASSWORD = 'crema-demo-2026';

const FAQ: FaqItem[] = [
  {
    id: 1,
    category: 'general',
    question: 'What is Phone Sheet?',
    answer:
      'A website and application to keep a call log and create phone sheets, with notes on why a call was made or received.',
  },
  {
    id: 2,
    category: 'general',
    question: 'Is there a mobile app?',
    answer: 'Yes, apps for Android and iOS keep the same call log as the website.',
  },
  {
    id: 3,
    category: 'general',
    question: 'Which languages are available?',
    answer: 'English, Spanish, French, Italian, Chinese and Arabic. Arabic reads right to left.',
  },
  {
    id: 4,
    category: 'account',
    question: 'How do I verify my e-mail address?',
    answer: 'Open the link in the e-mail we send after sign-up, or enter the 6-digit code it contains.',
  },
  {
    id: 5,
    category: 'account',
    question: 'How do I change my password?',
    answer: 'Open My account, choose Change Password, enter your current password and the new one twice.',
  },
  {
    id: 6,
    category: 'account',
    question: 'Can several people share one company account?',
    answer:
      'An administrator registers the company and invites users, who each sign in with their own e-mail.',
  },
  {
    id: 7,
    category: 'billing',
    question: 'What plans are there?',
    answer:
      'Basic is free; Standard and Premium add users, longer history and CSV export. Pay by card, monthly.',
  },
  {
    id: 8,
    category: 'billing',
    question: 'How do I cancel my subscription?',
    answer:
      'Open the subscription page and press Cancel. Your account stays valid until the end of the paid period.',
  },
  {
    id: 9,
    category: 'calls',
    question: 'Can I attach a note to a call?',
    answer: 'Yes, every incoming or outgoing call can carry a note about why it was made or received.',
  },
  {
    id: 10,
    category: 'calls',
    question: 'Can I export a phone sheet?',
    answer: 'A phone sheet can be printed or saved as a file from its page.',
  },
];

const KB: KbArticle[] = [
  {
    id: 1,
    category: 'gettingStarted',
    title: 'Create your company account',
    summary: 'Register, verify your e-mail and sign in for the first time.',
    readMinutes: 3,
  },
  {
    id: 2,
    category: 'gettingStarted',
    title: 'Invite your team',
    summary: 'Send invitations and choose who is an administrator.',
    readMinutes: 4,
  },
  {
    id: 3,
    category: 'phoneSheets',
    title: 'Log an incoming call',
    summary: 'Record the caller, the number and a note in a few seconds.',
    readMinutes: 2,
  },
  {
    id: 4,
    category: 'phoneSheets',
    title: 'Search your call history',
    summary: 'Find a call by name, number, date or words in its note.',
    readMinutes: 3,
  },
  {
    id: 5,
    category: 'billing',
    title: 'Upgrade to Premium',
    summary: 'Pick a plan, enter a card and start at once.',
    readMinutes: 2,
  },
  {
    id: 6,
    category: 'billing',
    title: 'Download an invoice',
    summary: 'Every payment has an invoice on the subscription page.',
    readMinutes: 1,
  },
  {
    id: 7,
    category: 'troubleshooting',
    title: 'I did not receive the verification e-mail',
    summary: 'Check the spam folder, then ask for a new code.',
    readMinutes: 2,
  },
  {
    id: 8,
    category: 'troubleshooting',
    title: 'Working offline',
    summary: 'The phone sheet keeps working without a connection and syncs later.',
    readMinutes: 5,
  },
];

const BLOG: BlogPost[] = [
  {
    id: 1,
    title: 'Five habits of people who never miss a call-back',
    excerpt: 'A call-back promised is a call-back owed. Here is how the busiest people keep track.',
    author: 'Ava Morgan',
    date: '2026-03-02',
    tags: ['Productivity', 'Calls'],
    readMinutes: 6,
    body: [
      'Everyone promises to call back. Few people do it on time, and fewer still remember what the first call was about.',
      'The habit that matters most is writing one line the moment the call ends: who, why and what happens next.',
      'The second is reviewing the day’s calls before leaving, so nothing waits until tomorrow by accident.',
    ],
  },
  {
    id: 2,
    title: 'Why a call log beats your memory',
    excerpt: 'Memory is generous with details that never happened. A log is not.',
    author: 'Noah Patel',
    date: '2026-02-18',
    tags: ['Calls'],
    readMinutes: 4,
    body: [
      'Ask two colleagues what was agreed in yesterday’s call and you may get two different answers.',
      'A short note written at the time settles the question and saves a second call.',
    ],
  },
  {
    id: 3,
    title: 'Phone Sheet now speaks six languages',
    excerpt: 'Spanish, French, Italian, Chinese and Arabic join English, right to left included.',
    author: 'Lina Haddad',
    date: '2026-01-27',
    tags: ['Release'],
    readMinutes: 3,
    body: [
      'Every screen of Phone Sheet is now translated into six languages.',
      'Arabic reads right to left: menus, tables and forms mirror, while phone numbers keep reading left to right.',
    ],
  },
  {
    id: 4,
    title: 'Sharing phone sheets with your team',
    excerpt: 'A phone sheet is more useful when the whole team sees it.',
    author: 'Ava Morgan',
    date: '2026-01-09',
    tags: ['Teams', 'Productivity'],
    readMinutes: 5,
    body: [
      'When a customer calls twice, the second person who answers should know about the first call.',
      'Shared phone sheets give everyone the same history, so nobody asks the customer to repeat themselves.',
    ],
  },
  {
    id: 5,
    title: 'A quieter inbox with call notes',
    excerpt: 'Fewer “what did we say?” e-mails, more answers.',
    author: 'Noah Patel',
    date: '2025-12-15',
    tags: ['Productivity'],
    readMinutes: 4,
    body: [
      'Half of the e-mails after a call ask what was said during it.',
      'A note on the call, visible to the team, answers before anyone asks.',
    ],
  },
  {
    id: 6,
    title: 'Working offline on the road',
    excerpt: 'No signal in the lift? Your phone sheet keeps working.',
    author: 'Lina Haddad',
    date: '2025-11-30',
    tags: ['Release', 'Mobile'],
    readMinutes: 3,
    body: [
      'Calls you log without a connection are kept on the device.',
      'They reach the server as soon as the connection is back, in the order you logged them.',
    ],
  },
];

const PORTFOLIO: PortfolioItem[] = [
  {
    id: 1,
    title: 'Call centre dashboard',
    client: 'Northwind',
    category: 'web',
    year: 2026,
    cover: 'colorPrimary',
  },
  {
    id: 2,
    title: 'Field sales app',
    client: 'Contoso',
    category: 'mobile',
    year: 2026,
    cover: 'colorSuccess',
  },
  {
    id: 3,
    title: 'Brand refresh',
    client: 'Fabrikam',
    category: 'branding',
    year: 2025,
    cover: 'colorWarning',
  },
  {
    id: 4,
    title: 'Spring campaign',
    client: 'Tailspin',
    category: 'marketing',
    year: 2025,
    cover: 'colorError',
  },
  { id: 5, title: 'Customer portal', client: 'Litware', category: 'web', year: 2025, cover: 'colorInfo' },
  {
    id: 6,
    title: 'Delivery tracker',
    client: 'Adatum',
    category: 'mobile',
    year: 2025,
    cover: 'colorPrimary',
  },
  {
    id: 7,
    title: 'Logo and type system',
    client: 'Proseware',
    category: 'branding',
    year: 2024,
    cover: 'colorSuccess',
  },
  {
    id: 8,
    title: 'Product launch site',
    client: 'Wingtip',
    category: 'web',
    year: 2024,
    cover: 'colorWarning',
  },
  {
    id: 9,
    title: 'Newsletter series',
    client: 'Woodgrove',
    category: 'marketing',
    year: 2024,
    cover: 'colorInfo',
  },
];

// Neutral demo names: the template's pricing page must not advertise plans Phone Sheet does not sell.
const PRICING: PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthly: 0,
    yearly: 0,
    popular: false,
    features: [
      { id: 'users', count: 1 },
      { id: 'calls', count: 100 },
      { id: 'callNotes' },
      { id: 'emailSupport' },
    ],
  },
  {
    id: 'team',
    name: 'Team',
    monthly: 9,
    yearly: 90,
    popular: false,
    features: [
      { id: 'users', count: 5 },
      { id: 'calls', count: 1000 },
      { id: 'callNotes' },
      { id: 'sharedSheets' },
      { id: 'emailSupport' },
    ],
  },
  {
    id: 'business',
    name: 'Business',
    monthly: 19,
    yearly: 190,
    popular: true,
    features: [
      { id: 'users' },
      { id: 'calls' },
      { id: 'callNotes' },
      { id: 'sharedSheets' },
      { id: 'fullHistory' },
      { id: 'phoneSupport' },
    ],
  },
];

const TIMELINE: TimelineEvent[] = [
  {
    id: 1,
    date: '2026-03-10',
    kind: 'release',
    title: 'Offline phone sheet',
    text: 'Calls logged without a connection sync later.',
  },
  {
    id: 2,
    date: '2026-02-01',
    kind: 'milestone',
    title: '10,000 companies',
    text: 'Ten thousand companies now keep their call logs with us.',
  },
  {
    id: 3,
    date: '2026-01-27',
    kind: 'release',
    title: 'Six languages',
    text: 'Spanish, French, Italian, Chinese and Arabic arrive.',
  },
  {
    id: 4,
    date: '2025-11-20',
    kind: 'incident',
    title: 'Short outage',
    text: 'Sign-in was slow for 20 minutes; no data was lost.',
  },
  {
    id: 5,
    date: '2025-10-05',
    kind: 'event',
    title: 'Customer day in Lisbon',
    text: 'Two hundred customers met the team.',
  },
  {
    id: 6,
    date: '2025-06-15',
    kind: 'release',
    title: 'Mobile apps',
    text: 'Android and iOS apps share the call log.',
  },
  {
    id: 7,
    date: '2025-03-01',
    kind: 'milestone',
    title: 'Business plan',
    text: 'Unlimited users and full history.',
  },
  { id: 8, date: '2024-09-12', kind: 'event', title: 'Launch', text: 'Phone Sheet opens to everyone.' },
];

const TEAM: TeamMember[] = [
  { id: 1, name: 'Ava Morgan', role: 'Founder and CEO' },
  { id: 2, name: 'Noah Patel', role: 'Head of Product' },
  { id: 3, name: 'Lina Haddad', role: 'Lead Engineer' },
  { id: 4, name: 'Mateo Rossi', role: 'Customer Success' },
];

const ACCOUNT: Account = {
  personal: {
    firstName: 'Sofia',
    lastName: 'Bennett',
    email: 'sofia.bennett@example.com',
    company: 'Bennett & Co',
  },
  information: {
    bio: 'Sales lead. I answer the phone before the second ring.',
    birthday: '1990-04-12',
    website: 'https://example.com',
    phone: '+1 555 010 2233',
    country: 'United Kingdom',
  },
  social: {
    twitter: 'https://twitter.com/sofiabennett',
    facebook: '',
    linkedin: 'https://www.linkedin.com/in/sofiabennett',
    github: '',
  },
  notifications: { newCall: true, missedCall: true, weeklyReport: false, productNews: true, mentions: false },
  connections: [
    { id: 1, name: 'Ava Morgan', title: 'Founder and CEO', connected: true },
    { id: 2, name: 'Noah Patel', title: 'Head of Product', connected: true },
    { id: 3, name: 'Lina Haddad', title: 'Lead Engineer', connected: false },
    { id: 4, name: 'Mateo Rossi', title: 'Customer Success', connected: false },
    { id: 5, name: 'Chloe Martin', title: 'Account Manager', connected: true },
  ],
  activity: [
    { id: 1, date: '2026-03-12 09:40', text: 'Logged 4 calls on the Northwind phone sheet' },
    { id: 2, date: '2026-03-11 16:05', text: 'Shared the Contoso phone sheet with Noah Patel' },
    { id: 3, date: '2026-03-10 11:20', text: 'Changed the notification settings' },
    { id: 4, date: '2026-03-08 14:55', text: 'Added a note to a call from Fabrikam' },
    { id: 5, date: '2026-03-05 08:30', text: 'Signed in from a new device' },
  ],
};

export interface PagesDb {
  faq: FaqItem[];
  kb: KbArticle[];
  blog: BlogPost[];
  portfolio: PortfolioItem[];
  pricing: PricingPlan[];
  timeline: TimelineEvent[];
  team: TeamMember[];
  account: Account;
  password: string;
  newsletter: string[];
  messages: { name: string; email: string; message: string }[];
}

/** A fresh deep copy of the sample data (changes last until the page is reloaded). */
export function createPagesDb(): PagesDb {
  return JSON.parse(
    JSON.stringify({
      faq: FAQ,
      kb: KB,
      blog: BLOG,
      portfolio: PORTFOLIO,
      pricing: PRICING,
      timeline: TIMELINE,
      team: TEAM,
      account: ACCOUNT,
      password: SAMPLE_PASSWORD,
      newsletter: [],
      messages: [],
    }),
  ) as PagesDb;
}
