export interface MockCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type MockAnswer = { status: number; body?: unknown };

/** Replaces window.fetch (used by the shared API client); `path` is relative to /api/v1. */
export function mockFetch(handler: (call: MockCall) => MockAnswer | Promise<MockAnswer>): MockCall[] {
  const calls: MockCall[] = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call: MockCall = {
      method: init?.method ?? 'GET',
      path: url.replace(/^.*\/api\/v1/, '').replace(/^\/?/, '/'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answer = await handler(call);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response;
  }) as typeof window.fetch;
  return calls;
}
