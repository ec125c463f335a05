import { act, screen, waitFor, within } from '@testing-library/react';
import type { Call } from '@phonesheet/shared/contracts';
import { at, focusRow, openSheet, openSheetIn, press, rowOf, sheetCalls } from '../../../testing/sheet-page';

// A save that meets someone else's newer change (409) opens the conflict's dialog, fetched when
// first needed: what they changed, what this user tried, and the choice between the two.
jest.setTimeout(60_000);

const ada = sheetCalls[0] as Call;
const theirs = { ...ada, version: 2, notes: 'Gate code 4411' };

/** PATCH on Ada's call: the first answers 409 with Bo's note, a later one saves on their version. */
function patchesOfAda() {
  const bodies: unknown[] = [];
  const route = ({ body }: { body?: unknown }) => {
    bodies.push(body);
    if (bodies.length > 1) return { body: { data: { ...theirs, version: 3, statusId: 's2' } } };
    return {
      status: 409,
      body: {
        msg: 'Someone else changed this call; review their changes',
        current: theirs,
        changedFields: ['notes'],
        changes: [
          { field: 'notes', from: '', to: theirs.notes, userId: 'u2', userName: 'Bo', at: at(0), version: 2 },
        ],
      },
    };
  };
  return { bodies, routes: { 'PATCH /api/v1/calls/c1': route } };
}

/** `s` on Ada's row moves her call to the next status (Returned): the save that meets the 409. */
async function changeAdasStatus() {
  await focusRow('c1');
  press('s');
  return screen.findByRole('dialog', {}, { timeout: 20_000 });
}

test('the dialog shows their change and mine; Re-apply puts mine on their version, and the row shows both', async () => {
  const { bodies, routes } = patchesOfAda();
  openSheet(routes);
  const dialog = await changeAdasStatus();
  expect(within(dialog).getByText('Someone else changed this call')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Your change was not saved, so nothing was overwritten.');
  expect(dialog).toHaveTextContent('Their changes');
  expect(dialog).toHaveTextContent('Bo changed Notes from — to Gate code 4411');
  expect(dialog).toHaveTextContent('Your changes');
  expect(dialog).toHaveTextContent('Status: Returned');
  // Their note is on the sheet already, while this user decides.
  expect(rowOf('c1')).toHaveTextContent('Gate code 4411');

  act(() => within(dialog).getByRole('button', { name: 'Re-apply mine' }).click());
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies).toEqual([
    { version: 1, statusId: 's2' },
    { version: 2, statusId: 's2' },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(rowOf('c1')).toHaveTextContent('Returned'));
  expect(rowOf('c1')).toHaveTextContent('Gate code 4411');
});

test('in Arabic the dialog is right to left and in Arabic; Keep theirs sends nothing more', async () => {
  const { bodies, routes } = patchesOfAda();
  await openSheetIn('ar', routes);
  const dialog = await changeAdasStatus();
  expect(within(dialog).getByText('قام شخص آخر بتعديل هذه المكالمة')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('تعديلاتهم');
  expect(dialog).toHaveTextContent('غيّر Bo');
  expect(dialog).toHaveTextContent('تعديلاتك');
  expect(dialog.closest('.ant-modal-wrap')).toHaveClass('ant-modal-wrap-rtl');

  act(() => within(dialog).getByRole('button', { name: 'احتفظ بتعديلاتهم' }).click());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bodies).toEqual([{ version: 1, statusId: 's2' }]);
  // Their version stays on the sheet, with its own status.
  expect(rowOf('c1')).toHaveTextContent('Gate code 4411');
});
