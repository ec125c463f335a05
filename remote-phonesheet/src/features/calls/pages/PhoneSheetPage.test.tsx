import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Call } from '@phonesheet/shared/contracts';
import { sampleCall } from '../../../testing/calls';
// The page as the remote routes it, with the other features' parts.
import { at, focusedCall, focusRow, openSheet, press, rowOf, sheetCalls } from '../../../testing/sheet-page';

// antd's modal, notifications and pickers are slow to mount in jsdom on a shared machine.
jest.setTimeout(60_000);

/** The confirmation's yes button, once the dialog has the focus on it. */
async function confirmButton() {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Delete the call with Grace?');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  expect(document.activeElement?.tagName).toBe('BUTTON');
  expect(document.activeElement).toHaveTextContent(/^Yes$/);
  return document.activeElement as HTMLElement;
}

test('Delete on a row asks first, with the focus on Yes; Esc keeps the call and goes back to its row', async () => {
  const { calls } = openSheet();
  await focusRow('c2');
  press('Delete');
  await confirmButton();
  press('Escape');
  await waitFor(() => expect(focusedCall()).toBe('c2'));
  expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
});

test('Backspace then Yes deletes; the focus goes to the next row, and after Undo back to the restored row', async () => {
  const grace = sheetCalls[1] as Call;
  const { calls } = openSheet({
    'DELETE /api/v1/calls/c2': { body: { data: { ...grace, deletedAt: at(0), version: 2 } } },
    'POST /api/v1/calls/c2/restore': { body: { data: { ...grace, version: 3 } } },
  });
  await focusRow('c2');
  press('Backspace');
  const yes = await confirmButton();
  act(() => yes.click()); // Enter on a focused button is its click
  await waitFor(() => expect(rowOf('c2')).toBeNull());
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/calls/c2']);
  await waitFor(() => expect(focusedCall()).toBe('c3')); // Linus, the next row
  const undo = await screen.findByTestId('undo-delete');
  act(() => undo.click());
  await waitFor(() => expect(rowOf('c2')).not.toBeNull());
  await waitFor(() => expect(focusedCall()).toBe('c2'));
});

test('deleting the last row moves the focus to the one before it; z undoes, back on the restored row', async () => {
  const linus = sheetCalls[2] as Call;
  openSheet({
    'DELETE /api/v1/calls/c3': { body: { data: { ...linus, deletedAt: at(0), version: 2 } } },
    'POST /api/v1/calls/c3/restore': { body: { data: { ...linus, version: 3 } } },
  });
  await focusRow('c3');
  press('Delete');
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  act(() => (document.activeElement as HTMLElement).click());
  await waitFor(() => expect(rowOf('c3')).toBeNull());
  await waitFor(() => expect(focusedCall()).toBe('c2'));
  await screen.findByTestId('undo-delete');
  press('z');
  await waitFor(() => expect(focusedCall()).toBe('c3'));
});

describe('c: call back with an outcome', () => {
  const ada = sheetCalls[0] as Call;
  const back = (statusId: string) =>
    sampleCall({
      id: 'b1',
      direction: 'out',
      callbackOf: 'c1',
      statusId,
      occurredAt: at(0),
      createdAt: at(0),
    });

  /** `c` on Ada's row: the outcome dialog, named for her, nothing sent yet. */
  async function askOutcome(calls: { method: string; path: string }[]) {
    await focusRow('c1');
    press('c');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('How did the call back go?');
    expect(dialog).toHaveTextContent('Calling back Ada');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(calls.filter((c) => c.method !== 'GET' && !c.path.startsWith('/auth'))).toEqual([]);
    return dialog;
  }

  test('it asks the outcome, among the statuses, and Esc logs nothing', async () => {
    const { calls } = openSheet();
    const dialog = await askOutcome(calls);
    const choices = [...dialog.querySelectorAll('[data-testid="callback-outcome"]')].map(
      (b) => b.textContent,
    );
    expect(choices).toEqual(['Left word', 'Spoke', 'No answer']);
    press('Escape');
    await waitFor(() => expect(focusedCall()).toBe('c1'));
    expect(calls.filter((c) => c.method === 'POST' && c.path.includes('callback'))).toEqual([]);
  });

  test('No answer logs the call back as No answer, the call still owed; Undo deletes it', async () => {
    const { calls } = openSheet({
      'POST /api/v1/calls/c1/callback': { status: 201, body: { data: { call: back('s6'), original: ada } } },
      'DELETE /api/v1/calls/b1': { body: { data: { ...back('s6'), deletedAt: at(0), version: 2 } } },
    });
    const dialog = await askOutcome(calls);
    act(() => within(dialog).getByRole('button', { name: 'No answer' }).click());
    expect(await screen.findByText('Call back logged: No answer')).toBeInTheDocument();
    expect(screen.getByText('The call is still owed.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/calls/c1/callback')?.body).toEqual({ statusId: 's6' });
    await waitFor(() => expect(rowOf('b1')).not.toBeNull());
    act(() => screen.getByTestId('undo-callback').click());
    await waitFor(() => expect(rowOf('b1')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/calls/b1']);
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  test('Spoke returns the call; z undoes both: the call back deleted, the call owed again', async () => {
    const returned = { ...ada, statusId: 's2', version: 2 };
    const { calls } = openSheet({
      'POST /api/v1/calls/c1/callback': {
        status: 201,
        body: { data: { call: back('s5'), original: returned } },
      },
      'DELETE /api/v1/calls/b1': { body: { data: { ...back('s5'), deletedAt: at(0), version: 2 } } },
      'PATCH /api/v1/calls/c1': { body: { data: { ...ada, version: 3 } } },
    });
    const dialog = await askOutcome(calls);
    act(() => within(dialog).getByRole('button', { name: 'Spoke' }).click());
    expect(await screen.findByText('Call back logged: Spoke')).toBeInTheDocument();
    expect(screen.getByText('The call is marked Returned.')).toBeInTheDocument();
    await waitFor(() => expect(focusedCall()).toBe('c1'));
    press('z');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 2, statusId: 's1' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/calls/b1']);
  });
});

const restoreAfter: (() => void)[] = [];
afterEach(() => restoreAfter.splice(0).forEach((restore) => restore()));

test('the density is the user’s, from the server: compact rows are shorter; Comfortable is stored at once', async () => {
  // A laptop's screen (antd's breakpoints read min-width queries): one-line rows, not a phone's cards.
  const before = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...before(query), matches: /min-width/.test(query) && !/max-width/.test(query) }) as MediaQueryList;
  restoreAfter.push(() => (window.matchMedia = before));
  const { calls } = openSheet({
    'GET /api/v1/preferences': { body: { data: { sheetDensity: 'compact' } } },
    'PATCH /api/v1/preferences': (call) => ({
      body: { data: { sheetDensity: 'comfortable', ...(call.body as object) } },
    }),
  });
  const rowHeight = () =>
    rowOf('c1')
      ?.getAttribute('style')
      ?.match(/height:(\d+)px/)?.[1];
  await waitFor(() => expect(rowOf('c1')?.querySelector('.ps-dense')).not.toBeNull());
  expect(rowHeight()).toBe('34');
  const density = screen.getByTestId('sheet-density');
  expect(within(density).getByRole('radio', { name: 'Compact' })).toBeChecked();
  fireEvent.click(within(density).getByText('Comfortable'));
  await waitFor(() => expect(rowOf('c1')?.querySelector('.ps-dense')).toBeNull());
  expect(rowHeight()).toBe('48');
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
    path: '/preferences',
    body: { sheetDensity: 'comfortable' },
  });
});
