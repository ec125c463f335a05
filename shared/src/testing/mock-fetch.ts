/** A scripted window.fetch for tests: answers by "METHOD /path" and records every call. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Reject like a network failure instead of answering. */
  networkError?: boolean;
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = MockAnswer | ((call: RecordedCall) => MockAnswer);

export function mockFetch(routes: Record<string, Answer | Answer[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]));
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      url: input,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const path = input.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const queue = queues.get(`${method} ${path}`);
    if (!queue || queue.length === 0) throw new Error(`mockFetch: no answer for ${method} ${path}`);
    // The last answer repeats; earlier ones are used once each.
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    const answer = typeof next === 'function' ? next(call) : next;
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

/** A getMe user with overridable fields. */
export function sampleUser<T extends object>(overrides: T = {} as T) {
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
