import type { User } from '@phonesheet/shared';

/** A getMe profile (docs/accounts.md "User") with overridable fields. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    fullName: 'Ann Lee',
    avatar: null,
    userType: 'User',
    subscribed: true,
    companySubscription: [{ paid: true }],
    company: { _id: 'c1', name: 'Acme' },
    ...overrides,
  };
}

/** Answers window.fetch with `status` and JSON `body`, recording each request. */
export function answerFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  window.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const text = JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  }) as unknown as typeof window.fetch;
  return calls;
}
