// antd renders slowly in jsdom on a shared machine.
jest.setTimeout(60_000);

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { buttonByText } from '../../../testing/queries';
import { mockFetch } from '@phonesheet/shared/testing';
import { IdleLock } from './IdleLock';

const minutes = (n: number) => act(() => void jest.advanceTimersByTime(n * 60_000));

describe('idle lock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete window.__PHONESHEET_CONFIG__;
    window.sessionStorage.clear();
  });

  it('locks after the configured idle time; activity postpones it', async () => {
    window.__PHONESHEET_CONFIG__ = { lockAfterMinutes: 2 };
    renderWithApp(<IdleLock />, { user: {} });
    minutes(1.5);
    fireEvent.keyDown(window, { key: 'a' });
    minutes(1.5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    minutes(0.6);
    // The lock screen's code is fetched when the tab locks.
    expect(await screen.findByRole('dialog')).toHaveTextContent('Session locked');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('defaults to 15 minutes, and 0 disables it', async () => {
    const first = renderWithApp(<IdleLock />, { user: {} });
    minutes(14.9);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    minutes(0.2);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    first.unmount();
    window.sessionStorage.clear();

    window.__PHONESHEET_CONFIG__ = { lockAfterMinutes: 0 };
    renderWithApp(<IdleLock />, { user: {} });
    minutes(120);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never locks a signed-out visitor', () => {
    renderWithApp(<IdleLock />);
    minutes(60);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('unlocks with the right password and tells a wrong one', async () => {
    window.__PHONESHEET_CONFIG__ = { lockAfterMinutes: 1 };
    const { calls } = mockFetch(({ body }) =>
      (body as { password: string }).password === 'right-pass'
        ? { status: 200, body: { msg: 'Unlocked' } }
        : { status: 400, body: { msg: 'Incorrect password' } },
    );
    renderWithApp(<IdleLock />, { user: {} });
    minutes(1);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong-pass' } });
    fireEvent.click(buttonByText('Unlock'));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-pass' } });
    fireEvent.click(buttonByText('Unlock'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/auth/unlock', { password: 'wrong-pass' }],
      ['/auth/unlock', { password: 'right-pass' }],
    ]);
  });

  it('"Sign in as someone else" logs out', async () => {
    window.__PHONESHEET_CONFIG__ = { lockAfterMinutes: 1 };
    const { calls } = mockFetch(() => ({ status: 200, body: { msg: 'Logged out' } }));
    const { store, location } = renderWithApp(<IdleLock />, { user: {} });
    minutes(1);
    await screen.findByRole('dialog');
    fireEvent.click(buttonByText('Sign in as someone else'));
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/logout' });
    expect(location().pathname).toBe('/home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
