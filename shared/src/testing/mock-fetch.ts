import type { User } from '../session';

/**
 * A scripted window.fetch for tests, answering either by "METHOD /api/v1/path" (a route map)
 * or through one handler that sees every call; records every call either way.
 */
export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Reject like a network failure instead of answering. */
  networkError?: boolean;
}

export interface RecordedCall {
  method: string;
  /** As passed to fetch. */
  url: string;
  /** Relative to /api/v1 with its query, as docs/accounts.md writes it: '/auth/login'. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = MockAnswer | ((call: RecordedCall) => MockAnswer);
export type FetchRoutes = Record<string, Answer | Answer[]>;
export type FetchHandler = (call: RecordedCall) => MockAnswer | Promise<MockAnswer>;

/** Route map: the last answer of a list repeats, earlier ones are used once each. */
function routeHandler(routes: FetchRoutes): FetchHandler {
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]),
  );
  return (call) => {
    const path = call.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const queue = queues.get(`${call.method} ${path}`);
    if (!queue || queue.length === 0) throw new Error(`mockFetch: no answer for ${call.method} ${path}`);
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    return typeof next === 'function' ? next(call) : next;
  };
}

export function mockFetch(script: FetchRoutes | FetchHandler) {
  const calls: RecordedCall[] = [];
  const handler = typeof script === 'function' ? script : routeHandler(script);
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      path: url.replace(/^.*\/api\/v1/, '').replace(/^\/?/, '/'),
      headers: { ...(init.headers as Record<string, string>) },
      // JSON parsed; a Blob (a file sent as it is) kept for the test to read.
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof Blob
            ? init.body
            : undefined,
    };
    calls.push(call);
    const answer = await handler(call);
    if (answer.networkError) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  });
  window.fetch = fetchMock as unknown as typeof window.fetch;
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.url.split('?')[0].endsWith(path)),
  };
}

/** A getMe profile (docs/accounts.md "User"): a subscribed admin, with overridable fields. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    fullName: 'Ann Lee',
    avatar: null,
    userType: 'Admin',
    subscribed: true,
    companySubscription: [{ paid: true }],
    company: { _id: 'c1', name: 'Acme' },
    ...overrides,
  };
}

/** A recorded Blob body's text (jsdom's Blob has no text()). */
export function blobText(body: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(body as Blob);
  });
}
