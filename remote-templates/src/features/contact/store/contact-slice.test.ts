import { contactActions as A, contactReducer, initialContactState, type ContactState } from './contact-slice';
import { createContactDb } from '../data/contact-db';

const [c1, c2, c3] = createContactDb().contacts;
const reduce = (state: ContactState, ...actions: Parameters<typeof contactReducer>[1][]) =>
  actions.reduce(contactReducer, state);

test('the initial state: folder all, page 0, list view, nothing asked yet', () => {
  expect(contactReducer(undefined, { type: '@@init' })).toEqual(initialContactState);
  expect(initialContactState).toMatchObject({
    query: { type: 'folder', name: 'all', page: 0 },
    viewMode: 'list',
  });
  expect(initialContactState.requested).toBe(false);
});

test('another list clears the shown one; another page of the same list keeps it until it answers', () => {
  const loaded = reduce(
    initialContactState,
    A.listRequested({ type: 'folder', name: 'all', page: 0 }),
    A.listLoaded({ query: { type: 'folder', name: 'all', page: 0 }, page: { list: [c1, c2], total: 20 } }),
    A.selectionChanged([1]),
  );
  expect(loaded).toMatchObject({ loaded: true, total: 20, selected: [1], requested: true });
  const nextPage = contactReducer(loaded, A.listRequested({ type: 'folder', name: 'all', page: 1 }));
  expect(nextPage).toMatchObject({ loaded: true, total: 20, selected: [], query: { page: 1 } });
  expect(nextPage.list).toHaveLength(2);
  const other = contactReducer(loaded, A.listRequested({ type: 'label', name: 'work', page: 0 }));
  expect(other).toMatchObject({ loaded: false, total: 0, list: [], selected: [] });
});

test('a late answer for a list no longer shown is ignored', () => {
  const state = reduce(
    initialContactState,
    A.listRequested({ type: 'label', name: 'work', page: 0 }),
    A.listLoaded({ query: { type: 'folder', name: 'all', page: 0 }, page: { list: [c1], total: 20 } }),
  );
  expect(state).toMatchObject({ loaded: false, list: [] });
});

test('changed contacts replace theirs in the list and the detail', () => {
  const state = reduce(
    initialContactState,
    A.listRequested({ type: 'folder', name: 'all', page: 0 }),
    A.listLoaded({ query: { type: 'folder', name: 'all', page: 0 }, page: { list: [c1, c2], total: 2 } }),
    A.detailOpened(2),
    A.detailLoaded(c2),
    A.contactsChanged([{ ...c2, isStarred: false, label: 311 }]),
  );
  expect(state.list[1]).toMatchObject({ id: 2, isStarred: false, label: 311 });
  expect(state.detail).toMatchObject({ id: 2, label: 311 });
  expect(state.list[0]).toBe(c1);
});

test('a detail answer for a contact no longer open is ignored; closing clears it', () => {
  const opened = reduce(initialContactState, A.detailOpened(3), A.detailLoaded(c1));
  expect(opened).toMatchObject({ detailId: 3, detail: null });
  const loaded = contactReducer(opened, A.detailLoaded(c3));
  expect(loaded.detail).toBe(c3);
  expect(contactReducer(loaded, A.detailClosed())).toMatchObject({ detailId: null, detail: null });
});

test('deleted: the refreshed page replaces the list, the deleted ones leave the selection and the detail', () => {
  const state = reduce(
    initialContactState,
    A.listRequested({ type: 'folder', name: 'all', page: 0 }),
    A.selectionChanged([1, 2, 3]),
    A.detailOpened(1),
    A.deleted({
      contactIds: [1, 2],
      query: { type: 'folder', name: 'all', page: 0 },
      page: { list: [c3], total: 18 },
    }),
  );
  expect(state).toMatchObject({
    list: [c3],
    total: 18,
    selected: [3],
    detailId: null,
    detail: null,
    loaded: true,
  });
});

test('the form opens empty or with a contact, and closes after a save, not after a failure', () => {
  const open = reduce(initialContactState, A.formOpened(c1), A.updateRequested(c1));
  expect(open).toMatchObject({ form: { contact: c1 }, saving: true });
  expect(contactReducer(open, A.saveFinished(null))).toMatchObject({ form: { contact: c1 }, saving: false });
  expect(contactReducer(open, A.saveFinished(c1))).toMatchObject({ form: null, saving: false });
  expect(reduce(initialContactState, A.formOpened(null)).form).toEqual({ contact: null });
  expect(reduce(open, A.formClosed())).toMatchObject({ form: null, saving: false });
});

test('the view switches between list and grid', () => {
  expect(contactReducer(initialContactState, A.viewModeChanged('grid')).viewMode).toBe('grid');
});
