import { waitFor } from '@testing-library/react';
import type { Reducer } from 'redux';
import { createTestStore, mockFetch } from '@phonesheet/shared/testing';
import { devMailboxSaga } from './dev-mailbox-saga';
import { DEV_MAILBOX_KEY, devMailboxActions, devMailboxReducer, selectDevMailbox } from './dev-mailbox-store';

const mail = (subject: string, createdAt: string) => ({
  to: 'ann@example.com',
  subject,
  text: 'x',
  createdAt,
});

afterEach(() => localStorage.clear());

function start() {
  const store = createTestStore({
    reducers: { [DEV_MAILBOX_KEY]: devMailboxReducer as Reducer },
    sagas: { [DEV_MAILBOX_KEY]: devMailboxSaga },
    token: 'a-token',
  });
  store.dispatch(devMailboxActions.requested());
  return () => selectDevMailbox(store.getState());
}

test('loads the mailbox without a token and lists it newest first', async () => {
  const server = mockFetch({
    'GET /api/v1/dev/mailbox': {
      body: {
        data: [mail('January', '2025-01-01T10:00:00.000Z'), mail('March', '2025-03-01T10:00:00.000Z')],
      },
    },
  });
  const mailbox = start();
  expect(mailbox()).toEqual({ state: 'loading' });
  await waitFor(() => expect(mailbox().state).toBe('ready'));
  expect(mailbox()).toEqual({
    state: 'ready',
    mails: [mail('March', '2025-03-01T10:00:00.000Z'), mail('January', '2025-01-01T10:00:00.000Z')],
  });
  const [get] = server.callsTo('GET', '/dev/mailbox');
  expect(get.headers.Authorization).toBeUndefined();
});

test('an answer without data is an empty mailbox', async () => {
  mockFetch({ 'GET /api/v1/dev/mailbox': { body: {} } });
  const mailbox = start();
  await waitFor(() => expect(mailbox()).toEqual({ state: 'ready', mails: [] }));
});

test('404: the mailbox is disabled on this server', async () => {
  mockFetch({ 'GET /api/v1/dev/mailbox': { status: 404, body: { msg: 'Not found' } } });
  const mailbox = start();
  await waitFor(() => expect(mailbox()).toEqual({ state: 'disabled' }));
});

test("another failure keeps the server's message; a network failure says Something went wrong", async () => {
  mockFetch({ 'GET /api/v1/dev/mailbox': { status: 500, body: { msg: 'Database down' } } });
  const mailbox = start();
  await waitFor(() => expect(mailbox()).toEqual({ state: 'error', message: 'Database down' }));

  mockFetch({ 'GET /api/v1/dev/mailbox': { networkError: true } });
  const again = start();
  await waitFor(() => expect(again()).toEqual({ state: 'error', message: 'Something went wrong' }));
});
