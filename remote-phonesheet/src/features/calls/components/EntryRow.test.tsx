import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { CallStatus } from '@phonesheet/shared/contracts';
import { EntryRow } from './EntryRow';
import { renderWithStore, setupStore } from '../../../testing/test-store';
import { sampleContact } from '../../../testing/contacts';
import { mockFetch } from '@phonesheet/shared/testing';

const status = (id: string, key: string, name: string, open: boolean, order: number): CallStatus => ({
  id,
  key,
  name,
  open,
  color: '#1677ff',
  order,
  retired: false,
});
const statuses = [
  status('s1', 'toReturn', 'To return', true, 0),
  status('s2', 'returned', 'Returned', false, 1),
  status('s3', 'leftWord', 'Left word', true, 2),
  status('s4', 'willCallBack', 'Will call back', true, 3),
  status('s5', 'spoke', 'Spoke', false, 4),
];

/** The row as the page uses it: each save succeeds and bumps `savedCount`, as the store does. */
function SavingRow({ onSave }: { onSave: jest.Mock }) {
  const [saved, setSaved] = useState(0);
  return (
    <EntryRow
      statuses={statuses}
      users={[]}
      defaultDesk="u1"
      saving={false}
      errors={[]}
      savedCount={saved}
      onSave={(body) => {
        onSave(body);
        setSaved((n) => n + 1);
      }}
      onClearErrors={() => undefined}
    />
  );
}

function setupSaving() {
  const onSave = jest.fn();
  mockFetch({ 'GET /api/v1/contacts': { body: { data: [] } } });
  renderWithStore(<SavingRow onSave={onSave} />, setupStore());
  return onSave;
}

/** Types a call into the row and presses Enter in its notes. */
function logCall(name: string, phone: string) {
  fireEvent.change(screen.getByTestId('entry-name'), { target: { value: name } });
  fireEvent.change(screen.getByTestId('entry-phone'), { target: { value: phone } });
  act(() => {
    fireEvent.keyDown(screen.getByTestId('entry-notes'), { key: 'Enter' });
  });
}

function setup(errors: string[] = []) {
  const onSave = jest.fn();
  // Typing asks for earlier contacts (debounced by the saga): none here.
  mockFetch({ 'GET /api/v1/contacts': { body: { data: [] } } });
  const utils = renderWithStore(
    <EntryRow
      statuses={statuses}
      users={[]}
      defaultDesk="u1"
      saving={false}
      errors={errors}
      savedCount={0}
      onSave={onSave}
      onClearErrors={() => undefined}
    />,
    setupStore(),
  );
  return { onSave, ...utils };
}

test('typing and Enter save the call with the fields, the desk and the toggled direction and priority', () => {
  const { onSave } = setup();
  fireEvent.change(screen.getByTestId('entry-name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByTestId('entry-company'), { target: { value: 'AE' } });
  fireEvent.change(screen.getByTestId('entry-phone'), { target: { value: '(212) 555-0100' } });
  fireEvent.keyDown(screen.getByTestId('entry-direction'), { key: 'o' });
  expect(screen.getByTestId('entry-direction')).toHaveTextContent('Outgoing');
  fireEvent.keyDown(screen.getByTestId('entry-priority'), { key: 'a' });
  expect(screen.getByTestId('entry-priority')).toHaveTextContent('ASAP');
  fireEvent.change(screen.getByTestId('entry-notes'), { target: { value: 'About the engine' } });
  fireEvent.keyDown(screen.getByTestId('entry-notes'), { key: 'Enter' });
  expect(onSave).toHaveBeenCalledWith({
    direction: 'out',
    contactName: 'Ada Lovelace',
    contactCompany: 'AE',
    phone: '(212) 555-0100',
    extension: null,
    priority: 'asap',
    statusId: null,
    notes: 'About the engine',
    deskUserId: 'u1',
  });
});

test('Esc clears the row; Space cycles the priority', () => {
  const { onSave } = setup();
  fireEvent.change(screen.getByTestId('entry-name'), { target: { value: 'Someone' } });
  fireEvent.keyDown(screen.getByTestId('entry-name'), { key: 'Escape' });
  expect(screen.getByTestId('entry-name')).toHaveValue('');
  fireEvent.keyDown(screen.getByTestId('entry-priority'), { key: ' ' });
  expect(screen.getByTestId('entry-priority')).toHaveTextContent('Whenever');
  expect(onSave).not.toHaveBeenCalled();
});

test('server problems show translated in the row', () => {
  setup(['Phone number is not valid', 'Unknown status']);
  expect(screen.getByRole('alert')).toHaveTextContent('Phone number is not valid · Unknown status');
});

test('earlier contacts are suggested while typing; picking one fills name, company and phone', async () => {
  const ada = sampleContact();
  setup();
  const { calls } = mockFetch({ 'GET /api/v1/contacts': { body: { data: [ada] } } });
  const name = screen.getByTestId('entry-name');
  fireEvent.focus(name);
  fireEvent.change(name, { target: { value: 'Ada' } });
  fireEvent.click(await screen.findByText('Ada Lovelace · AE · (212) 555-0100', {}, { timeout: 1000 }));
  const asked = calls.map((c) => c.url.replace(/^.*\/api\/v1/, ''));
  // The autocomplete's one search (the timeline look-up of the caller is CallerContext's).
  expect(asked.filter((u) => u.startsWith('/contacts?'))).toEqual(['/contacts?q=Ada']);
  expect(screen.getByTestId('entry-name')).toHaveValue('Ada Lovelace');
  expect(screen.getByTestId('entry-company')).toHaveValue('AE');
  expect(screen.getByTestId('entry-phone')).toHaveValue('(212) 555-0100');
});

test('after a save direction and priority are back to their defaults: the next call is incoming, Today', () => {
  const onSave = setupSaving();
  fireEvent.keyDown(screen.getByTestId('entry-direction'), { key: 'o' });
  fireEvent.keyDown(screen.getByTestId('entry-priority'), { key: 'a' });
  logCall('Ada Lovelace', '(212) 555-0100');
  expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ direction: 'out', priority: 'asap' }));
  expect(screen.getByTestId('entry-direction')).toHaveTextContent('Incoming');
  expect(screen.getByTestId('entry-priority')).toHaveTextContent('Today');
  logCall('Grace Hopper', '(212) 555-0101');
  expect(onSave).toHaveBeenLastCalledWith(
    expect.objectContaining({
      contactName: 'Grace Hopper',
      direction: 'in',
      priority: 'today',
      statusId: null,
    }),
  );
});

test('after a save, and after Esc, the focus is in the empty name: the next name typed is the next call', () => {
  setupSaving();
  logCall('Ada Lovelace', '(212) 555-0100');
  expect(document.activeElement).toBe(screen.getByTestId('entry-name'));
  expect(screen.getByTestId('entry-name')).toHaveValue('');
  screen.getByTestId('entry-direction').focus();
  fireEvent.change(screen.getByTestId('entry-company'), { target: { value: 'AE' } });
  fireEvent.keyDown(screen.getByTestId('entry-direction'), { key: 'Escape' });
  expect(document.activeElement).toBe(screen.getByTestId('entry-name'));
  expect(screen.getByTestId('entry-company')).toHaveValue('');
});

test('the status picker takes typing: "Will" then Enter picks Will call back, and the call is saved with it', () => {
  const onSave = setupSaving();
  fireEvent.change(screen.getByTestId('entry-name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByTestId('entry-phone'), { target: { value: '(212) 555-0100' } });
  const picker = screen.getByRole('combobox', { name: 'Status' });
  act(() => picker.focus());
  fireEvent.change(picker, { target: { value: 'Will' } });
  act(() => {
    fireEvent.keyDown(picker, { key: 'Enter', keyCode: 13, which: 13 }); // as a browser sends it
  });
  expect(onSave).not.toHaveBeenCalled(); // the Enter picked; it did not save yet
  expect(screen.getByTestId('entry-status')).toHaveTextContent('Will call back');
  act(() => {
    fireEvent.keyDown(picker, { key: 'Enter', keyCode: 13, which: 13 }); // a second Enter, the list closed, saves
  });
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({ contactName: 'Ada Lovelace', statusId: 's4' }),
  );
  // Then the row is back to the automatic status.
  expect(screen.getByTestId('entry-status')).toHaveTextContent('Status (automatic)');
});
