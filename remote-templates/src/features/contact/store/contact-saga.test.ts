import { waitFor } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { setupStore } from '../../../testing/test-store';
import { contactActions as A, selectContact } from './contact-slice';
import { CONTACT_TOASTS } from './contact-keys';
import { contactApi } from '../api';

type Store = ReturnType<typeof setupStore>;
const contacts = (store: Store) => selectContact(store.getState() as never);
const toasts = (store: Store) => selectToasts(store.getState() as never).map((t) => t.messageId);

async function loadedStore(name = 'all', type: 'folder' | 'label' = 'folder', page = 0) {
  const store = setupStore();
  store.dispatch(A.listRequested({ type, name, page }));
  await waitFor(() => expect(contacts(store).loaded).toBe(true));
  return store;
}

test('a list asked before the saga runs is loaded when it starts, with the folders and labels', async () => {
  const store = setupStore();
  store.dispatch(A.listRequested({ type: 'folder', name: 'all', page: 0 }));
  await waitFor(() => expect(contacts(store).list).toHaveLength(15));
  expect(contacts(store).total).toBe(20);
  await waitFor(() =>
    expect(contacts(store).folders.map((f) => f.alias)).toEqual(['all', 'frequent', 'starred']),
  );
  expect(contacts(store).labels.map((l) => l.id)).toEqual([311, 312, 313]);
});

test('metaRequested loads folders and labels', async () => {
  const store = setupStore();
  await new Promise((resolve) => setTimeout(resolve, 10));
  store.dispatch(A.metaRequested());
  await waitFor(() => expect(contacts(store).labels).toHaveLength(3));
});

test('page 1 of all has the last 5; a label lists its contacts', async () => {
  const store = await loadedStore('all', 'folder', 1);
  expect(contacts(store).list.map((c) => c.id)).toEqual([16, 17, 18, 19, 20]);
  store.dispatch(A.listRequested({ type: 'label', name: 'crema', page: 0 }));
  await waitFor(() => expect(contacts(store).list.map((c) => c.id)).toEqual([1, 5, 9, 11, 15, 18]));
});

test('starring changes the contact and toasts "Starred status changed"; the starred folder refreshes', async () => {
  const store = await loadedStore('starred');
  expect(contacts(store).list.map((c) => c.id)).toEqual([2, 5, 9, 14, 18]);
  store.dispatch(A.starRequested({ contactIds: [2], status: false }));
  await waitFor(() => expect(contacts(store).list.map((c) => c.id)).toEqual([5, 9, 14, 18]));
  expect(toasts(store)).toEqual([CONTACT_TOASTS.starred]);
});

test('setting a label changes the contacts, clears the selection and toasts "Label updated"', async () => {
  const store = await loadedStore();
  store.dispatch(A.selectionChanged([1, 2]));
  store.dispatch(A.labelRequested({ contactIds: [1, 2], labelId: 312 }));
  await waitFor(() => expect(toasts(store)).toEqual([CONTACT_TOASTS.label]));
  expect(
    contacts(store)
      .list.slice(0, 2)
      .map((c) => c.label),
  ).toEqual([312, 312]);
  expect(contacts(store).selected).toEqual([]);
});

test('deleting shows the refreshed page and toasts "Contact deleted"', async () => {
  const store = await loadedStore();
  store.dispatch(A.deleteRequested([1, 2]));
  await waitFor(() => expect(toasts(store)).toEqual([CONTACT_TOASTS.deleted]));
  expect(contacts(store).total).toBe(18);
  expect(contacts(store).list[0].id).toBe(3);
});

test('deleting the last contacts of page 2 shows page 1', async () => {
  const store = await loadedStore('all', 'folder', 1);
  store.dispatch(A.deleteRequested([16, 17, 18, 19, 20]));
  await waitFor(() => expect(toasts(store)).toEqual([CONTACT_TOASTS.deleted]));
  expect(contacts(store).query.page).toBe(0);
  expect(contacts(store).list).toHaveLength(15);
  expect(contacts(store).total).toBe(15);
});

test('creating toasts "Contact created", closes the form and shows the contact at the top', async () => {
  const store = await loadedStore('all', 'folder', 1);
  store.dispatch(A.formOpened(null));
  store.dispatch(
    A.createRequested({
      ...contacts(store).list[0],
      name: 'Zed New',
      email: 'zed@example.com',
      isStarred: false,
    }),
  );
  await waitFor(() => expect(contacts(store).list[0]?.name).toBe('Zed New'));
  expect(contacts(store)).toMatchObject({ form: null, saving: false, total: 21, query: { page: 0 } });
  expect(contacts(store).list[0].id).toBe(21);
  expect(toasts(store)).toEqual([CONTACT_TOASTS.created]);
});

test('updating toasts "Contact updated" and replaces the contact in the list and the detail', async () => {
  const store = await loadedStore();
  store.dispatch(A.detailOpened(3));
  await waitFor(() => expect(contacts(store).detail?.name).toBe('Chloé Martin'));
  store.dispatch(A.formOpened(contacts(store).detail));
  store.dispatch(A.updateRequested({ ...contacts(store).detail!, name: 'Chloé Dubois' }));
  await waitFor(() => expect(toasts(store)).toEqual([CONTACT_TOASTS.updated]));
  expect(contacts(store).list[2].name).toBe('Chloé Dubois');
  expect(contacts(store).detail?.name).toBe('Chloé Dubois');
  expect(contacts(store).form).toBeNull();
});

test('a new store starts again from the sample data', async () => {
  const first = await loadedStore();
  first.dispatch(A.deleteRequested([1]));
  await waitFor(() => expect(contacts(first).total).toBe(19));
  const second = await loadedStore();
  expect(contacts(second).total).toBe(20);
});

test('deleting every contact of the third page (of 32) shows the second, fetched again', async () => {
  const store = await loadedStore();
  const sample = contacts(store).list[0];
  await Promise.all(
    Array.from({ length: 12 }, (_, i) => contactApi.create({ ...sample, name: `Extra ${i}` })),
  );
  store.dispatch(A.listRequested({ type: 'folder', name: 'all', page: 2 }));
  await waitFor(() => expect(contacts(store).list.map((c) => c.id)).toEqual([19, 20]));
  store.dispatch(A.deleteRequested([19, 20]));
  await waitFor(() => expect(toasts(store)).toEqual([CONTACT_TOASTS.deleted]));
  expect(contacts(store).query.page).toBe(1);
  expect(contacts(store).total).toBe(30);
  expect(contacts(store).list.map((c) => c.id)).toEqual([
    4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
  ]);
});
