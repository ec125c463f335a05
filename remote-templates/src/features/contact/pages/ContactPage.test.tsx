import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { renderAt, setupStore } from '../../../testing/test-store';
import { selectContact } from '../store/contact-slice';
import ContactPage from './ContactPage';

type Store = ReturnType<typeof setupStore>;
const toasts = (store: Store) => selectToasts(store.getState() as never).map((t) => t.messageId);
const state = (store: Store) => selectContact(store.getState() as never);

async function open(path = '/apps/contact/folder/all', pattern = '/apps/contact/folder/:name') {
  const store = setupStore();
  renderAt(<ContactPage />, store, { path, pattern });
  await screen.findByText('Asha Mendez', {}, { timeout: 8000 }).catch(() => undefined);
  return store;
}

// rc-util gives every dialog the same id in tests, so dialogs are found by their content.
async function dialogWith(text: string | RegExp) {
  const found = await screen.findAllByText(text);
  const dialog = found.map((el) => el.closest<HTMLElement>('[role="dialog"]')).find(Boolean);
  if (!dialog) throw new Error(`no dialog with ${String(text)}`);
  return dialog;
}
const formDialog = async () =>
  (await screen.findByTestId('contact-form')).closest<HTMLElement>('[role="dialog"]')!;

/** Under the lg breakpoint (jsdom matches no media query) the sidebar sits in a drawer. */
async function openSidebar() {
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByTestId('contact-create');
}

test('lists the first 15 of the 20 sample contacts, then the last 5 on the next page', async () => {
  await open();
  const list = await screen.findByTestId('contact-list');
  expect(within(list).getAllByRole('listitem')).toHaveLength(15);
  expect(screen.getByTestId('contact-range')).toHaveTextContent('1–15 of 20');
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(screen.getByTestId('contact-range')).toHaveTextContent('16–20 of 20'));
  expect(await screen.findByText('Tomoko Sato')).toBeInTheDocument();
  expect(screen.queryByText('Asha Mendez')).not.toBeInTheDocument();
});

test('a label route lists that label; an empty list says so', async () => {
  const store = setupStore();
  renderAt(<ContactPage />, store, {
    path: '/apps/contact/label/work',
    pattern: '/apps/contact/label/:name',
  });
  expect(await screen.findByText('Bruno Keller')).toBeInTheDocument();
  expect(screen.queryByText('Asha Mendez')).not.toBeInTheDocument();
  expect(screen.getByTestId('contact-range')).toHaveTextContent('1–7 of 7');
});

test('an unknown label shows the empty state', async () => {
  const store = setupStore();
  renderAt(<ContactPage />, store, {
    path: '/apps/contact/label/none',
    pattern: '/apps/contact/label/:name',
  });
  expect(await screen.findByText('No contacts with this label')).toBeInTheDocument();
});

test('create: a bad e-mail shows "Invalid e-mail format" and creates nothing; a good one creates it', async () => {
  const store = await open();
  fireEvent.click(await openSidebar());
  const dialog = await formDialog();
  fireEvent.click(within(dialog).getByTestId('contact-save'));
  expect(await within(dialog).findByText('Name required')).toBeInTheDocument();
  expect(within(dialog).getByText('E-mail required')).toBeInTheDocument();
  expect(within(dialog).getByText('Phone number required')).toBeInTheDocument();

  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Nora Quill' } });
  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'nora@' } });
  fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: 'abc' } });
  fireEvent.click(within(dialog).getByTestId('contact-save'));
  expect(await within(dialog).findByText('Invalid e-mail format')).toBeInTheDocument();
  expect(within(dialog).getByText('Phone number not valid')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(toasts(store)).toEqual([]);
  expect(state(store).total).toBe(20);

  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'nora@example.com' } });
  fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '+1 555 0142' } });
  fireEvent.click(within(dialog).getByTestId('contact-save'));
  await waitFor(() => expect(toasts(store)).toEqual(['templates.contact.toast.created']));
  expect(await screen.findByText('Nora Quill')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('contact-range')).toHaveTextContent('1–15 of 21'));
  expect(state(store).list[0]).toMatchObject({ name: 'Nora Quill', email: 'nora@example.com', label: 311 });
});

test('the star toggles and toasts "Starred status changed"', async () => {
  const store = await open();
  const star = await screen.findByRole('button', { name: 'Star Asha Mendez' });
  expect(star).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(star);
  expect(await screen.findByRole('button', { name: 'Unstar Asha Mendez' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(toasts(store)).toEqual(['templates.contact.toast.starred']);
});

test('the grid view shows the contacts as cards', async () => {
  await open();
  await screen.findByTestId('contact-list');
  fireEvent.click(screen.getByRole('button', { name: 'Grid view' }));
  const grid = await screen.findByTestId('contact-grid');
  expect(within(grid).getAllByRole('listitem')).toHaveLength(15);
  expect(screen.queryByTestId('contact-list')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
});

test('delete asks first; "No" keeps the contact, "Yes" deletes it and toasts "Contact deleted"', async () => {
  const store = await open();
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Asha Mendez' }));
  let dialog = await dialogWith(/Are you sure/);
  expect(dialog).toHaveTextContent('Are you sure you want to delete this contact?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByText(/Are you sure/)).not.toBeInTheDocument());
  expect(state(store).total).toBe(20);

  fireEvent.click(screen.getByRole('button', { name: 'Delete Asha Mendez' }));
  dialog = await dialogWith(/Are you sure/);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByText('Asha Mendez')).not.toBeInTheDocument());
  expect(toasts(store)).toEqual(['templates.contact.toast.deleted']);
  expect(screen.getByTestId('contact-range')).toHaveTextContent('1–15 of 19');
});

test('bulk: select two, set the Work label, then delete both after confirming', async () => {
  const store = await open();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Asha Mendez' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Chloé Martin' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('contact-bulk-label'));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Work/ }));
  await waitFor(() => expect(toasts(store)).toEqual(['templates.contact.toast.label']));
  expect(
    state(store)
      .list.filter((c) => [1, 3].includes(c.id))
      .map((c) => c.label),
  ).toEqual([313, 313]);

  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all contacts' }));
  expect(screen.getByText('15 selected')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all contacts' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Asha Mendez' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Chloé Martin' }));
  fireEvent.click(screen.getByTestId('contact-bulk-delete'));
  const dialog = await dialogWith(/Are you sure/);
  expect(dialog).toHaveTextContent('Are you sure you want to delete these 2 contacts?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByTestId('contact-range')).toHaveTextContent('1–15 of 18'));
  expect(screen.queryByText('Chloé Martin')).not.toBeInTheDocument();
});

test('the detail shows every field; edit saves and toasts "Contact updated"', async () => {
  const store = await open();
  fireEvent.click(await screen.findByRole('button', { name: /^Asha Mendez/ }));
  const detail = await screen.findByTestId('contact-detail');
  expect(detail).toHaveTextContent('March 14, 1990');
  expect(detail).toHaveTextContent('asha.mendez@example.com');
  expect(detail).toHaveTextContent('+1 415 555 0101');
  expect(detail).toHaveTextContent('Product Designer');
  expect(detail).toHaveTextContent('Crema Studio');
  expect(detail).toHaveTextContent('www.cremastudio.example.com');
  expect(detail).toHaveTextContent('San Francisco');
  expect(detail).toHaveTextContent('asha.mendez');
  expect(detail).toHaveTextContent('@asha_mendez');
  expect(detail).toHaveTextContent('prefers e-mail');

  fireEvent.click(screen.getByRole('button', { name: /Edit$/ }));
  const dialog = await formDialog();
  await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Asha Mendez'));
  fireEvent.change(within(dialog).getByLabelText('Company'), { target: { value: 'Mendez & Co' } });
  fireEvent.click(within(dialog).getByTestId('contact-save'));
  await waitFor(() => expect(toasts(store)).toEqual(['templates.contact.toast.updated']));
  await waitFor(() => expect(screen.getByTestId('contact-detail')).toHaveTextContent('Mendez & Co'));
  expect(state(store).list[0].company).toBe('Mendez & Co');
});
