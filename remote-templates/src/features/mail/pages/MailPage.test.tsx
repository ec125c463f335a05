import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { flush, renderAt, setupStore } from '../../../testing/test-store';
import { selectMail } from '../store/mail-slice';
import MailPage from './MailPage';

type Store = ReturnType<typeof setupStore>;
const toastIds = (store: Store) => selectToasts(store.getState() as never).map((t) => t.messageId);

async function open(path: string, pattern: string) {
  const store = setupStore({ email: 'ann@example.com', fullName: 'Ann Lee' });
  await flush();
  const view = renderAt(<MailPage />, store, { path, pattern });
  return { store, ...view };
}

test('the inbox lists its first 15 mails, unread in bold, with unread counts in the sidebar', async () => {
  await open('/apps/mail/inbox', '/apps/mail/:folder');
  const row = await screen.findByTestId('mail-row-1', {}, { timeout: 3000 });
  expect(screen.getAllByTestId(/^mail-row-/)).toHaveLength(15);
  expect(row).toHaveAttribute('data-unread', 'true');
  expect(screen.getByTestId('mail-row-3')).not.toHaveAttribute('data-unread');
  expect(within(row).getByText('Quarterly call volume report')).toHaveStyle({ fontWeight: 700 });
  expect(screen.getByTestId('mail-range')).toHaveTextContent('1–15 of 22');
  // jsdom is narrow: the sidebar sits in the drawer.
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const nav = await screen.findByRole('navigation', { name: 'Mail folders' });
  const inbox = within(nav).getByRole('link', { name: /Inbox/ });
  await waitFor(() => expect(within(inbox).getByTitle('5 unread')).toBeInTheDocument());
  expect(within(nav).getByRole('link', { name: /Paypal/ })).toHaveAttribute(
    'href',
    '/apps/mail/label/paypal',
  );
});

test('a row star toggles the mail and toasts', async () => {
  const { store } = await open('/apps/mail/inbox', '/apps/mail/:folder');
  const star = await screen.findByTestId('mail-star-2', {}, { timeout: 3000 });
  expect(star).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(star);
  await waitFor(() => expect(screen.getByTestId('mail-star-2')).toHaveAttribute('aria-pressed', 'true'));
  expect(toastIds(store)).toContain('templates.mail.toast.starred');
});

test('bulk: select all and mark read, then move the checked mails to the archive', async () => {
  const { store } = await open('/apps/mail/inbox', '/apps/mail/:folder');
  await screen.findByTestId('mail-row-1', {}, { timeout: 3000 });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all mails on this page' }));
  expect(screen.getByText('15 selected')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
  await waitFor(() => expect(toastIds(store)).toContain('templates.mail.toast.read'));
  expect(screen.queryAllByTestId(/^mail-row-/).filter((r) => r.hasAttribute('data-unread'))).toHaveLength(0);

  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all mails on this page' }));
  expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Lunch on Thursday?”' }));
  fireEvent.click(screen.getByTestId('mail-bulk-move'));
  fireEvent.click(await screen.findByText('Archive', { selector: '.ant-dropdown-menu-title-content' }));
  await waitFor(() => expect(toastIds(store)).toContain('templates.mail.toast.archived'));
  await waitFor(() => expect(screen.queryByTestId('mail-row-3')).not.toBeInTheDocument());
  expect(selectMail(store.getState() as never).all.find((m) => m.id === 3)?.folderValue).toBe(127);
});

test('compose checks the address, then sends: "Mail sent" and the mail tops Sent', async () => {
  const { store } = await open('/apps/mail/sent', '/apps/mail/:folder');
  await screen.findByTestId('mail-row-23', {}, { timeout: 3000 });
  // Narrow (jsdom): Compose sits beside the heading as well as in the drawer.
  fireEvent.click(screen.getByRole('button', { name: 'Compose' }));
  const dialog = await screen.findByTestId('mail-compose-form');
  fireEvent.click(within(dialog).getByTestId('mail-send'));
  expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: 'not-an-address' } });
  expect(await within(dialog).findByText('Invalid email format')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: 'grace.liu@example.com' } });
  fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Unique subject 42' } });
  fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Hello Grace' } });
  fireEvent.click(within(dialog).getByTestId('mail-send'));
  await waitFor(() => expect(toastIds(store)).toContain('templates.mail.toast.sent'));
  await waitFor(() => expect(screen.getAllByTestId(/^mail-row-/)[0]).toHaveTextContent('Unique subject 42'));
  expect(selectMail(store.getState() as never).composeOpen).toBe(false);
});

test('an empty folder says so', async () => {
  await open('/apps/mail/nothing', '/apps/mail/:folder');
  expect(await screen.findByText('No mails here', {}, { timeout: 3000 })).toBeInTheDocument();
});

test('a thread shows each message with sender, to, cc, bcc; reply appends a message', async () => {
  const { store } = await open('/apps/mail/inbox/1', '/apps/mail/:folder/:id');
  const detail = await screen.findByTestId('mail-detail', {}, { timeout: 3000 });
  expect(within(detail).getByText('Quarterly call volume report')).toBeInTheDocument();
  expect(within(detail).getAllByRole('article')).toHaveLength(3);
  const first = screen.getByTestId('mail-message-1');
  expect(first).toHaveTextContent('Bryan Cook');
  expect(first).toHaveTextContent('To: Alex Morgan <alex.morgan@phonesheet.example>');
  expect(first).toHaveTextContent('Bcc: Elena Rossi <elena.rossi@example.com>');

  fireEvent.click(screen.getByTestId('mail-reply'));
  fireEvent.click(await screen.findByTestId('mail-reply-send'));
  expect(await screen.findByText('Message is required')).toBeInTheDocument();
  fireEvent.change(screen.getByTestId('mail-reply-text'), { target: { value: 'Thanks!' } });
  fireEvent.click(screen.getByTestId('mail-reply-send'));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
  expect(screen.getByTestId('mail-message-4')).toHaveTextContent('Ann Lee');
  expect(toastIds(store)).toContain('templates.mail.toast.sent');
});

test('a thread can be starred and an unknown id says it does not exist', async () => {
  const { store } = await open('/apps/mail/inbox/2', '/apps/mail/:folder/:id');
  await screen.findByTestId('mail-detail', {}, { timeout: 3000 });
  fireEvent.click(screen.getByTestId('mail-detail-star'));
  await waitFor(() => expect(screen.getByTestId('mail-detail-star')).toHaveAttribute('aria-pressed', 'true'));
  expect(selectMail(store.getState() as never).detail?.isRead).toBe(true);
});

test('an unknown mail id shows "does not exist"', async () => {
  await open('/apps/mail/inbox/999', '/apps/mail/:folder/:id');
  expect(
    await screen.findByText('This mail does not exist any more', {}, { timeout: 3000 }),
  ).toBeInTheDocument();
});
