import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import { messages } from '../../../i18n';
import ar from '../../../i18n/languages/ar';
import { PrintTable, usePrinting, type SheetRow } from './PrintTable';

// The remote's texts, the kit's and every feature's, as the host reads them.
const en = messages.en;

const statuses = [
  { id: 's1', key: 'toReturn', name: 'To return', open: true, color: '#f00', order: 0, retired: false },
] as CallStatus[];
const rows: SheetRow[] = Array.from({ length: 5000 }, (_, i) => ({
  rolledOver: false,
  call: {
    id: `c${i}`,
    direction: 'in',
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

const cellsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((tr) => [...tr.children].map((c) => (c as HTMLElement).textContent));

test('a printed row says what the screen row says: direction, status and extension in the reader’s language, the number left to right', () => {
  const call = {
    ...rows[0].call,
    direction: 'out',
    contactCompany: 'Acme',
    extension: '12',
    notes: 'About the lease',
    deskUserId: 'u1',
  } as Call;
  render(
    <IntlProvider locale="ar" messages={ar} timeZone="UTC">
      <PrintTable rows={[{ call, rolledOver: false }]} statuses={statuses} />
    </IntlProvider>,
  );
  const table = screen.getByTestId('print-table');
  const [head, row] = cellsOf(table);
  expect(head).toEqual(['الوقت', 'الاتجاه', 'الاسم', 'رقم الهاتف', 'الأولوية', 'الحالة', 'ملاحظات']);
  expect(row.slice(1)).toEqual([
    'صادرة',
    'Caller 0 · Acme',
    '(212) 555-0199 تحويلة 12',
    'اليوم',
    'يجب معاودة الاتصال',
    'About the lease',
  ]);
  const ltr = [...table.querySelectorAll('tbody [dir="ltr"]')].map((span) => span.textContent);
  expect(ltr).toEqual(['(212) 555-0199']);
});

test('a day of several desks prints each call’s desk; one desk’s day has no desk column', () => {
  const onDesk = (i: number, desk: string) => ({
    ...rows[i],
    call: { ...rows[i].call, deskUserId: desk, deskName: `Desk ${desk}` } as Call,
  });
  const { rerender } = render(
    <IntlProvider locale="en" messages={en} timeZone="UTC">
      <PrintTable rows={[onDesk(0, 'a'), onDesk(1, 'b')]} statuses={statuses} />
    </IntlProvider>,
  );
  const [head, first, second] = cellsOf(screen.getByTestId('print-table'));
  expect(head).toEqual(['When', 'Direction', 'Name', 'Phone number', 'Priority', 'Status', 'Desk', 'Notes']);
  expect([first[6], second[6]]).toEqual(['Desk a', 'Desk b']);
  rerender(
    <IntlProvider locale="en" messages={en} timeZone="UTC">
      <PrintTable rows={[onDesk(0, 'a'), onDesk(1, 'a')]} statuses={statuses} />
    </IntlProvider>,
  );
  const [oneDeskHead, oneDeskRow] = cellsOf(screen.getByTestId('print-table'));
  expect(oneDeskHead).not.toContain('Desk');
  expect(oneDeskRow).toHaveLength(7);
});
