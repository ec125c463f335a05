import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sampleStatuses, st } from '../../../testing/statuses';
import { mockFetch, type FetchRoutes, type RecordedCall } from '@phonesheet/shared/testing';
import { renderWithStore, setupStore } from '../../../testing/test-store';
import { selectSheetShared } from '../../../kit/store/sheet-state';
import { StatusesEditor } from './StatusesEditor';

// antd components are slow to mount in jsdom on a shared machine.
jest.setTimeout(40_000);

const statuses = sampleStatuses();
const echo =
  (id: string) =>
  ({ body }: RecordedCall) => ({
    body: { data: { ...statuses.find((s) => s.id === id), ...(body as object) } },
  });

async function open(routes: FetchRoutes = {}, user = {}) {
  const { calls } = mockFetch({ 'GET /api/v1/statuses': { body: { data: statuses } }, ...routes });
  const store = setupStore(user);
  renderWithStore(<StatusesEditor />, store);
  await screen.findByText('Offered for calls');
  return { calls, store };
}
const names = () =>
  within(screen.getByTestId('statuses-list'))
    .getAllByTestId('status-name')
    .map((i) => (i as HTMLInputElement).value);

test('an admin renames a status with Enter; the list shows the new name', async () => {
  const { calls } = await open({ 'PATCH /api/v1/statuses/s3': echo('s3') });
  const input = screen.getByLabelText('Name of Waiting');
  fireEvent.change(input, { target: { value: '  Waiting for papers ' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  fireEvent.blur(input);
  await waitFor(() => expect(names()).toEqual(['To return', 'Returned', 'Waiting for papers']));
  expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
    { name: 'Waiting for papers' },
  ]);
});

test('an empty or taken name is refused with the server’s words before anything is sent', async () => {
  const { calls } = await open();
  const input = screen.getByLabelText('Name of Waiting');
  fireEvent.change(input, { target: { value: '   ' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(screen.getByTestId('status-error')).toHaveTextContent(
    'The status needs a name of up to 40 characters',
  );
  fireEvent.change(input, { target: { value: 'x'.repeat(41) } });
  fireEvent.blur(input);
  expect(screen.getByTestId('status-error')).toHaveTextContent(
    'The status needs a name of up to 40 characters',
  );
  fireEvent.change(input, { target: { value: 'returned' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(screen.getByTestId('status-error')).toHaveTextContent('A status with this name already exists');
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(screen.queryByTestId('status-error')).toBeNull();
  expect((input as HTMLInputElement).value).toBe('Waiting');
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

test('a rename the server refuses (400) shows its message under the name and keeps the stored one', async () => {
  const { store } = await open({
    'PATCH /api/v1/statuses/s3': {
      status: 400,
      body: {
        msg: 'A status with this name already exists',
        errors: ['A status with this name already exists'],
      },
    },
  });
  const input = screen.getByLabelText('Name of Waiting');
  fireEvent.change(input, { target: { value: 'Voicemail' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(await screen.findByTestId('status-error')).toHaveTextContent(
    'A status with this name already exists',
  );
  // The typed name stays to be corrected; the stored one is unchanged.
  expect(screen.getByLabelText('Name of Waiting')).toHaveValue('Voicemail');
  expect(selectSheetShared(store.getState() as never).statuses.map((s) => s.name)).toEqual([
    'To return',
    'Returned',
    'Waiting',
    'Old',
  ]);
});

test('Move up, and the arrow keys on the drag handle, reorder the list and keep the focus on the status', async () => {
  const { calls } = await open({
    'PATCH /api/v1/statuses/s1': echo('s1'),
    'PATCH /api/v1/statuses/s2': echo('s2'),
    'PATCH /api/v1/statuses/s3': echo('s3'),
  });
  const up = screen.getByLabelText('Move Waiting up');
  up.focus();
  fireEvent.click(up);
  expect(names()).toEqual(['To return', 'Waiting', 'Returned']);
  expect(document.activeElement).toBe(screen.getByLabelText('Move Waiting up'));
  expect(screen.getByTestId('statuses-announcement')).toHaveTextContent('Waiting moved to position 2 of 3');

  const handle = screen.getByLabelText('Reorder Waiting');
  fireEvent.keyDown(handle, { key: 'ArrowUp' });
  expect(names()).toEqual(['Waiting', 'To return', 'Returned']);
  expect(document.activeElement).toBe(screen.getByLabelText('Reorder Waiting'));
  expect(screen.getByLabelText('Move Waiting up')).toBeDisabled();
  // Moving down re-inserts the focused row's own node: the focus is given back to it.
  const down = screen.getByLabelText('Move To return down');
  down.focus();
  fireEvent.click(down);
  expect(names()).toEqual(['Waiting', 'Returned', 'To return']);
  expect(document.activeElement).toBe(screen.getByLabelText('Reorder To return'));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(6));
  expect(
    calls
      .filter((c) => c.method === 'PATCH')
      .map((c) => `${c.path.split('/').pop()} ${(c.body as { order: number }).order}`),
  ).toEqual(['s3 1', 's2 2', 's3 0', 's1 1', 's2 1', 's1 2']);
});

test('dragging a status by its handle onto another row moves it there', async () => {
  const { calls } = await open({
    'PATCH /api/v1/statuses/s1': echo('s1'),
    'PATCH /api/v1/statuses/s2': echo('s2'),
  });
  const rows = screen.getAllByTestId('status-row');
  // A drag that did not start on the handle is refused (the name field keeps text selection).
  expect(fireEvent.dragStart(rows[0] as HTMLElement)).toBe(false);
  fireEvent.mouseDown(screen.getByLabelText('Reorder To return'));
  fireEvent.dragStart(rows[0] as HTMLElement);
  fireEvent.dragOver(rows[1] as HTMLElement);
  fireEvent.drop(rows[1] as HTMLElement);
  expect(names()).toEqual(['Returned', 'To return', 'Waiting']);
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
});

test('retiring asks first, says the calls keep it, and lists it under Retired with Restore', async () => {
  const { calls } = await open({ 'DELETE /api/v1/statuses/s3': { body: { msg: 'Status retired' } } });
  fireEvent.click(screen.getByLabelText('Retire Waiting'));
  expect(await screen.findByText('Retire “Waiting”?')).toBeInTheDocument();
  expect(
    screen.getByText(
      'It will no longer be offered for calls. Calls that already have it keep it and still show it; a status no call has is removed for good.',
    ),
  ).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByTestId('status-retire-confirm'));
  });
  await waitFor(() => expect(names()).toEqual(['To return', 'Returned']));
  const retired = screen.getByTestId('statuses-retired');
  expect(within(retired).getByText('Retired (2)')).toBeInTheDocument();
  expect(within(retired).getByLabelText('Restore Waiting')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/statuses/s3']);
});

test('Add status sends the name, a palette colour and open, then empties the form', async () => {
  const { calls } = await open({
    'POST /api/v1/statuses': ({ body }) => ({
      status: 201,
      body: { data: { ...st('s4', '', 3), ...(body as object) } },
    }),
  });
  const input = screen.getByLabelText('New status name');
  fireEvent.change(input, { target: { value: 'Voicemail' } });
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  await waitFor(() => expect(names()).toEqual(['To return', 'Returned', 'Waiting', 'Voicemail']));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Voicemail',
    color: '#cf1322',
    open: true,
    order: 3,
  });
  expect((input as HTMLInputElement).value).toBe('');
});

test('Add status refuses a taken name and then the server’s refusal; typing clears the message', async () => {
  const { calls } = await open({
    'POST /api/v1/statuses': {
      status: 400,
      body: { msg: 'Invalid call', errors: ['The status needs a name of up to 40 characters'] },
    },
  });
  const input = screen.getByLabelText('New status name');
  // antd's Input takes one Enter per key press: the key goes up before the next.
  const pressEnter = () => {
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
  };
  fireEvent.change(input, { target: { value: 'RETURNED' } });
  pressEnter();
  expect(screen.getByTestId('status-add-error')).toHaveTextContent('A status with this name already exists');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  fireEvent.change(input, { target: { value: 'Voicemail' } });
  expect(screen.queryByTestId('status-add-error')).toBeNull();
  pressEnter();
  expect(await screen.findByTestId('status-add-error')).toHaveTextContent(
    'The status needs a name of up to 40 characters',
  );
  fireEvent.change(input, { target: { value: 'Voicemail 2' } });
  expect(screen.queryByTestId('status-add-error')).toBeNull();
});

test('someone who is not an admin reads the statuses without any control', async () => {
  await open({}, { _id: 'u2', userType: 'User' });
  expect(screen.getByText('Only an administrator can change the statuses.')).toBeInTheDocument();
  expect(screen.getAllByTestId('status-row').map((r) => r.textContent)).toEqual([
    'To returnOpen',
    'ReturnedClosed',
    'WaitingOpen',
  ]);
  expect(document.querySelector('input')).toBeNull();
  expect(screen.queryByLabelText('Restore Old')).toBeNull();
});

test('a list that cannot be loaded says so and offers to try again', async () => {
  mockFetch({ 'GET /api/v1/statuses': { status: 500, body: { msg: 'Database down' } } });
  renderWithStore(<StatusesEditor />, setupStore());
  const alert = await screen.findByTestId('statuses-load-error');
  expect(alert).toHaveTextContent('The statuses could not be loaded');
  expect(alert).toHaveTextContent('Database down');
  expect(within(alert).getByText('Try again')).toBeInTheDocument();
});
