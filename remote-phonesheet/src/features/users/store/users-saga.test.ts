import { usersActions as A, selectUsers } from './users-slice';
import { flush, mockApi, setupStore } from '../../../testing/test-store';

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
  mockApi({
    'GET /api/v1/user/list': { body: { data: [user] } },
    'GET /api/v1/invitations': { body: { data: [] } },
  });
  const store = setupStore();
  store.dispatch(A.requested());
  await flush();
  expect(selectUsers(store.getState() as never).list).toEqual([user]);
});

test('a non-200 answer shows "Something went wrong, Please try again!" (SPEC.md §8)', async () => {
  mockApi({ 'GET /api/v1/user/list': { status: 500, body: { msg: 'Database down' } } });
  const store = setupStore();
  store.dispatch(A.requested());
  await flush();
  expect(selectUsers(store.getState() as never).error).toEqual({ messageId: 'phonesheet.users.loadFailed' });
});

test("a failed request shows the error's own message", async () => {
  mockApi({ 'GET /api/v1/user/list': { networkError: true } });
  const store = setupStore();
  store.dispatch(A.requested());
  await flush();
  expect(selectUsers(store.getState() as never).error).toEqual({ text: 'Something went wrong' });
});
