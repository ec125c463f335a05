// antd renders slowly in jsdom on a shared machine.
jest.setTimeout(60_000);

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@phonesheet/shared/testing';
import type { PushSettings } from '@phonesheet/shared/contracts';
import { renderWithApp } from '../../../testing/render';
import { buttonByText } from '../../../testing/queries';
import { PushNotificationsTab } from './PushNotificationsTab';

// The browser's side is played here: Notification's permission, the service worker's push
// manager. What the tab sends and shows is the real thing.
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'BP-key', auth: 'auth-secret' },
};
const settings = (over: Partial<PushSettings> = {}) => ({
  status: 200,
  body: { data: { publicKey: PUBLIC_KEY, device: null, quietHours: null, timeZone: 'UTC', ...over } },
});
const on = (muted = false) => settings({ device: { muted, since: '2026-11-28T10:00:00.000Z' } });

function browser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  worker = true,
} = {}) {
  const requestPermission = jest.fn(async () => {
    state.permission = answer;
    return answer;
  });
  const state = { permission };
  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static requestPermission = requestPermission;
  }
  const subscribe = jest.fn(async () => ({ toJSON: () => SUBSCRIPTION, options: {} }));
  Object.assign(window, { Notification: FakeNotification, PushManager: class {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }),
      getRegistration: async () => (worker ? {} : undefined),
    },
  });
  return { requestPermission, subscribe };
}

afterEach(() => {
  delete (window as Partial<typeof window>).Notification;
  delete (window as { PushManager?: unknown }).PushManager;
});

describe('Notifications card', () => {
  it('without the app’s service worker (a development build) it says so, and asks the browser nothing', async () => {
    const { requestPermission } = browser({ worker: false });
    const { callsTo } = mockFetch({ 'GET /api/v1/push': settings() });
    renderWithApp(<PushNotificationsTab />, { user: {} });
    fireEvent.click(await screen.findByTestId('push-turn-on'));
    expect(await screen.findByTestId('push-unsupported')).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(callsTo('PUT', '/push/device')).toHaveLength(0);
  });

  it('asks the browser only after the user turns notifications on, then opts this device in', async () => {
    const { requestPermission, subscribe } = browser();
    const { callsTo } = mockFetch({
      'GET /api/v1/push': settings(),
      'PUT /api/v1/push/device': on(),
      'PATCH /api/v1/push/device': on(true),
      'DELETE /api/v1/push/device': settings(),
    });
    renderWithApp(<PushNotificationsTab />, { user: {} });
    expect(await screen.findByText('Notifications are off on this device.')).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
    // Keyboard: Enter on the focused button.
    buttonByText('Turn on notifications').focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const key = (subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }])[0]
      .applicationServerKey;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(callsTo('PUT', '/push/device')[0]?.body).toEqual({ ...SUBSCRIPTION, locale: 'en' });

    fireEvent.click(screen.getByTestId('push-mute'));
    expect(await screen.findByText('Notifications are on for this device, but muted.')).toBeInTheDocument();
    expect(callsTo('PATCH', '/push/device')[0]?.body).toEqual({ muted: true });

    fireEvent.click(buttonByText('Turn off on this device'));
    expect(await screen.findByText('Notifications are off on this device.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/push/device')).toHaveLength(1);
    // Turning on again does not ask again: the browser already said yes.
    fireEvent.click(buttonByText('Turn on notifications'));
    await screen.findByText('Notifications are on for this device.');
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('says so when notifications are blocked, and offers no button that cannot work', async () => {
    const { requestPermission } = browser({ permission: 'denied' });
    mockFetch({ 'GET /api/v1/push': settings() });
    renderWithApp(<PushNotificationsTab />, { user: {} });
    expect(
      await screen.findByText('Notifications are blocked for Phone Sheet in this browser.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/set Notifications to Allow/)).toBeInTheDocument();
    expect(screen.queryByTestId('push-turn-on')).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('a refusal at the question turns into the blocked state; nothing is stored', async () => {
    browser({ answer: 'denied' });
    const { callsTo } = mockFetch({ 'GET /api/v1/push': settings() });
    renderWithApp(<PushNotificationsTab />, { user: {} });
    fireEvent.click(await screen.findByTestId('push-turn-on'));
    expect(await screen.findByTestId('push-denied')).toBeInTheDocument();
    expect(callsTo('PUT', '/push/device')).toHaveLength(0);
  });

  it('says when this browser cannot take notifications; quiet hours stay available', async () => {
    mockFetch({ 'GET /api/v1/push': settings() });
    renderWithApp(<PushNotificationsTab />, { user: {} });
    expect(
      await screen.findByText('This browser cannot show notifications from Phone Sheet.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('push-turn-on')).toBeNull();
    expect(screen.getByTestId('push-quiet-save')).toBeInTheDocument();
  });

  it('saves quiet hours with their time zone, and turns them off', async () => {
    browser();
    const { callsTo } = mockFetch({
      'GET /api/v1/push': settings(),
      'PUT /api/v1/push/quiet-hours': [
        settings({ quietHours: { start: '19:00', end: '08:00' }, timeZone: 'UTC' }),
        settings(),
      ],
    });
    renderWithApp(<PushNotificationsTab />, { user: {} });
    fireEvent.click(await screen.findByTestId('push-quiet-on'));
    fireEvent.click(buttonByText('Save quiet hours'));
    expect(await screen.findByText('Quiet hours saved')).toBeInTheDocument();
    const body = callsTo('PUT', '/push/quiet-hours')[0]?.body as { quietHours: unknown; timeZone: string };
    expect(body.quietHours).toEqual({ start: '19:00', end: '08:00' });
    expect(typeof body.timeZone).toBe('string');
    fireEvent.click(screen.getByTestId('push-quiet-on'));
    fireEvent.click(buttonByText('Save quiet hours'));
    await waitFor(() => expect(callsTo('PUT', '/push/quiet-hours')).toHaveLength(2));
    expect((callsTo('PUT', '/push/quiet-hours')[1]?.body as { quietHours: unknown }).quietHours).toBeNull();
  });
});
