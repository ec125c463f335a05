import { selectToasts } from '@phonesheet/shared';
import { usersActions as A, selectUsers } from './users-slice';
import { basicPlanLimit, mockFetch } from '@phonesheet/shared/testing';
import { flush, setupStore } from '../../../testing/test-store';

const user = {
  _id: 'u1',
  firstName: 'Ann',
  lastName: 'Lee',
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  role: 'admin',
  userType: 'Admin',
  status: 'active',
  lastSignInAt: null,
  covers: [],
};

test('a 200 answer is stored as the user list', async () => {
  mockFetch({
    'GET /api/v1/user/list': { body: { data: [user] } },
    'GET /api/v1/invitations': { body: { data: [] } },
  });
  const store = setupStore();
  store.dispatch(A.requested());
  await flush();
  expect(selectUsers(store.getState() as never).list).toEqual([user]);
});

test('a non-200 answer shows "Something went wrong, Please try again!"', async () => {
  mockFetch({ 'GET /api/v1/user/list': { status: 500, body: { msg: 'Database down' } } });
  const store = setupStore();
  store.dispatch(A.requested());
  await flush();
  expect(selectUsers(store.getState() as never).error).toEqual({ messageId: 'phonesheet.users.loadFailed' });
});

test("a failed request shows the error's own message", async () => {
  mockFetch({ 'GET /api/v1/user/list': { networkError: true } });
  const store = setupStore();
  store.dispatch(A.requested());
  await flush();
  expect(selectUsers(store.getState() as never).error).toEqual({ text: 'Something went wrong' });
});

const seats402 = { status: 402, body: basicPlanLimit('seats') };

test('an invitation refused by the plan (402) keeps the limit for the upgrade offer, not a toast', async () => {
  mockFetch({ 'POST /api/v1/invitations': seats402 });
  const store = setupStore();
  store.dispatch(A.inviteRequested({ email: 'second@example.com', role: 'user' }));
  await flush();
  const s = selectUsers(store.getState() as never);
  expect(s.planLimit).toEqual(seats402.body);
  expect(s.inviting).toBe(false);
  expect(selectToasts(store.getState() as never)).toEqual([]);
  store.dispatch(A.planLimitDismissed());
  expect(selectUsers(store.getState() as never).planLimit).toBeNull();
});

test('reactivation refused by the plan shows the offer too; other failures stay toasts', async () => {
  mockFetch({
    'PATCH /api/v1/user/u2': seats402,
    'PATCH /api/v1/user/u3': {
      status: 409,
      body: { msg: 'The last administrator can not be removed or demoted' },
    },
  });
  const store = setupStore();
  store.dispatch(A.updateRequested({ id: 'u2', changes: { deactivated: false } }));
  await flush();
  expect(selectUsers(store.getState() as never).planLimit).toMatchObject({ limit: 'seats' });
  store.dispatch(A.planLimitDismissed());
  store.dispatch(A.updateRequested({ id: 'u3', changes: { role: 'user' } }));
  await flush();
  expect(selectUsers(store.getState() as never).planLimit).toBeNull();
  expect(selectToasts(store.getState() as never).map((t) => t.text)).toEqual([
    'The last administrator can not be removed or demoted',
  ]);
});

describe('accepting an invitation', () => {
  const body = {
    token: 'tok-1',
    firstName: 'Zoe',
    lastName: 'Park',
    password: 'secret123',
    confirmPassword: 'secret123',
  };
  const acceptanceOf = (s: ReturnType<typeof setupStore>) => selectUsers(s.getState() as never).acceptance;

  test('sends name and password with the token, and is done on a 201', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/invitations/accept': {
        status: 201,
        body: { msg: 'Welcome aboard, you can sign in now' },
      },
    });
    const store = setupStore();
    store.dispatch(A.acceptRequested(body));
    expect(acceptanceOf(store)).toEqual({ busy: true, errors: [], done: false });
    await flush();
    expect(calls.map((c) => c.body)).toEqual([body]);
    expect(acceptanceOf(store)).toEqual({ busy: false, errors: [], done: true });
  });

  test("keeps the server's reasons: every validation error, or the message", async () => {
    const errors = ['Password is too short - should be 8 chars minimum.', 'Passwords must match'];
    mockFetch({ 'POST /api/v1/invitations/accept': { status: 400, body: { msg: errors[0], errors } } });
    const store = setupStore();
    store.dispatch(A.acceptRequested(body));
    await flush();
    expect(acceptanceOf(store)).toEqual({ busy: false, errors, done: false });

    mockFetch({
      'POST /api/v1/invitations/accept': {
        status: 400,
        body: { msg: 'This invitation is invalid or has expired' },
      },
    });
    store.dispatch(A.acceptRequested(body));
    await flush();
    expect(acceptanceOf(store).errors).toEqual(['This invitation is invalid or has expired']);

    store.dispatch(A.acceptReset());
    expect(acceptanceOf(store)).toEqual({ busy: false, errors: [], done: false });
  });
});
