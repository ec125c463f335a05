import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAppSelector } from '@phonesheet/shared';
import type { CallStatus } from '@phonesheet/shared/contracts';
import { mockFetch } from '@phonesheet/shared/testing';
import { EntryRow } from './EntryRow';
import { CallerContext } from './CallerContext';
import { selectPhonesheet } from '../store/calls-slice';
import { renderWithStore, setupStore } from '../../../testing/test-store';
import { sampleCall } from '../../../testing/calls';

// The caller's earlier calls under the entry row while their number or name is typed (issue 43,
// "Caller context while typing"): from the contact timeline, without taking the focus.
jest.setTimeout(30_000);

const statuses: CallStatus[] = [
  { id: 's1', key: 'toReturn', name: 'To return', open: true, color: '#fa541c', order: 0, retired: false },
  { id: 's2', key: 'returned', name: 'Returned', open: false, color: '#52c41a', order: 1, retired: false },
  { id: 's5', key: 'spoke', name: 'Spoke', open: false, color: '#13c2c2', order: 4, retired: false },
];
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
/** Ada's timeline, newest first: one call still owed, three closed. */
const adaCalls = [
  sampleCall({
    id: 'a1',
    contactName: 'Ada Lovelace',
    statusId: 's1',
    notes: 'About the lease',
    occurredAt: daysAgo(1),
  }),
  sampleCall({
    id: 'a2',
    contactName: 'Ada Lovelace',
    direction: 'out',
    statusId: 's5',
    notes: 'Sent the form',
    occurredAt: daysAgo(2),
  }),
  sampleCall({
    id: 'a3',
    contactName: 'Ada Lovelace',
    statusId: 's2',
    notes: 'Invoice',
    occurredAt: daysAgo(3),
  }),
  sampleCall({
    id: 'a4',
    contactName: 'Ada Lovelace',
    statusId: 's2',
    notes: 'First call',
    occurredAt: daysAgo(20),
  }),
];

/** The entry row and its caller panel, as the sheet page shows them. */
function EntryWithContext() {
  const caller = useAppSelector(selectPhonesheet).caller;
  return (
    <>
      <EntryRow
        statuses={statuses}
        users={[]}
        defaultDesk="u1"
        saving={false}
        errors={[]}
        savedCount={0}
        onSave={() => undefined}
        onClearErrors={() => undefined}
      />
      <CallerContext caller={caller} statuses={statuses} />
    </>
  );
}

function setup(timeline: (phone: string | null, name: string | null) => unknown[]) {
  const fetched = mockFetch({
    'GET /api/v1/contacts': { body: { data: [] } },
    'GET /api/v1/contacts/timeline': (call) => {
      const q = new URL(call.url, 'http://x').searchParams;
      return { body: { data: timeline(q.get('phone'), q.get('name')) } };
    },
  });
  renderWithStore(<EntryWithContext />, setupStore());
  return fetched;
}

test('a known number shows the calls still owed and the last three, said politely, the focus kept', async () => {
  const { calls } = setup((phone) => (phone === '(212) 555-0100' ? adaCalls : []));
  const phone = screen.getByTestId('entry-phone');
  act(() => phone.focus());
  fireEvent.change(phone, { target: { value: '(212) 555-0100' } });
  const panel = await screen.findByTestId('caller-context', {}, { timeout: 3000 });
  expect(panel).toHaveTextContent('Ada Lovelace has called before');
  expect(panel).toHaveTextContent('4 calls in all');
  // Owed: the incoming call in an open status, with its whole note.
  const owed = within(screen.getByTestId('caller-owed')).getAllByTestId('caller-call');
  expect(owed.map((li) => li.getAttribute('data-call-id'))).toEqual(['a1']);
  expect(owed[0]).toHaveTextContent('About the lease');
  // The last three calls, newest first (the fourth is only counted).
  const last = within(screen.getByTestId('caller-last')).getAllByTestId('caller-call');
  expect(last.map((li) => li.getAttribute('data-call-id'))).toEqual(['a1', 'a2', 'a3']);
  expect(last[1]).toHaveTextContent('Sent the form');
  expect(panel).not.toHaveTextContent('First call');
  // Said once by the live region; the focus is still where the receptionist types.
  expect(screen.getByTestId('caller-announcer')).toHaveTextContent(
    /^Ada Lovelace has called before: 1 call back owed, last call \w+ /,
  );
  expect(screen.getByTestId('caller-announcer')).toHaveAttribute('aria-live', 'polite');
  expect(document.activeElement).toBe(phone);
  // Reachable by keyboard: a named Tab stop.
  expect(panel).toHaveAttribute('tabindex', '0');
  expect(panel).toHaveAccessibleName('Earlier calls of Ada Lovelace');
  const asked = calls.filter((c) => c.path.startsWith('/contacts/timeline'));
  expect(asked.at(-1)?.path).toBe('/contacts/timeline?phone=%28212%29+555-0100');
});

test('a name is looked up when no number is typed; an unknown caller shows nothing', async () => {
  const { calls } = setup((_phone, name) => (name === 'Ada Lovelace' ? adaCalls : []));
  const name = screen.getByTestId('entry-name');
  fireEvent.change(name, { target: { value: 'Ada Lovelace' } });
  expect(await screen.findByTestId('caller-context', {}, { timeout: 3000 })).toHaveTextContent(
    'Ada Lovelace has called before',
  );
  // Another caller, unknown: the panel goes and nothing is said.
  fireEvent.change(name, { target: { value: 'Someone New' } });
  await waitFor(() => expect(screen.queryByTestId('caller-context')).toBeNull(), { timeout: 3000 });
  expect(screen.getByTestId('caller-announcer')).toHaveTextContent('');
  // A number still being typed (under six digits) is not looked up.
  fireEvent.change(name, { target: { value: '' } });
  fireEvent.change(screen.getByTestId('entry-phone'), { target: { value: '212' } });
  await new Promise((r) => setTimeout(r, 500));
  expect(calls.filter((c) => c.path.includes('phone='))).toEqual([]);
});
