import { blobText, mockFetch } from '../testing/mock-fetch';
import { ApiError } from './api-error';
import { setApiBaseUrl } from './base-url';
import { api } from './client';
import { errorMessage } from './error-message';
import { bindAccessToken } from './access-token';
import { clearStoredSessionData, LEGACY_TOKEN_STORAGE_KEY } from './token-storage';
import { onUnauthorized } from './unauthorized';

/** The token the client finds in memory (the store's session slice binds it in the app). */
let memory: { token: string | null; expiresAt: number | null; signedIn: boolean };
const holdToken = (token: string | null) => {
  memory = { token, expiresAt: null, signedIn: !!token };
};

beforeEach(() => {
  holdToken(null);
  bindAccessToken({
    current: () => memory,
    renewed: (token, expiresIn) => {
      memory = { token, expiresAt: Date.now() + expiresIn * 1000, signedIn: true };
    },
  });
  localStorage.clear();
  setApiBaseUrl(null);
  delete window.__PHONESHEET_CONFIG__;
});

describe('api client', () => {
  it('sends JSON with the raw token held in memory and returns status and parsed body', async () => {
    holdToken('abc.def');
    const server = mockFetch({
      'PATCH /api/v1/auth/updateProfile': {
        body: { data: { accessToken: 't2' }, msg: 'Updated Successfully' },
      },
    });
    const response = await api.patch('auth/updateProfile', { firstName: 'A', lastName: 'B' });
    expect(response).toEqual({
      status: 200,
      data: { data: { accessToken: 't2' }, msg: 'Updated Successfully' },
    });
    expect(server.calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/auth/updateProfile',
      body: { firstName: 'A', lastName: 'B' },
      headers: { Authorization: 'abc.def', 'Content-Type': 'application/json', Accept: 'application/json' },
    });
  });

  it('sends a Blob as it is, with its own content type (a CSV file as text/csv)', async () => {
    const server = mockFetch({
      'POST /api/v1/calls/import': { status: 202, body: { msg: 'Import started' } },
    });
    await api.post('calls/import?dryRun=true', new Blob(['a,b\n1,2'], { type: 'text/csv' }));
    const [call] = server.calls;
    expect(call.url).toBe('/api/v1/calls/import?dryRun=true');
    expect(call.headers['Content-Type']).toBe('text/csv');
    expect(call.body).toBeInstanceOf(Blob);
    expect(await blobText(call.body)).toBe('a,b\n1,2');
  });

  it('sends no Authorization header with { auth: false } or without a token', async () => {
    const server = mockFetch({ 'PATCH /api/v1/auth/verifyUser/xyz': { body: { msg: 'Account verified' } } });
    await api.patch('auth/verifyUser/xyz');
    holdToken('abc');
    await api.patch('/auth/verifyUser/xyz', undefined, { auth: false });
    expect(server.calls.map((call) => call.headers.Authorization)).toEqual([undefined, undefined]);
  });

  it('puts GET parameters in the query string', async () => {
    const server = mockFetch({ 'GET /api/v1/subscription/getSubscriptionPlans': { body: { data: [] } } });
    await api.get('subscription/getSubscriptionPlans', { paid: true });
    expect(server.calls[0].url).toBe('/api/v1/subscription/getSubscriptionPlans?paid=true');
    expect(server.calls[0].body).toBeUndefined();
  });

  it('uses the configured base URL, and setApiBaseUrl over it', async () => {
    const server = mockFetch({ 'GET /v1/health': { body: { data: { status: 'ok' } } } });
    window.__PHONESHEET_CONFIG__ = { apiBaseUrl: 'https://api.example.com/v1/' };
    await api.get('/health');
    setApiBaseUrl('http://localhost:4000/v1');
    await api.get('health');
    expect(server.calls.map((call) => call.url)).toEqual([
      'https://api.example.com/v1/health',
      'http://localhost:4000/v1/health',
    ]);
  });

  it('rejects a non-2xx answer with an ApiError carrying status, body and message', async () => {
    mockFetch({
      'POST /api/v1/auth/registerAdmin': { status: 409, body: { msg: 'Email is already registered' } },
    });
    const error = await api.post('auth/registerAdmin', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Email is already registered',
      body: { msg: 'Email is already registered' },
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    mockFetch({ 'GET /api/v1/x': { networkError: true } });
    await expect(api.get('x')).rejects.toMatchObject({ status: 0, message: 'Something went wrong' });
  });

  it('reports a 401 to onUnauthorized only when the call carried a token', async () => {
    mockFetch({ 'GET /api/v1/secret': { status: 401, body: { msg: 'Token is not valid' } } });
    const listener = jest.fn();
    const stop = onUnauthorized(listener);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await api.get('secret').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    holdToken('t');
    await api.get('secret').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await api.get('secret').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('renewing the access token (POST /auth/refresh, the HttpOnly cookie)', () => {
  const renewed = (token: string) => ({ body: { data: { accessToken: token, expiresIn: 900 } } });

  it('after a 401: one refresh, sent with the cookie, under the cross-tab Web Lock; the call goes again with the new token', async () => {
    const request = jest.fn((_name: string, work: () => Promise<unknown>) => work());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      holdToken('old');
      const server = mockFetch({
        'POST /api/v1/auth/refresh': renewed('new'),
        'GET /api/v1/x': (call) =>
          call.headers.Authorization === 'new' ? { body: { ok: 1 } } : { status: 401 },
      });
      const fetchInit = () =>
        server.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/refresh'))?.[1];
      const [a, b] = await Promise.all([api.get('x'), api.get('x')]);
      expect([a.data, b.data]).toEqual([{ ok: 1 }, { ok: 1 }]);
      expect(server.callsTo('POST', '/auth/refresh')).toHaveLength(1);
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.calls[0][0]).toBe('phonesheet.refresh');
      expect(fetchInit()).toMatchObject({ method: 'POST', credentials: 'include' });
      expect(server.callsTo('POST', '/auth/refresh')[0].headers.Authorization).toBeUndefined();
      expect(memory.token).toBe('new');
      expect(Object.keys(localStorage)).toEqual([]);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });

  it('a second 401 after the refresh ends the session (onUnauthorized), without a loop', async () => {
    holdToken('old');
    const server = mockFetch({
      'POST /api/v1/auth/refresh': renewed('new'),
      'GET /api/v1/x': { status: 401, body: { msg: 'Token is not valid' } },
    });
    const listener = jest.fn();
    const stop = onUnauthorized(listener);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(api.get('x')).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('GET', '/x')).toHaveLength(2);
    expect(server.callsTo('POST', '/auth/refresh')).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    warn.mockRestore();
  });

  it('signed in without a token in memory (started offline): the call renews it first', async () => {
    memory = { token: null, expiresAt: null, signedIn: true };
    const server = mockFetch({
      'POST /api/v1/auth/refresh': renewed('fresh'),
      'GET /api/v1/x': { body: {} },
    });
    await api.get('x');
    expect(server.calls.map((c) => c.path)).toEqual(['/auth/refresh', '/x']);
    expect(server.calls[1].headers.Authorization).toBe('fresh');
  });
});

describe('errorMessage', () => {
  it.each([
    [{ msg: 'From msg', message: 'no', errors: ['no'] }, 'From msg'],
    [{ message: 'From message', errors: ['no'] }, 'From message'],
    [{ errors: ['First error', 'second'] }, 'First error'],
    [{ errors: [{ message: 'Object error' }] }, 'Object error'],
    [
      new ApiError(400, { msg: 'Passwords must match', errors: ['Passwords must match'] }),
      'Passwords must match',
    ],
    [new ApiError(500, null), 'Something went wrong'],
    [new Error('Own message'), 'Own message'],
    [{}, 'Something went wrong'],
    [null, 'Something went wrong'],
    [undefined, 'Something went wrong'],
  ])('%p → %p', (input, expected) => {
    expect(errorMessage(input)).toBe(expected);
  });
});

describe('stored session data', () => {
  it('clearStoredSessionData removes phonesheet.* keys but the settings and other apps’ keys', () => {
    localStorage.setItem(LEGACY_TOKEN_STORAGE_KEY, 't');
    localStorage.setItem('phonesheet.draft', 'd');
    localStorage.setItem('phonesheet.settings', '{}');
    localStorage.setItem('other', 'o');
    clearStoredSessionData();
    expect(Object.keys(localStorage).sort()).toEqual(['other', 'phonesheet.settings']);
  });
});
