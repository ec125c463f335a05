// antd renders slowly in jsdom on a shared machine.
jest.setTimeout(60_000);

import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { buttonByText } from '../../../testing/queries';
import { mockFetch } from '@phonesheet/shared/testing';
import ForgotPasswordPage from './ForgotPasswordPage';

describe('forgot password', () => {
  it('validates the e-mail', async () => {
    renderWithApp(<ForgotPasswordPage />, { at: '/forget-password' });
    fireEvent.click(buttonByText('Send reset link'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });

  it('gives the same answer whatever the address', async () => {
    const { calls } = mockFetch(() => ({
      status: 200,
      body: { msg: 'If that email is registered, a reset link has been sent' },
    }));
    renderWithApp(<ForgotPasswordPage />, { at: '/forget-password' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'who@example.com' } });
    fireEvent.click(buttonByText('Send reset link'));
    expect(
      await screen.findByText('If that email is registered, a reset link has been sent'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/forgotPassword',
      body: { email: 'who@example.com' },
    });
  });
});
