import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import en from '../../../i18n/en.json';
import { PrintTable, usePrinting, type SheetRow } from './PrintTable';

const statuses = [
  { id: 's1', key: 'toReturn', name: 'To return', open: true, color: '#f00', order: 0, retired: false },
] as CallStatus[];
const rows: SheetRow[] = Array.from({ length: 5000 }, (_, i) => ({
  rolledOver: false,
  call: {
    id: `c${i}`,
    contactName: `Caller ${i}`,
    contactCompany: '',
    phoneDisplay: '(212) 555-0199',
    extension: null,
    priority: 'today',
    statusId: 's1',
    notes: '',
    occurredAt: '2024-05-02T10:00:00.000Z',
  } as Call,
}));

// As on the sheet page: the paper table exists only while the browser prints.
function Sheet() {
  const printing = usePrinting();
  return printing ? <PrintTable rows={rows} statuses={statuses} /> : null;
}

test('the whole day is in the print table while printing, and out of the page otherwise', () => {
  render(
    <IntlProvider locale="en" messages={en} timeZone="UTC">
      <Sheet />
    </IntlProvider>,
  );
  expect(screen.queryByTestId('print-table')).toBeNull();
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  const table = screen.getByTestId('print-table');
  expect(table.querySelectorAll('tbody tr')).toHaveLength(5000);
  expect(table).toHaveTextContent('Caller 4999');
  expect(table).toHaveTextContent('To return');
  act(() => {
    window.dispatchEvent(new Event('afterprint'));
  });
  expect(screen.queryByTestId('print-table')).toBeNull();
});
