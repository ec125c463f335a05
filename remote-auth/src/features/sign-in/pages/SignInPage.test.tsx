// antd renders slowly in jsdom on a shared machine.
jest.setTimeout(60_000);

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { buttonByText, linkByText } from '../../../testing/queries';
import { mockFetch } from '@phonesheet/shared/testing';
import SignInPage from './SignInPage';

const submit = () => fireEvent.click(buttonByText('Sign in'));

describe('sign in', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the required and format texts', async () => {
    const { calls } = mockFetch(() => ({ status: 500 }));
    renderWithApp(<SignInPage />, { at: '/signin' });
    submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('marks a wrong field for a screen reader and moves the focus to the first one', async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithApp(<SignInPage />, { at: '/signin?email=grace%40example.com' });
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: '' } });
    submit();
    const message = await screen.findByText('Email is required');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(message).toHaveAttribute('role', 'alert');
    // Put right, the message goes and the field is no longer marked.
    fireEvent.change(email, { target: { value: 'grace@example.com' } });
    await waitFor(() => expect(screen.queryByText('Email is required')).toBeNull());
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows and hides the password with a named toggle', () => {
    renderWithApp(<SignInPage />, { at: '/signin' });
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in through the shared session and links to sign-up and forgot password', async () => {
    const { calls } = mockFetch(({ path }) =>
      path === '/auth/login'
        ? { status: 200, body: { data: { accessToken: 'tok' } } }
        : {
            status: 200,
            body: {
              data: {
                _id: 'u1',
                email: 'ada@example.com',
                firstName: 'Ada',
                lastName: 'L',
                fullName: 'Ada L',
                userType: 'Admin',
                subscribed: true,
                companySubscription: [{ paid: true }],
              },
            },
          },
    );
    const { store } = renderWithApp(<SignInPage />, { at: '/signin' });
    expect(linkByText('Create an account')).toHaveAttribute('href', '/signup');
    expect(linkByText('Forgot password?')).toHaveAttribute('href', '/forget-password');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    submit();
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    expect(calls[0]).toMatchObject({
      path: '/auth/login',
      body: { email: 'ada@example.com', password: 'secret-pass' },
    });
  });

  it('takes the e-mail from a ?email= link and focuses the password', () => {
    renderWithApp(<SignInPage />, { at: '/signin?email=grace%40example.com' });
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('keeps template variants linked to their own set', () => {
    renderWithApp(<SignInPage template={2} />, { at: '/user/sign-in-2', user: {} });
    expect(linkByText('Create an account')).toHaveAttribute('href', '/user/sign-up-2');
  });
});
