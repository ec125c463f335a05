import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notificationReceived, sessionActions, settingsActions } from '@phonesheet/shared';
import type { Notification } from '@phonesheet/shared/contracts';
import { mockFetch } from '@phonesheet/shared/testing';
import ar from '../../i18n/ar.json';
import { renderInHost } from '../../testing/render';
import { InboxWidgets } from './InboxWidgets';
import { DEMO_MESSAGES, DEMO_NOTIFICATIONS } from './demo-items';

const page = (items: Notification[], unread = items.filter((n) => !n.read).length) => ({
  body: { data: { items, total: items.length, unread, page: 1, pageSize: 20 } },
});
const owed = (items: object[] = []) => ({ body: { data: { items, total: items.length } } });
const EMPTY = { 'GET /api/v1/notifications': page([]), 'GET /api/v1/notifications/owed-calls': owed() };

const logged: Notification = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'call.logged',
  data: { name: 'Zoë Bergström', by: 'Grace Hopper', callId: '22222222-2222-4222-8222-222222222222' },
  read: false,
  createdAt: '2026-12-03T09:00:00.000Z',
};
const joined: Notification = {
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'invitation.accepted',
  data: { name: 'Alan Turing' },
  read: true,
  createdAt: '2026-12-02T09:00:00.000Z',
};

/** The top bar's two drawers of a signed-in user, with a token (the saga asks the API). */
function renderInbox(showTemplates = false) {
  const result = renderInHost(<InboxWidgets />, { session: { user: { userType: 'Admin' } } });
  act(() => {
    result.store.dispatch(sessionActions.tokenAttached('token'));
    result.store.dispatch(settingsActions.changed({ showTemplates }));
  });
  return result;
}

const badgeOf = (label: string) =>
  screen.getByRole('button', { name: label }).closest('.ant-badge')!.querySelector('.ant-badge-count');
const everyDemoName = [...DEMO_MESSAGES, ...DEMO_NOTIFICATIONS].map((d) => d.name);

describe('a new company (template demos off)', () => {
  it('shows no invented people: no badge count, empty drawers that say so', async () => {
    const net = mockFetch(EMPTY);
    renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Messages' }));
    const messages = await screen.findByTestId('drawer-messages');
    expect(await within(messages).findByText('No calls are owed to you.')).toBeInTheDocument();
    expect(net.callsTo('GET', '/notifications/owed-calls').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const notices = await screen.findByTestId('drawer-notifications');
    expect(await within(notices).findByText('No notifications yet.')).toBeInTheDocument();
    for (const name of everyDemoName) expect(screen.queryByText(name)).not.toBeInTheDocument();
    expect(badgeOf('Messages')).toBeNull();
    expect(badgeOf('Notifications')).toBeNull();
  });

  it('says so in Arabic too', async () => {
    mockFetch(EMPTY);
    const { store } = renderInbox();
    act(() => {
      store.dispatch(settingsActions.changed({ locale: 'ar' }));
    });
    fireEvent.click(await screen.findByRole('button', { name: ar['host.topbar.notifications'] }));
    expect(await screen.findByText(ar['host.notifications.empty'])).toBeInTheDocument();
  });
});

describe("the user's own", () => {
  it('messages are the calls still owed to them, each opening the call', async () => {
    mockFetch({
      ...EMPTY,
      'GET /api/v1/notifications/owed-calls': owed([
        {
          id: '44444444-4444-4444-8444-444444444444',
          contactName: 'Zoë Bergström',
          contactCompany: 'Lindqvist AB',
          phone: '+4930901820',
          priority: 'asap',
          occurredAt: '2026-12-03T08:00:00.000Z',
        },
      ]),
    });
    renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Messages' }));
    const link = await screen.findByRole('link', { name: 'Zoë Bergström' });
    expect(link).toHaveAttribute('href', '/dashboards/PhoneSheet?call=44444444-4444-4444-8444-444444444444');
    expect(screen.getByText(/Lindqvist AB/)).toBeInTheDocument();
    await waitFor(() => expect(badgeOf('Messages')).toHaveTextContent('1'));
  });

  it('notifications: unread counted, one marked read, all marked read, a live one added', async () => {
    const net = mockFetch({
      'GET /api/v1/notifications': page([logged, joined]),
      'GET /api/v1/notifications/owed-calls': owed(),
      [`POST /api/v1/notifications/${logged.id}/read`]: { body: { data: { ...logged, read: true } } },
      'POST /api/v1/notifications/read-all': { body: { data: { unread: 0 } } },
    });
    const { store } = renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText('Grace Hopper logged a call for you from Zoë Bergström'),
    ).toBeInTheDocument();
    expect(screen.getByText('Alan Turing accepted your invitation and joined')).toBeInTheDocument();
    await waitFor(() => expect(badgeOf('Notifications')).toHaveTextContent('1'));

    fireEvent.click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(net.callsTo('POST', `/notifications/${logged.id}/read`)).toHaveLength(1));
    expect(badgeOf('Notifications')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    // Heard on the event stream: at the top, counted.
    act(() => {
      store.dispatch(
        notificationReceived({
          ...logged,
          id: '55555555-5555-4555-8555-555555555555',
          kind: 'call.returned',
        }),
      );
    });
    expect(
      await screen.findByText('Grace Hopper marked your call from Zoë Bergström returned'),
    ).toBeInTheDocument();
    expect(badgeOf('Notifications')).toHaveTextContent('1');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(net.callsTo('POST', '/notifications/read-all')).toHaveLength(1));
    expect(badgeOf('Notifications')).toBeNull();
    expect(screen.getByRole('button', { name: 'View All' })).toBeInTheDocument();
  });
});

describe('with the template demos on', () => {
  it("shows SPEC's 12 demo messages and 16 demo notifications, said to be demos, and asks the API nothing", async () => {
    const net = mockFetch(EMPTY);
    renderInbox(true);
    expect(badgeOf('Messages')).toHaveTextContent('12');
    expect(badgeOf('Notifications')).toHaveTextContent('16');
    fireEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByText('Messages (12)')).toBeInTheDocument();
    expect(screen.getByTestId('demo-notice')).toHaveTextContent('Demo items of the template, not real data.');
    expect(net.calls).toEqual([]);
  });
});
