// antd renders slowly in jsdom on a shared machine.
jest.setTimeout(60_000);

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { buttonByText, linkByText } from '../../../testing/queries';
import { mockFetch } from '@phonesheet/shared/testing';
import ResetPasswordPage from './ResetPasswordPage';

const submit = () => fireEvent.click(buttonByText('Save password'));
const setField = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('reset password', () => {
  it('validates both fields', async () => {
    renderWithApp(<ResetPasswordPage />, { at: '/reset-password?token=t1' });
    submit();
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(await screen.findByText('Confirm password is required')).toBeInTheDocument();
    setField('New password', 'short');
    setField('Confirm password', 'other');
    submit();
    expect(await screen.findByText('Password is too short - should be 8 chars minimum.')).toBeInTheDocument();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('checks the confirmation again when the new password changes after it', async () => {
    renderWithApp(<ResetPasswordPage />, { at: '/reset-password?token=t1' });
    setField('New password', 'brand-new-pass');
    setField('Confirm password', 'brand-new-pass');
    setField('New password', 'another-pass');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    setField('Confirm password', 'another-pass');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).toBeNull());
  });

  it('sets the password with the token and goes to sign-in', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: { msg: 'Password set, you can sign in now' } }));
    const { store, location } = renderWithApp(<ResetPasswordPage />, { at: '/reset-password?token=t1' });
    setField('New password', 'brand-new-pass');
    setField('Confirm password', 'brand-new-pass');
    submit();
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(calls[0]).toMatchObject({
      path: '/auth/resetPassword',
      body: { token: 't1', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
    expect(store.getState().ui.toasts.map((toast) => toast.text)).toEqual([
      'Password set, you can sign in now',
    ]);
  });

  it('explains a refused link and offers a new one', async () => {
    mockFetch(() => ({ status: 400, body: { msg: 'Reset link is invalid or has expired' } }));
    renderWithApp(<ResetPasswordPage />, { at: '/reset-password?token=old' });
    setField('New password', 'brand-new-pass');
    setField('Confirm password', 'brand-new-pass');
    submit();
    expect(await screen.findByText('Reset link is invalid or has expired')).toBeInTheDocument();
    expect(linkByText('Request a new link')).toHaveAttribute('href', '/forget-password');
  });

  it('says the link is incomplete without a token', () => {
    renderWithApp(<ResetPasswordPage />, { at: '/reset-password' });
    expect(screen.getByText('This reset link is incomplete.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
