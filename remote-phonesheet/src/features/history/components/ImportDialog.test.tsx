import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ImportDialog } from './ImportDialog';
import { historyActions as A } from '../store/history-slice';
import { blobText, mockFetch } from '@phonesheet/shared/testing';
import { renderWithStore, setupStore } from '../../../testing/test-store';

const csvFile = (text: string) => {
  const file = new File([text], 'calls.csv', { type: 'text/csv' });
  // jsdom's File has no text(); the browser's reads the same string.
  Object.defineProperty(file, 'text', { value: async () => text });
  return file;
};

const pick = (text: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [csvFile(text)] } });
};

test('a file with bad rows lists every bad line and keeps Import disabled', async () => {
  const errors = ['Line 2: Phone number is not valid', 'Line 3: Unknown status "Urgent"'];
  mockFetch({ 'POST /api/v1/calls/import': { status: 400, body: { msg: errors[0], errors } } });
  const store = setupStore();
  renderWithStore(<ImportDialog />, store);
  act(() => {
    store.dispatch(A.importOpened());
  });
  pick('direction,name,phone\nin,Ann,12\nin,Bob,5551234567\n');
  const list = await screen.findByTestId('import-errors');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(errors);
  expect(screen.getByText('Nothing was imported. Fix these lines and try again:')).toBeInTheDocument();
  expect(screen.getByTestId('import-run')).toBeDisabled();
});

test('a clean file shows its rows and the count on the Import button', async () => {
  const preview = [{ line: '2', direction: 'in', name: 'Ann Lee', phone: '(555) 123-4567' }];
  const server = mockFetch({
    'POST /api/v1/calls/import': { body: { msg: 'Imported', data: { imported: 1, dryRun: true, preview } } },
  });
  const store = setupStore();
  renderWithStore(<ImportDialog />, store);
  act(() => {
    store.dispatch(A.importOpened());
  });
  pick('direction,name,phone\nin,Ann Lee,5551234567\n');
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  // The file goes as it is (text/csv), the dry run in the query string.
  const [sent] = server.calls;
  expect(sent.path).toBe('/calls/import?dryRun=true');
  expect(sent.headers['Content-Type']).toBe('text/csv');
  expect(await blobText(sent.body)).toBe('direction,name,phone\nin,Ann Lee,5551234567\n');
  expect(screen.getByTestId('import-run')).toHaveTextContent('Import 1 call');
  expect(screen.getByTestId('import-run')).toBeEnabled();
});

describe('a big file: the job is followed with a progress bar', () => {
  const job = (over: Record<string, unknown>) => ({
    id: 'job-1',
    status: 'checking',
    dryRun: true,
    rowsTotal: 40000,
    rowsChecked: 0,
    rowsStored: 0,
    imported: 0,
    msg: null,
    errors: [],
    rows: [],
    preview: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: null,
    ...over,
  });
  const open = () => {
    const store = setupStore();
    renderWithStore(<ImportDialog />, store);
    act(() => {
      store.dispatch(A.importOpened());
    });
    return store;
  };

  test('rows checked rise on the bar, then the preview of the dry run shows', async () => {
    const preview = [{ line: '2', direction: 'in', name: 'Big File Row', phone: '+12125550100' }];
    mockFetch({
      'POST /api/v1/calls/import': { status: 202, body: { msg: 'Import started', data: job({}) } },
      'GET /api/v1/calls/import/job-1': [
        { body: { data: job({ rowsChecked: 12000 }) } },
        { body: { data: job({ status: 'done', rowsChecked: 40000, imported: 40000, preview }) } },
      ],
    });
    open();
    pick('direction,name,phone\nin,Big File Row,2125550100\n');
    expect(
      await screen.findByText('12,000 of 40,000 rows checked', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('30%')).toBeInTheDocument();
    // While it runs the dialog is left only through Cancel import.
    expect(screen.getByTestId('import-cancel')).toHaveTextContent('Cancel import');
    expect(await screen.findByText('Big File Row', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('import-run')).toHaveTextContent('Import 40,000 calls');
    expect(screen.queryByTestId('import-progress')).not.toBeInTheDocument();
  });

  test('Cancel import cancels the job on the server and returns to picking a file', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/calls/import': {
        status: 202,
        body: { msg: 'Import started', data: job({ id: 'job-2' }) },
      },
      'GET /api/v1/calls/import/job-2': [
        { body: { data: job({ id: 'job-2', rowsChecked: 4000 }) } },
        {
          body: {
            data: job({ id: 'job-2', status: 'cancelled', rowsChecked: 4000, msg: 'Import cancelled' }),
          },
        },
      ],
      'DELETE /api/v1/calls/import/job-2': { body: { data: job({ id: 'job-2', status: 'cancelled' }) } },
    });
    open();
    pick('direction,name,phone\nin,Ann,2125550100\n');
    fireEvent.click(await screen.findByTestId('import-cancel', {}, { timeout: 3000 }));
    expect(await screen.findByText('Cancelling… nothing will be stored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('import-progress')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/calls/import/job-2']);
    expect(screen.getByTestId('import-run')).toBeDisabled();
  });

  test('bad lines found by the job are listed as for a small file', async () => {
    const errors = ['Line 90000: Phone number is not valid'];
    mockFetch({
      'POST /api/v1/calls/import': { status: 202, body: { msg: 'Import started', data: job({}) } },
      'GET /api/v1/calls/import/job-1': {
        body: { data: job({ status: 'failed', rowsChecked: 100000, msg: errors[0], errors }) },
      },
    });
    open();
    pick('direction,name,phone\nin,Ann,2125550100\n');
    const list = await screen.findByTestId('import-errors', {}, { timeout: 3000 });
    expect(within(list).getByRole('listitem')).toHaveTextContent(errors[0] as string);
  });

  test("the company's other import (429) is shown with the wait, and the file can be sent again", async () => {
    mockFetch({
      'POST /api/v1/calls/import': {
        status: 429,
        body: { msg: 'An import is already running for your company', retryAfterSeconds: 12 },
      },
    });
    open();
    pick('direction,name,phone\nin,Ann,2125550100\n');
    expect(await screen.findByTestId('import-busy')).toHaveTextContent(
      'Another import of your company is running. Try again in 12 seconds.',
    );
    expect(screen.getByTestId('import-file')).toBeEnabled();
  });
});
