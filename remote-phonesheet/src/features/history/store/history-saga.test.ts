import { selectToasts } from '@phonesheet/shared';
import { historyActions as A, selectHistory } from './history-slice';
import { basicPlanLimit, blobText, mockFetch } from '@phonesheet/shared/testing';
import { flush, setupStore } from '../../../testing/test-store';

test("a search before the plan's history window (402) keeps the limit for the upgrade offer", async () => {
  const body = basicPlanLimit('history');
  const { calls } = mockFetch({ 'GET /api/v1/calls': { status: 402, body } });
  const store = setupStore();
  store.dispatch(A.searched({ from: '2020-01-01T00:00:00.000Z', page: '1' }));
  await flush();
  const s = selectHistory(store.getState() as never);
  expect([s.planLimit, s.error, s.loading]).toEqual([body, null, false]);
  expect(calls[0]?.url).toContain('from=2020-01-01T00%3A00%3A00.000Z');
  // Another search clears it.
  mockFetch({
    'GET /api/v1/calls': { body: { data: { items: [], total: 0, totalExact: true, page: 1, pageSize: 25 } } },
  });
  store.dispatch(A.searched({ page: '1' }));
  await flush();
  expect(selectHistory(store.getState() as never).planLimit).toBeNull();
});

test('any other failure stays the error text', async () => {
  mockFetch({ 'GET /api/v1/calls': { status: 400, body: { msg: 'The search or filter is not valid' } } });
  const store = setupStore();
  store.dispatch(A.searched({ page: '1', sort: 'nonsense' as never }));
  await flush();
  const s = selectHistory(store.getState() as never);
  expect([s.planLimit, s.error]).toEqual([null, 'The search or filter is not valid']);
});

describe('CSV import', () => {
  const csv = 'direction,name,phone\nin,Ann Lee,5551234567\nout,Bob Ray,5557654321\n';
  const preview = [
    { line: '2', direction: 'in', name: 'Ann Lee', phone: '(555) 123-4567' },
    { line: '3', direction: 'out', name: 'Bob Ray', phone: '(555) 765-4321' },
  ];
  const importOf = (s: ReturnType<typeof setupStore>) => selectHistory(s.getState() as never).csvImport;

  test('a clean file is previewed by a dry run, then imported all at once with a toast', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/calls/import': ({ url }) =>
        url.endsWith('?dryRun=true')
          ? { body: { msg: 'Imported', data: { imported: 2, dryRun: true, preview } } }
          : { status: 201, body: { msg: 'Imported', data: { imported: 2, dryRun: false, preview } } },
    });
    const store = setupStore();
    store.dispatch(A.importOpened());
    store.dispatch(A.importChecked(csv));
    expect(importOf(store).busy).toBe(true);
    await flush();
    expect(importOf(store)).toEqual({
      open: true,
      busy: false,
      step: { kind: 'preview', csv, count: 2, rows: preview },
    });
    // The file as it is (text/csv), the dry run in the query string.
    const sent = async () =>
      Promise.all(calls.map(async (c) => ({ path: c.path, csv: await blobText(c.body) })));
    expect(await sent()).toEqual([{ path: '/calls/import?dryRun=true', csv }]);

    store.dispatch(A.importRequested());
    await flush();
    expect(await sent()).toEqual([
      { path: '/calls/import?dryRun=true', csv },
      { path: '/calls/import?dryRun=false', csv },
    ]);
    expect(importOf(store)).toEqual({ open: false, busy: false, step: { kind: 'pick' } });
    expect(selectToasts(store.getState() as never)).toEqual([
      expect.objectContaining({ kind: 'success', messageId: 'phonesheet.import.done', values: { count: 2 } }),
    ]);
  });

  test('a file with bad rows is refused with every bad line, and nothing can be imported', async () => {
    const errors = ['Line 2: Phone number is not valid', 'Line 3: Unknown status "Urgent"'];
    const { calls } = mockFetch({
      'POST /api/v1/calls/import': {
        status: 400,
        body: {
          msg: errors[0],
          errors,
          rows: [
            { line: 2, errors: ['Phone number is not valid'] },
            { line: 3, errors: ['Unknown status "Urgent"'] },
          ],
        },
      },
    });
    const store = setupStore();
    store.dispatch(A.importOpened());
    store.dispatch(A.importChecked(csv));
    await flush();
    expect(importOf(store)).toEqual({ open: true, busy: false, step: { kind: 'refused', errors } });
    // Import only runs from a preview.
    store.dispatch(A.importRequested());
    await flush();
    expect(calls).toHaveLength(1);
  });

  test('a refusal without line errors shows its message; a lost request the generic one', async () => {
    mockFetch({ 'POST /api/v1/calls/import': { status: 400, body: { msg: 'The CSV file is empty' } } });
    const store = setupStore();
    store.dispatch(A.importChecked(''));
    await flush();
    expect(importOf(store).step).toEqual({ kind: 'refused', errors: ['The CSV file is empty'] });
    mockFetch({ 'POST /api/v1/calls/import': { networkError: true } });
    store.dispatch(A.importChecked(csv));
    await flush();
    expect(importOf(store).step).toEqual({ kind: 'refused', errors: ['Something went wrong'] });
  });

  test('an import that fails after the preview shows its message and keeps the dialog open', async () => {
    mockFetch({
      'POST /api/v1/calls/import': ({ url }) =>
        url.endsWith('?dryRun=true')
          ? { body: { msg: 'Imported', data: { imported: 2, dryRun: true, preview } } }
          : { status: 400, body: { msg: 'Line 3: Unknown status "Urgent"' } },
    });
    const store = setupStore();
    store.dispatch(A.importOpened());
    store.dispatch(A.importChecked(csv));
    await flush();
    store.dispatch(A.importRequested());
    await flush();
    expect(importOf(store)).toEqual({
      open: true,
      busy: false,
      step: { kind: 'refused', errors: ['Line 3: Unknown status "Urgent"'] },
    });
    expect(selectToasts(store.getState() as never)).toEqual([]);
  });

  test('closing the dialog during the dry run drops its answer', async () => {
    mockFetch({
      'POST /api/v1/calls/import': {
        body: { msg: 'Imported', data: { imported: 2, dryRun: true, preview } },
      },
    });
    const store = setupStore();
    store.dispatch(A.importOpened());
    store.dispatch(A.importChecked(csv));
    store.dispatch(A.importClosed());
    await flush();
    expect(importOf(store)).toEqual({ open: false, busy: false, step: { kind: 'pick' } });
  });
});
