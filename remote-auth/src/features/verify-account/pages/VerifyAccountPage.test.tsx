// antd renders slowly in jsdom on a shared machine.
jest.setTimeout(60_000);

import { act, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { buttonByText } from '../../../testing/queries';
import { mockFetch } from '@phonesheet/shared/testing';
import VerifyAccountPage from './VerifyAccountPage';

const tick = (seconds: number) => {
  for (let i = 0; i < seconds; i += 1) act(() => void jest.advanceTimersByTime(1000));
};

describe('verify account', () => {
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });

  it('verifies the token without an auth header, counts 10 s down and goes to /', async () => {
    jest.useFakeTimers();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { calls } = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const { location } = renderWithApp(<VerifyAccountPage />, {
      at: '/verify-account?token=abc123',
      token: 'someone-elses-token',
    });

    expect(await screen.findByText('Verifying your account…')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/auth/verifyUser/abc123' });
    expect(calls[0].headers.Authorization).toBeUndefined();

    await act(async () => answer({ status: 200, body: { msg: 'Account verified' } }));
    expect(await screen.findByText('Account Verified!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully verified your email.')).toBeInTheDocument();
    expect(screen.getByText('You will be redirected to Login Page in 10 Seconds.')).toBeInTheDocument();

    tick(1);
    expect(screen.getByText('You will be redirected to Login Page in 9 Seconds.')).toBeInTheDocument();
    tick(8);
    expect(screen.getByText('You will be redirected to Login Page in 1 Seconds.')).toBeInTheDocument();
    expect(location().pathname).toBe('/verify-account');
    tick(1);
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(calls).toHaveLength(1);
  });

  it('shows the failed view when the server refuses the link', async () => {
    mockFetch(() => ({ status: 400, body: { msg: 'Verification Link is invalid' } }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { location } = renderWithApp(<VerifyAccountPage />, { at: '/verify-account?token=used' });
    expect(await screen.findByText('Account Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Verification Link is invalid. Request Again.')).toBeInTheDocument();
    expect(screen.queryByText('Account Verified!')).not.toBeInTheDocument();
    buttonByText('Sign up again').click();
    await waitFor(() => expect(location().pathname).toBe('/signup'));
  });

  it('shows the failed view at once, with no call, when there is no token', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<VerifyAccountPage />, { at: '/verify-account' });
    expect(await screen.findByText('Account Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Verification Link is invalid. Request Again.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
