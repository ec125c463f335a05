import { waitFor } from '@testing-library/react';
import { api } from '../api/client';
import { LEGACY_TOKEN_STORAGE_KEY, PROFILE_STORAGE_KEY } from '../api/token-storage';
import { registerNavigator } from '../navigation';
import { createAppStore } from '../store/create-app-store';
import { resetCachedSlices } from '../store/reset-cached-slices';
import { mockFetch, sampleUser } from '../testing/mock-fetch';
import { selectFullName, selectIsAuthenticated, selectRole } from './selectors';
import { sessionActions } from './session-slice';

const navigate = jest.fn();
let unregister: () => void;
let warn: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  unregister = registerNavigator(navigate);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  unregister();
  warn.mockRestore();
});

/** This browser signed in before: a profile was kept, so the start asks the refresh cookie. */
const signedInBefore = () => localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(sampleUser()));
const REFRESHED = { body: { data: { accessToken: 'tok-1', expiresIn: 900 } } };
const tokenKeys = () => Object.keys(localStorage).filter((k) => /token/i.test(k));

const settled = (store: ReturnType<typeof createAppStore>) =>
  waitFor(() => expect(store.getState().session.status).not.toBe('loading'));

describe('session start', () => {
  it('in a browser that never signed in becomes anonymous without calling the server', async () => {
    const server = mockFetch({});
    const store = createAppStore();
    expect(store.getState().session.status).toBe('loading');
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(store.getState().session).toMatchObject({ status: 'anonymous', token: null, user: null });
    expect(server.calls).toHaveLength(0);
  });

  it('renews the access token with the refresh cookie, keeps it in memory only, then loads the profile', async () => {
    signedInBefore();
    const server = mockFetch({
      'POST /api/v1/auth/refresh': REFRESHED,
      'GET /api/v1/auth/getMe': { body: { data: sampleUser({ subscribed: 0 }) } },
    });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /auth/refresh',
      'GET /auth/getMe',
    ]);
    expect(server.calls[0].headers.Authorization).toBeUndefined();
    expect(server.calls[1].headers.Authorization).toBe('tok-1');
    const session = store.getState().session;
    expect(session).toMatchObject({ status: 'authenticated', token: 'tok-1', subscribed: false });
    expect(session.tokenExpiresAt).toBeGreaterThan(Date.now() + 890_000);
    expect(session.user?.email).toBe('ann@example.com');
    expect(tokenKeys()).toEqual([]);
    expect(JSON.stringify(sessionStorage)).not.toContain('tok-1');
    expect(JSON.stringify(localStorage)).not.toContain('tok-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refused refresh (no cookie, or the session ended) signs out and drops the kept profile', async () => {
    signedInBefore();
    mockFetch({ 'POST /api/v1/auth/refresh': { status: 401, body: { msg: 'Token is not valid' } } });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(store.getState().session).toMatchObject({ status: 'anonymous', token: null, user: null });
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
  });

  it('clears the session when the profile answer has no data', async () => {
    signedInBefore();
    mockFetch({ 'POST /api/v1/auth/refresh': REFRESHED, 'GET /api/v1/auth/getMe': { body: { msg: 'ok' } } });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(store.getState().session).toMatchObject({ status: 'anonymous', token: null, user: null });
  });

  it('clears the session when the profile call fails', async () => {
    signedInBefore();
    mockFetch({
      'POST /api/v1/auth/refresh': REFRESHED,
      'GET /api/v1/auth/getMe': { status: 500, body: { msg: 'boom' } },
    });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('without the network signs in with the last profile seen (no token yet); back online, the first call renews it', async () => {
    localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(sampleUser({ firstName: 'Kept' })));
    // The installed app opened with no network.
    mockFetch({ 'POST /api/v1/auth/refresh': { networkError: true } });
    const offline = createAppStore();
    offline.dispatch(sessionActions.start());
    await settled(offline);
    expect(offline.getState().session).toMatchObject({ status: 'authenticated', token: null });
    expect(offline.getState().session.user?.firstName).toBe('Kept');
    // Back online: a queued write gets a fresh token first.
    const server = mockFetch({
      'POST /api/v1/auth/refresh': REFRESHED,
      'POST /api/v1/calls': { status: 201, body: { data: {} } },
    });
    await api.post('calls', { phone: '1' });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/refresh', 'POST /calls']);
    expect(server.calls[1].headers.Authorization).toBe('tok-1');
  });

  it('without the network and no profile seen before, the session is cleared as before', async () => {
    localStorage.setItem(LEGACY_TOKEN_STORAGE_KEY, 'old-token');
    mockFetch({
      'POST /api/v1/auth/exchangeToken': { networkError: true },
      'POST /api/v1/auth/refresh': { networkError: true },
    });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('a token an earlier version left in localStorage is exchanged once for the cookie, then deleted', async () => {
    localStorage.setItem(LEGACY_TOKEN_STORAGE_KEY, 'old-12h-token');
    const server = mockFetch({
      'POST /api/v1/auth/exchangeToken': { body: { data: { accessToken: 'short-1', expiresIn: 900 } } },
      'GET /api/v1/auth/getMe': { body: { data: sampleUser() } },
    });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /auth/exchangeToken',
      'GET /auth/getMe',
    ]);
    expect(server.calls[0].headers.Authorization).toBe('old-12h-token');
    expect(server.calls[1].headers.Authorization).toBe('short-1');
    expect(store.getState().session).toMatchObject({ status: 'authenticated', token: 'short-1' });
    expect(localStorage.getItem(LEGACY_TOKEN_STORAGE_KEY)).toBeNull();
    expect(JSON.stringify(localStorage)).not.toContain('short-1');
  });

  it('an earlier token the server refuses is deleted too, and the refresh cookie is tried', async () => {
    localStorage.setItem(LEGACY_TOKEN_STORAGE_KEY, 'spent');
    const server = mockFetch({
      'POST /api/v1/auth/exchangeToken': { status: 401, body: { msg: 'Token is not valid' } },
      'POST /api/v1/auth/refresh': { status: 401, body: { msg: 'Token is not valid' } },
    });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(server.calls.map((c) => c.path)).toEqual(['/auth/exchangeToken', '/auth/refresh']);
    expect(store.getState().session.status).toBe('anonymous');
    expect(localStorage.getItem(LEGACY_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('login', () => {
  const credentials = { email: 'ann@example.com', password: 'secret123' };

  it('keeps the token in memory, loads the profile and sends an unsubscribed user to /subscription', async () => {
    const server = mockFetch({
      'POST /api/v1/auth/login': { body: { data: { accessToken: 'new-token' } } },
      'GET /api/v1/auth/getMe': { body: { data: sampleUser({ subscribed: false }) } },
    });
    const store = createAppStore();
    store.dispatch(sessionActions.login(credentials));
    expect(store.getState().session.loginPending).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/subscription', undefined));

    const [login, getMe] = server.calls;
    expect(login).toMatchObject({ method: 'POST', url: '/api/v1/auth/login', body: credentials });
    expect(login.headers.Authorization).toBeUndefined();
    expect(getMe.headers.Authorization).toBe('new-token');
    expect(server.callsTo('GET', '/auth/getMe')).toHaveLength(1);
    expect(JSON.stringify(localStorage)).not.toContain('new-token');
    expect(store.getState().session).toMatchObject({
      status: 'authenticated',
      token: 'new-token',
      subscribed: false,
      loginPending: false,
    });
  });

  it('reloads the profile and stays when the user is subscribed', async () => {
    const server = mockFetch({
      'POST /api/v1/auth/login': { body: { data: { accessToken: 'new-token' } } },
      'GET /api/v1/auth/getMe': [
        { body: { data: sampleUser({ subscribed: true, firstName: 'First' }) } },
        { body: { data: sampleUser({ subscribed: true, firstName: 'Reloaded' }) } },
      ],
    });
    const store = createAppStore();
    store.dispatch(sessionActions.login(credentials));
    await waitFor(() => expect(store.getState().session.user?.firstName).toBe('Reloaded'));
    expect(server.callsTo('GET', '/auth/getMe')).toHaveLength(2);
    expect(store.getState().session).toMatchObject({ status: 'authenticated', subscribed: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on failure stays anonymous and shows the server message', async () => {
    mockFetch({ 'POST /api/v1/auth/login': { status: 401, body: { msg: 'Invalid email or password' } } });
    const store = createAppStore();
    store.dispatch(sessionActions.login(credentials));
    await waitFor(() => expect(store.getState().ui.toasts).toHaveLength(1));
    expect(store.getState().ui.toasts[0]).toMatchObject({ kind: 'error', text: 'Invalid email or password' });
    expect(store.getState().session).toMatchObject({
      status: 'anonymous',
      token: null,
      loginPending: false,
      loginError: 'Invalid email or password',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a failure without a message shows "Something went wrong"', async () => {
    mockFetch({ 'POST /api/v1/auth/login': { networkError: true } });
    const store = createAppStore();
    store.dispatch(sessionActions.login(credentials));
    await waitFor(() => expect(store.getState().ui.toasts).toHaveLength(1));
    expect(store.getState().ui.toasts[0]).toMatchObject({
      kind: 'error',
      text: 'Something went wrong',
      messageId: 'common.somethingWentWrong',
    });
    expect(store.getState().session.status).toBe('anonymous');
  });
});

async function signedInStore() {
  signedInBefore();
  const store = createAppStore();
  return store;
}

describe('logout', () => {
  it.each([
    ['succeeds', { body: { msg: 'Logged out' } }],
    ['fails', { status: 500, body: { msg: 'down' } }],
  ])(
    'when the call %s clears token, stored data and cached slices, then goes to /home',
    async (_label, answer) => {
      const server = mockFetch({
        'POST /api/v1/auth/refresh': REFRESHED,
        'GET /api/v1/auth/getMe': { body: { data: sampleUser() } },
        'POST /api/v1/auth/logout': answer,
      });
      const store = await signedInStore();
      store.injectReducer('phonesheet', (state: { rows: number[] } = { rows: [] }, action) => {
        if (resetCachedSlices.match(action)) return { rows: [] };
        return action.type === 'rows/loaded' ? { rows: [1, 2] } : state;
      });
      store.dispatch(sessionActions.start());
      await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(true));
      store.dispatch({ type: 'rows/loaded' });
      localStorage.setItem('phonesheet.lastSheet', 'x');
      localStorage.setItem('phonesheet.settings', '{"locale":"fr"}');

      store.dispatch(sessionActions.logout());
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home', undefined));

      const [logoutCall] = server.callsTo('POST', '/auth/logout');
      expect(logoutCall.headers.Authorization).toBe('tok-1');
      expect(logoutCall.body).toEqual({});
      expect(store.getState().session).toMatchObject({ status: 'anonymous', token: null, user: null });
      expect((store.getState() as unknown as { phonesheet: { rows: number[] } }).phonesheet.rows).toEqual([]);
      expect(localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem('phonesheet.lastSheet')).toBeNull();
      expect(localStorage.getItem('phonesheet.settings')).toBe('{"locale":"fr"}');
    },
  );
});

describe('token problems', () => {
  it('a 401 on a call made with the token renews it once and the call goes again', async () => {
    const server = mockFetch({
      'POST /api/v1/auth/refresh': [REFRESHED, { body: { data: { accessToken: 'tok-2', expiresIn: 900 } } }],
      'GET /api/v1/auth/getMe': { body: { data: sampleUser() } },
      'GET /api/v1/phonesheet': (call) =>
        call.headers.Authorization === 'tok-2'
          ? { body: { data: [] } }
          : { status: 401, body: { msg: 'Token is not valid' } },
    });
    const store = await signedInStore();
    store.dispatch(sessionActions.start());
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(true));
    // Three calls meet the expired token at once: one refresh serves them all.
    const answers = await Promise.all([api.get('phonesheet'), api.get('phonesheet'), api.get('phonesheet')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(server.callsTo('POST', '/auth/refresh')).toHaveLength(2);
    expect(store.getState().session).toMatchObject({ status: 'authenticated', token: 'tok-2' });
  });

  it('a token about to expire is renewed before the call', async () => {
    const server = mockFetch({
      'POST /api/v1/auth/refresh': [
        { body: { data: { accessToken: 'tok-1', expiresIn: 30 } } },
        { body: { data: { accessToken: 'tok-2', expiresIn: 900 } } },
      ],
      'GET /api/v1/auth/getMe': { body: { data: sampleUser() } },
      'GET /api/v1/phonesheet': { body: { data: [] } },
    });
    const store = await signedInStore();
    store.dispatch(sessionActions.start());
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(true));
    await api.get('phonesheet');
    expect(server.callsTo('GET', '/phonesheet')[0].headers.Authorization).toBe('tok-2');
  });

  it('a 401 "Token is not valid" that a refresh cannot mend is logged and clears the session', async () => {
    mockFetch({
      'POST /api/v1/auth/refresh': [REFRESHED, { status: 401, body: { msg: 'Token is not valid' } }],
      'GET /api/v1/auth/getMe': { body: { data: sampleUser() } },
      'GET /api/v1/phonesheet': { status: 401, body: { msg: 'Token is not valid' } },
    });
    const store = await signedInStore();
    store.dispatch(sessionActions.start());
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(true));

    await expect(api.get('phonesheet')).rejects.toMatchObject({ status: 401, message: 'Token is not valid' });
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Token is not valid'));
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
  });

  it('"Token is not valid" in an answer that is not a 401 is only logged', async () => {
    mockFetch({
      'POST /api/v1/auth/refresh': REFRESHED,
      'GET /api/v1/auth/getMe': { body: { data: sampleUser() } },
      'GET /api/v1/odd': { status: 200, body: { msg: 'Token is not valid' } },
    });
    const store = await signedInStore();
    store.dispatch(sessionActions.start());
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(true));
    await api.get('odd');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Token is not valid'));
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('a 401 on a call made without a token keeps the session', async () => {
    mockFetch({
      'POST /api/v1/auth/refresh': REFRESHED,
      'GET /api/v1/auth/getMe': { body: { data: sampleUser() } },
      'POST /api/v1/auth/unlock': { status: 401, body: { msg: 'nope' } },
    });
    const store = await signedInStore();
    store.dispatch(sessionActions.start());
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(true));
    await expect(api.post('auth/unlock', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('tokenReplaced keeps the new token in memory, and the next call sends it', async () => {
    const server = mockFetch({ 'GET /api/v1/auth/getMe': { body: { data: sampleUser() } } });
    const store = await signedInStore();
    store.dispatch(sessionActions.tokenReplaced('tok-2', 900));
    expect(tokenKeys()).toEqual([]);
    expect(store.getState().session.token).toBe('tok-2');
    store.dispatch(sessionActions.profileRequested());
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].headers.Authorization).toBe('tok-2');
  });

  it('profileRequested refreshes the user; a failed reload is only logged', async () => {
    mockFetch({
      'POST /api/v1/auth/refresh': REFRESHED,
      'GET /api/v1/auth/getMe': [
        { body: { data: sampleUser() } },
        { body: { data: sampleUser({ firstName: 'Anna', fullName: 'Anna Lee', userType: 'User' }) } },
        { status: 500, body: { msg: 'down' } },
      ],
    });
    const store = await signedInStore();
    store.dispatch(sessionActions.start());
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(true));
    expect(selectRole(store.getState())).toBe('admin');
    store.dispatch(sessionActions.profileRequested());
    await waitFor(() => expect(selectFullName(store.getState())).toBe('Anna Lee'));
    expect(selectRole(store.getState())).toBe('user');
    store.dispatch(sessionActions.profileRequested());
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[session] profile reload failed', expect.anything()),
    );
    expect(store.getState().session).toMatchObject({ status: 'authenticated', token: 'tok-1' });
  });
});
