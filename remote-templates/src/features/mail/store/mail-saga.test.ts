import { waitFor } from '@testing-library/react';
import { selectToasts } from '@phonesheet/shared';
import { flush, setupStore } from '../../../testing/test-store';
import { mailActions as A, initialMailState, mailReducer, selectMail, unreadCounts } from './mail-slice';

type Store = ReturnType<typeof setupStore>;
const mail = (store: Store) => selectMail(store.getState() as never);
const toastIds = (store: Store) => selectToasts(store.getState() as never).map((t) => t.messageId);

/** The store, once the templates module has started the mail saga (it arrives asynchronously). */
async function ready(): Promise<Store> {
  const store = setupStore({ email: 'ann@example.com', fullName: 'Ann Lee' });
  await flush();
  return store;
}

test('meta: folders, labels, connections and every mail (for the unread counts)', async () => {
  const store = await ready();
  store.dispatch(A.metaRequested());
  await waitFor(() => expect(mail(store).all).toHaveLength(34));
  expect(mail(store).folders.map((f) => f.id)).toEqual([121, 122, 123, 124, 125, 126, 127]);
  expect(mail(store).labels).toHaveLength(4);
  expect(mail(store).connections).toHaveLength(8);
  const counts = unreadCounts(mail(store));
  expect(counts.folders).toMatchObject({ inbox: 5, sent: 0, starred: 1, spam: 2 });
  expect(counts.labels).toMatchObject({ crema: 1, paypal: 2, work: 2 });
});

test('a folder page, then the next page', async () => {
  const store = await ready();
  store.dispatch(A.listRequested({ type: 'folder', name: 'inbox', page: 0 }));
  await waitFor(() => expect(mail(store).list).toHaveLength(15));
  expect(mail(store).total).toBe(22);
  store.dispatch(A.listRequested({ type: 'folder', name: 'inbox', page: 1 }));
  await waitFor(() => expect(mail(store).list.map((m) => m.id)).toEqual([16, 17, 18, 19, 20, 21, 22]));
  expect(mail(store).query).toEqual({ type: 'folder', name: 'inbox', page: 1 });
});

test('a page past the end (mails left) falls back to the last page', async () => {
  const store = await ready();
  store.dispatch(A.listRequested({ type: 'folder', name: 'inbox', page: 3 }));
  await waitFor(() => expect(mail(store).query?.page).toBe(1));
  expect(mail(store).list.map((m) => m.id)).toEqual([16, 17, 18, 19, 20, 21, 22]);
});

test('starring from the list changes the row, toasts, and Starred refreshes', async () => {
  const store = await ready();
  store.dispatch(A.listRequested({ type: 'folder', name: 'starred', page: 0 }));
  await waitFor(() => expect(mail(store).list.map((m) => m.id)).toEqual([1, 6, 12, 25, 34]));
  store.dispatch(A.starredRequested({ mailIds: [1], status: false }));
  await waitFor(() => expect(mail(store).list.map((m) => m.id)).toEqual([6, 12, 25, 34]));
  expect(toastIds(store)).toContain('templates.mail.toast.starred');
});

test('opening an unread mail loads it and marks it read, without a toast', async () => {
  const store = await ready();
  store.dispatch(A.detailRequested(2));
  await waitFor(() => expect(mail(store).detail?.isRead).toBe(true));
  expect(mail(store).detailFor).toBe(2);
  expect(toastIds(store)).toEqual([]);
  store.dispatch(A.detailRequested(999));
  await waitFor(() => expect(mail(store).detailFor).toBe(999));
  expect(mail(store).detail).toBeNull();
});

test('read status in bulk', async () => {
  const store = await ready();
  store.dispatch(A.listRequested({ type: 'folder', name: 'inbox', page: 0 }));
  await waitFor(() => expect(mail(store).list).toHaveLength(15));
  store.dispatch(A.readRequested({ mailIds: [1, 2], status: true }));
  await waitFor(() => expect(toastIds(store)).toContain('templates.mail.toast.read'));
  expect(
    mail(store)
      .list.slice(0, 2)
      .map((m) => m.isRead),
  ).toEqual([true, true]);
});

test.each([
  [127, 'templates.mail.toast.archived'],
  [125, 'templates.mail.toast.spam'],
  [126, 'templates.mail.toast.trash'],
  [121, 'templates.mail.toast.updated'],
])('moving to folder %i toasts %s and the mails leave the page', async (folderId, message) => {
  const store = await ready();
  const name = folderId === 121 ? 'archive' : 'inbox';
  store.dispatch(A.listRequested({ type: 'folder', name, page: 0 }));
  await waitFor(() => expect(mail(store).list.length).toBeGreaterThan(0));
  const moved = mail(store).list[0].id;
  store.dispatch(A.folderRequested({ mailIds: [moved], folderId }));
  await waitFor(() => expect(toastIds(store)).toContain(message));
  await waitFor(() => expect(mail(store).list.map((m) => m.id)).not.toContain(moved));
  expect(mail(store).all.find((m) => m.id === moved)?.folderValue).toBe(folderId);
});

test('label update', async () => {
  const store = await ready();
  store.dispatch(A.listRequested({ type: 'label', name: 'paypal', page: 0 }));
  await waitFor(() => expect(mail(store).list).toHaveLength(6));
  store.dispatch(A.labelRequested({ mailIds: [1], labelId: 214 }));
  await waitFor(() => expect(mail(store).list).toHaveLength(7));
  expect(toastIds(store)).toContain('templates.mail.toast.label');
});

test('important flag and a reply go through PUT mail/', async () => {
  const store = await ready();
  store.dispatch(A.detailRequested(3));
  await waitFor(() => expect(mail(store).detail?.id).toBe(3));
  store.dispatch(A.importantRequested({ mail: mail(store).detail!, status: true }));
  await waitFor(() => expect(mail(store).detail?.isImportant).toBe(true));
  expect(toastIds(store)).toContain('templates.mail.toast.updated');
  store.dispatch(A.replyRequested({ mail: mail(store).detail!, content: 'See you' }));
  await waitFor(() => expect(mail(store).detail?.messages).toHaveLength(3));
  const reply = mail(store).detail!.messages[2];
  expect(reply).toMatchObject({ messageId: 3, description: 'See you', sender: { email: 'ann@example.com' } });
  expect(reply.to).toEqual([{ name: 'Alex Morgan', email: 'alex.morgan@phonesheet.example' }]);
  expect(toastIds(store)).toContain('templates.mail.toast.sent');
});

test('composing sends from the signed-in user, toasts "Mail sent", and tops Sent', async () => {
  const store = await ready();
  store.dispatch(A.metaRequested());
  store.dispatch(A.listRequested({ type: 'folder', name: 'sent', page: 0 }));
  await waitFor(() => expect(mail(store).list).toHaveLength(3));
  store.dispatch(A.composeOpened());
  store.dispatch(
    A.composeRequested({
      to: ['grace.liu@example.com', 'new@site.org'],
      cc: [],
      bcc: ['boss@site.org'],
      subject: 'Plan',
      content: 'Hi',
    }),
  );
  await waitFor(() => expect(mail(store).list.map((m) => m.id)).toEqual([35, 23, 24, 25]));
  const sent = mail(store).list[0];
  expect(sent.subject).toBe('Plan');
  expect(sent.messages[0].sender).toEqual({ name: 'Ann Lee', email: 'ann@example.com' });
  expect(sent.messages[0].to).toEqual([
    { name: 'Grace Liu', email: 'grace.liu@example.com' },
    { name: 'new@site.org', email: 'new@site.org' },
  ]);
  expect(sent.messages[0].bcc).toEqual([{ name: 'boss@site.org', email: 'boss@site.org' }]);
  expect(mail(store).composeOpen).toBe(false);
  expect(mail(store).all[0].id).toBe(35);
  expect(toastIds(store)).toContain('templates.mail.toast.sent');
});

describe('slice', () => {
  const q = { type: 'folder' as const, name: 'inbox', page: 0 };
  const row = { id: 1, isRead: false } as never;

  test('a new folder empties the list; another page of the same keeps it', () => {
    const loaded = mailReducer(initialMailState, A.listLoaded({ list: [row], total: 1, query: q }));
    expect(mailReducer(loaded, A.listRequested({ ...q, page: 1 })).list).toEqual([row]);
    const other = mailReducer(loaded, A.listRequested({ ...q, name: 'sent' }));
    expect(other.list).toEqual([]);
    expect(other.query).toEqual({ ...q, name: 'sent' });
  });

  test('updated mails replace theirs everywhere; compose closes the dialog', () => {
    let s = mailReducer(initialMailState, A.listLoaded({ list: [row], total: 1, query: q }));
    s = mailReducer(s, A.allLoaded([row]));
    s = mailReducer(s, A.detailLoaded({ id: 1, mail: row }));
    const read = { id: 1, isRead: true } as never;
    s = mailReducer(s, A.mailsUpdated([read]));
    expect([s.list[0], s.all[0], s.detail]).toEqual([read, read, read]);
    s = mailReducer(s, A.composeOpened());
    expect(s.composeOpen).toBe(true);
    s = mailReducer(s, A.composed({ id: 9 } as never));
    expect(s.composeOpen).toBe(false);
    expect(s.all.map((m) => m.id)).toEqual([9, 1]);
  });
});
