import { waitFor } from '@testing-library/react';
import { api } from '../api/client';
import { TOKEN_STORAGE_KEY } from '../api/token-storage';
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

const settled = (store: ReturnType<typeof createAppStore>) =>
  waitFor(() => expect(store.getState().session.status).not.toBe('loading'));

describe('session start', () => {
  it('without a stored token becomes anonymous without calling the server', async () => {
    const server = mockFetch({});
    const store = createAppStore();
    expect(store.getState().session.status).toBe('loading');
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(store.getState().session).toMatchObject({ status: 'anonymous', token: null, user: null });
    expect(server.calls).toHaveLength(0);
  });

  it('with a stored token fetches the profile with it and becomes authenticated', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    const server = mockFetch({ 'GET /api/v1/auth/getMe': { body: { data: sampleUser({ subscribed: 0 }) } } });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].headers.Authorization).toBe('tok-1');
    const session = store.getState().session;
    expect(session).toMatchObject({ status: 'authenticated', token: 'tok-1', subscribed: false });
    expect(session.user?.email).toBe('ann@example.com');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the session when the profile answer has no data', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    mockFetch({ 'GET /api/v1/auth/getMe': { body: { msg: 'ok' } } });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(store.getState().session).toMatchObject({ status: 'anonymous', token: null, user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears the session when the profile call fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    mockFetch({ 'GET /api/v1/auth/getMe': { status: 500, body: { msg: 'boom' } } });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(store.getState().session.status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('without the network signs in with the last profile seen, keeping the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    mockFetch({ 'GET /api/v1/auth/getMe': { body: { data: sampleUser({ firstName: 'Kept' }) } } });
    const online = createAppStore();
    online.dispatch(sessionActions.start());
    await settled(online);
    // The installed app opened again with no network.
    mockFetch({ 'GET /api/v1/auth/getMe': { networkError: true } });
    const offline = createAppStore();
    offline.dispatch(sessionActions.start());
    await settled(offline);
    expect(offline.getState().session).toMatchObject({ status: 'authenticated', token: 'tok-1' });
    expect(offline.getState().session.user?.firstName).toBe('Kept');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
  });

  it('without the network and no profile seen before, the session is cleared as before', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    mockFetch({ 'GET /api/v1/auth/getMe': { networkError: true } });
    const store = createAppStore();
    store.dispatch(sessionActions.start());
    await settled(store);
    expect(store.getState().session.status).toBe('anonymous');
  });
});

describe('login', () => {
  const credentials = { email: 'ann@example.com', password: 'secret123' };

  it('stores the token, loads the profile and sends an unsubscribed user to /subscription', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
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
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
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
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
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
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
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
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem('phonesheet.lastSheet')).toBeNull();
      expect(localStorage.getItem('phonesheet.settings')).toBe('{"locale":"fr"}');
    },
  );
});

describe('token problems', () => {
  it('a 401 "Token is not valid" on a call made with the token is logged and clears the session', async () => {
    mockFetch({
      'GET /api/v1/auth/getMe': { body: { data: sampleUser() } },
      'GET /api/v1/phonesheet': { status: 401, body: { msg: 'Token is not valid' } },
    });
    const store = await signedInStore();
    store.dispatch(sessionActions.start());
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(true));

    await expect(api.get('phonesheet')).rejects.toMatchObject({ status: 401, message: 'Token is not valid' });
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Token is not valid'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('"Token is not valid" in an answer that is not a 401 is only logged', async () => {
    mockFetch({
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

  it('tokenReplaced stores the new token, which the next call sends', async () => {
    const server = mockFetch({ 'GET /api/v1/auth/getMe': { body: { data: sampleUser() } } });
    const store = await signedInStore();
    store.dispatch(sessionActions.tokenReplaced('tok-2'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-2');
    expect(store.getState().session.token).toBe('tok-2');
    store.dispatch(sessionActions.profileRequested());
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].headers.Authorization).toBe('tok-2');
  });

  it('profileRequested refreshes the user; a failed reload is only logged', async () => {
    mockFetch({
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
