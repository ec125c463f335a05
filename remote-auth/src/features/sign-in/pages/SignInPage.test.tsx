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
