export interface MockCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type MockAnswer = { status: number; body?: unknown };
type Handler = (call: MockCall) => MockAnswer | Promise<MockAnswer>;

/**
 * Replaces window.fetch (which the shared API client uses) with `handler`; returns the calls
 * made, with the path relative to /api/v1 as docs/accounts.md writes it.
 */
export function mockFetch(handler: Handler): MockCall[] {
  const calls: MockCall[] = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.replace(/^.*\/api\/v1/, '').replace(/^\/?/, '/');
    const call: MockCall = {
      method: init?.method ?? 'GET',
      path,
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
