import { act, fireEvent, screen, within } from '@testing-library/react';
import { ImportDialog } from './ImportDialog';
import { historyActions as A } from '../store/history-slice';
import { mockFetch } from '@phonesheet/shared/testing';
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
  mockFetch({
    'POST /api/v1/calls/import': { body: { msg: 'Imported', data: { imported: 1, dryRun: true, preview } } },
  });
  const store = setupStore();
  renderWithStore(<ImportDialog />, store);
  act(() => {
    store.dispatch(A.importOpened());
  });
  pick('direction,name,phone\nin,Ann Lee,5551234567\n');
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  expect(screen.getByTestId('import-run')).toHaveTextContent('Import 1 call');
  expect(screen.getByTestId('import-run')).toBeEnabled();
});
