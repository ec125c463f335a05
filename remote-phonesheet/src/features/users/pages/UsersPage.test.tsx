import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { registerNavigator } from '@phonesheet/shared';
import UsersPage from './UsersPage';
import { usersActions as A } from '../store/users-slice';

// antd tables are slow to mount in jsdom on a shared machine.
jest.setTimeout(20_000);
import { basicPlanLimit, mockFetch } from '@phonesheet/shared/testing';
import { renderWithStore, setupStore } from '../../../testing/test-store';

const users = [
  {
    _id: 'u1',
    firstName: 'Ann',
    lastName: 'Lee',
    fullName: 'Ann Lee',
    email: 'ann@example.com',
    role: 'admin',
    userType: 'Admin',
    status: 'active',
    lastSignInAt: '2024-05-01T10:00:00.000Z',
    covers: [],
  },
  {
    _id: 'u2',
    firstName: 'Bo',
    lastName: 'Chen',
    fullName: 'Bo Chen',
    email: 'bo@example.com',
    role: 'user',
    userType: 'User',
    status: 'pending',
    lastSignInAt: null,
    covers: [],
  },
];

test('an admin sees every user with role, status and the admin actions', async () => {
  mockFetch({
    'GET /api/v1/user/list': { body: { data: users } },
    'GET /api/v1/invitations': { body: { data: [] } },
  });
  renderWithStore(<UsersPage />, setupStore());
  expect(await screen.findByText('Bo Chen')).toBeInTheDocument();
  expect(screen.getByText('E-mail not verified')).toBeInTheDocument();
  expect(screen.getByTestId('invite-open')).toBeInTheDocument();
  expect(screen.getAllByTestId('user-delete')).toHaveLength(2);
});

test('a user sees the list without the admin actions', async () => {
  mockFetch({ 'GET /api/v1/user/list': { body: { data: users } } });
  renderWithStore(<UsersPage />, setupStore({ _id: 'u2', userType: 'User' }));
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  expect(screen.getByText('Admin')).toBeInTheDocument();
  expect(screen.queryByTestId('user-delete')).toBeNull();
  expect(screen.queryByTestId('invite-open')).toBeNull();
});

test('a non-200 answer shows the SPEC text', async () => {
  mockFetch({ 'GET /api/v1/user/list': { status: 503, body: { msg: 'down' } } });
  renderWithStore(<UsersPage />, setupStore());
  expect(await screen.findByTestId('users-error')).toHaveTextContent(
    'Something went wrong, Please try again!',
  );
});

const seats = basicPlanLimit('seats');

test("a plan limit met by an invitation shows the message; the admin's upgrade button opens the subscription page", async () => {
  mockFetch({
    'GET /api/v1/user/list': { body: { data: users } },
    'GET /api/v1/invitations': { body: { data: [] } },
  });
  const go = jest.fn();
  const unregister = registerNavigator(go);
  const store = setupStore();
  renderWithStore(<UsersPage />, store);
  await screen.findByText('Bo Chen');
  act(() => {
    store.dispatch(A.planLimitMet(seats));
  });
  expect(screen.getByTestId('plan-limit')).toHaveTextContent(
    'Your Basic plan allows 2 users. Upgrade your plan to add more.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Upgrade plan' }));
  expect(go).toHaveBeenCalledWith('/dashboards/subscription', undefined);
  expect(screen.queryByTestId('plan-limit')).toBeNull();
  unregister();
});

describe('changes an admin confirms (issue 43)', () => {
  const active = [{ ...users[0] }, { ...users[1], status: 'active' }];
  const open = async () => {
    const fetched = mockFetch((call) => {
      if (call.path === '/user/list') return { body: { data: active } };
      if (call.path === '/invitations' && call.method === 'GET') return { body: { data: [] } };
      if (call.method === 'PATCH') return { body: { data: { ...active[1], ...(call.body as object) } } };
      return {
        status: 201,
        body: { data: { id: 'i1', email: 'new@example.com', role: 'user', expiresAt: '2030-01-01' } },
      };
    });
    renderWithStore(<UsersPage />, setupStore());
    await screen.findByText('Bo Chen');
    return fetched;
  };

  test('deactivating asks first and says it signs them out now; the switch has a visible label', async () => {
    const { calls } = await open();
    // The label is on screen beside the switch, and names it.
    const toggle = screen.getAllByRole('switch', { name: 'Active' })[1]!;
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate Bo Chen?');
    expect(dialog).toHaveTextContent('This signs Bo Chen out now');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('user-change-confirm'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ deactivated: true });
  });

  test('a role change says what it grants before it is made', async () => {
    const { calls } = await open();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role: Bo Chen' }));
    expect(
      await screen.findByText('Manages users, invitations, the plan and billing, and every desk'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getAllByText('Admin').at(-1)!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Make Bo Chen Admin?');
    expect(dialog).toHaveTextContent('Bo Chen will manage users, invitations, the plan and billing');
    fireEvent.click(screen.getByTestId('user-change-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'admin' }));
  });

  test('Enter in the Invite dialog sends the invitation', async () => {
    const { calls } = await open();
    fireEvent.click(screen.getByTestId('invite-open'));
    const email = await screen.findByTestId('invite-email');
    fireEvent.change(email, { target: { value: 'new@example.com' } });
    fireEvent.keyDown(email, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/invitations')).toHaveLength(1),
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ email: 'new@example.com', role: 'user' });
  });
});
