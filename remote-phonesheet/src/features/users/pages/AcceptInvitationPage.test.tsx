import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AcceptInvitationPage from './AcceptInvitationPage';
import { mockFetch } from '@phonesheet/shared/testing';
import { renderWithStore, setupStore } from '../../../testing/test-store';

const open = (store: ReturnType<typeof setupStore>) =>
  renderWithStore(
    <MemoryRouter
      initialEntries={['/invitation?token=tok-1']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <AcceptInvitationPage />
    </MemoryRouter>,
    store,
  );

const fillAndAccept = () => {
  const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
  type('invite-first', 'Zoe');
  type('invite-last', 'Park');
  type('invite-password', 'secret123');
  type('invite-confirm', 'secret123');
  fireEvent.click(screen.getByTestId('invite-accept'));
};

test("the server's refusal is shown on the form, which stays", async () => {
  const { calls } = mockFetch({
    'POST /api/v1/invitations/accept': {
      status: 400,
      body: { msg: 'This invitation is invalid or has expired' },
    },
  });
  open(setupStore());
  fillAndAccept();
  expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is invalid or has expired');
  expect(calls.map((c) => c.body)).toEqual([
    {
      token: 'tok-1',
      firstName: 'Zoe',
      lastName: 'Park',
      password: 'secret123',
      confirmPassword: 'secret123',
    },
  ]);
  expect(screen.getByTestId('invite-accept')).toBeInTheDocument();
});

test('an accepted invitation offers to sign in; leaving the page forgets it', async () => {
  mockFetch({
    'POST /api/v1/invitations/accept': { status: 201, body: { msg: 'Welcome aboard, you can sign in now' } },
  });
  const store = setupStore();
  const page = open(store);
  fillAndAccept();
  expect(await screen.findByText('Welcome aboard, you can sign in now')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  page.unmount();
  open(store);
  expect(screen.getByTestId('invite-accept')).toBeInTheDocument();
});
