import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';
import en from '../../../i18n/en.json';
import { EntryRow } from './EntryRow';

const statuses = [
  { id: 's1', key: 'toReturn', name: 'To return', open: true, color: '#f00', order: 0, retired: false },
] as CallStatus[];

function setup(errors: string[] = []) {
  const onSave = jest.fn();
  const utils = render(
    <IntlProvider locale="en" messages={en}>
      <EntryRow
        statuses={statuses}
        users={[]}
        defaultDesk="u1"
        saving={false}
        errors={errors}
        savedCount={0}
        onSave={onSave}
        onClearErrors={() => undefined}
      />
    </IntlProvider>,
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
