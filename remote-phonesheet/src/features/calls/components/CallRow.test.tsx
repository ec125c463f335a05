import { ConfigProvider } from 'antd';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';
import { messages } from '../../../i18n';
import { sampleCall } from '../../../testing/calls';
import { CallRow } from './CallRow';
import { LightRows } from './CallRowLight';

const statuses = [
  { id: 's1', key: 'toReturn', name: 'To return', open: true, color: '#ff0000', order: 0, retired: false },
] as CallStatus[];
const call = sampleCall({
  contactName: 'Grace Hopper',
  contactCompany: 'Navy',
  phone: '(212) 555-0199',
  phoneE164: '+12125550199',
  phoneDisplay: '(212) 555-0199',
});

/** A row at rest on the sheet; `engage()` is the pointer coming over it (or the focus). */
function renderRow(
  engaged: boolean,
  onChange = jest.fn(),
  direction: 'ltr' | 'rtl' = 'ltr',
  shown = call,
  compact = false,
  onWholeNote = jest.fn(),
  readOnly = false,
  shape: 'line' | 'split' = 'line',
) {
  const ui = (e: boolean, c = shown) => (
    <ConfigProvider direction={direction}>
      <IntlProvider locale="en" messages={messages.en} timeZone="UTC">
        <LightRows colors={statuses.map((s) => s.color)}>
          <CallRow
            call={c}
            statuses={statuses}
            rolledOver={false}
            compact={compact}
            shape={shape}
            dense={false}
            deskName={null}
            readOnly={readOnly}
            settled
            engaged={e}
            touchScreen={false}
            onChange={onChange}
            onDelete={jest.fn()}
            onCallBack={jest.fn()}
            onHistory={jest.fn()}
            onWholeNote={onWholeNote}
          />
        </LightRows>
      </IntlProvider>
    </ConfigProvider>
  );
  const utils = render(ui(engaged));
  return {
    ...utils,
    engage: () => utils.rerender(ui(true)),
    leave: () => utils.rerender(ui(false)),
    /** The store's row replaced (the whole note fetched), the row still in use. */
    replace: (next: typeof call) => utils.rerender(ui(true, next)),
  };
}

test('a row not in use is drawn light, with the same texts; it is interactive while in use, then light again', async () => {
  const { engage, leave } = renderRow(false);
  const light = screen.getByTestId('call-row-light');
  expect(light).toHaveTextContent('Grace Hopper');
  expect(light).toHaveTextContent('Navy');
  expect(light).toHaveTextContent('(212) 555-0199');
  expect(light).toHaveTextContent('ASAP');
  expect(light).toHaveTextContent('To return');
  expect(light).toHaveTextContent('Call back');
  expect(screen.queryByTestId('call-row')).toBeNull();
  expect(screen.queryByRole('combobox')).toBeNull();

  await act(async () => engage());
  expect(screen.getByTestId('call-row')).toHaveTextContent('Grace Hopper');
  expect(screen.queryByTestId('call-row-light')).toBeNull();
  expect(screen.getAllByRole('combobox')).toHaveLength(2); // priority and status pickers

  await act(async () => leave());
  expect(screen.getByTestId('call-row-light')).toHaveTextContent('Grace Hopper');
  expect(screen.queryByRole('combobox')).toBeNull();
});

test('both drawings dial the number with its extension, shown on its own line under the number', async () => {
  const { engage } = renderRow(false, jest.fn(), 'ltr', { ...call, extension: '4471' });
  const check = (row: HTMLElement) => {
    const link = row.querySelector('a[href^="tel:"]')!;
    expect(link).toHaveAttribute('href', 'tel:+12125550199;ext=4471');
    expect(link).toHaveTextContent('(212) 555-0199');
    // The number and its extension are the two lines of one cell.
    expect(link.parentElement!.children).toHaveLength(2);
    expect(link.nextElementSibling).toHaveTextContent('ext. 4471');
  };
  check(screen.getByTestId('call-row-light'));
  await act(async () => engage());
  check(screen.getByTestId('call-row'));
});

test('on a touch screen, a row turns interactive once the list is still, and stays so while it moves', async () => {
  const ui = (settled: boolean) => (
    <IntlProvider locale="en" messages={messages.en} timeZone="UTC">
      <LightRows colors={[]}>
        <CallRow
          {...{
            call,
            statuses,
            onChange: jest.fn(),
            onDelete: jest.fn(),
            onCallBack: jest.fn(),
            onHistory: jest.fn(),
            onWholeNote: jest.fn(),
          }}
          rolledOver={false}
          compact
          dense={false}
          deskName={null}
          readOnly={false}
          shape="card"
          settled={settled}
          engaged={false}
          touchScreen
        />
      </LightRows>
    </IntlProvider>
  );
  const { rerender } = render(ui(false));
  expect(screen.getByTestId('call-row-light')).toBeInTheDocument();
  await act(async () => rerender(ui(true)));
  expect(await screen.findByTestId('call-row')).toHaveTextContent('Grace Hopper');
  // The list keeps a row shown still until it leaves (VirtualList `keepShownStill`): no swap mid-flick.
  await act(async () => rerender(ui(false)));
  expect(screen.getByTestId('call-row')).toBeInTheDocument();
});

test('the interactive row edits the stored text, not the placeholder shown for an empty one', async () => {
  const onChange = jest.fn();
  renderRow(true, onChange);
  await screen.findByTestId('call-row');
  expect(screen.getByText('(no notes)')).toBeInTheDocument();
  fireEvent.click(screen.getByText('(no notes)'));
  const box = screen.getByRole('textbox');
  expect(box).toHaveValue('');
  fireEvent.change(box, { target: { value: 'Wants the Q3 figures' } });
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
  expect(onChange).toHaveBeenCalledWith(call, { notes: 'Wants the Q3 figures' });
});

test('a note the sheet sent cut: marked "…", fetched whole once the row is in use, and edited whole only', async () => {
  const whole = `Wants the Q3 figures. ${'More words about the lease. '.repeat(20)}End.`;
  const cut = { ...call, notes: whole.slice(0, 300), notesCut: true as const };
  const onChange = jest.fn();
  const onWholeNote = jest.fn();
  const { engage, replace } = renderRow(false, onChange, 'ltr', cut, false, onWholeNote);
  // At rest nothing is fetched; the light row says there is more.
  expect(onWholeNote).not.toHaveBeenCalled();
  const lightNotes = screen.getByTestId('call-row-light').querySelector('.ps-g-notes .ps-lr-text')!;
  expect(lightNotes).toHaveAttribute('title', `${whole.slice(0, 300)}…`);
  await act(async () => engage());
  expect(onWholeNote).toHaveBeenCalledTimes(1);
  expect(onWholeNote).toHaveBeenCalledWith(cut);
  // A click on the cut note opens no editor yet: saving its start would lose the rest.
  fireEvent.click(within(screen.getByTestId('call-notes')).getByText(`${whole.slice(0, 300)}…`));
  expect(screen.queryByRole('textbox')).toBeNull();
  // The whole call arrives: the editor asked for opens with the whole note, and saves it whole.
  const full = { ...call, notes: whole };
  await act(async () => replace(full));
  const box = screen.getByRole('textbox');
  expect(box).toHaveValue(whole);
  fireEvent.change(box, { target: { value: `${whole} Called twice.` } });
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
  expect(onChange).toHaveBeenCalledWith(full, { notes: `${whole} Called twice.` });
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(onWholeNote).toHaveBeenCalledTimes(1);
});

test('the light row shows the icons of the interactive row, in the same order', async () => {
  // The interactive row's antd icons name themselves on their <svg>, the light row's on one element.
  const icons = (row: HTMLElement) =>
    [...row.querySelectorAll('[data-icon]')].map((icon) => icon.getAttribute('data-icon'));
  const { engage } = renderRow(false);
  const light = icons(screen.getByTestId('call-row-light'));
  await act(async () => engage());
  const interactive = icons(await screen.findByTestId('call-row'));
  expect(light).toEqual(['arrow-down', 'edit', 'edit', 'down', 'down', 'edit', 'phone', 'history', 'delete']);
  expect(light).toEqual(interactive);
});

test.each(['ltr', 'rtl'] as const)(
  'the light row shows the tags of the interactive row (%s): same classes, colours and texts',
  async (direction) => {
    const tags = (row: HTMLElement) =>
      [...row.querySelectorAll<HTMLElement>('.ant-tag')].map((tag) => ({
        classes: [...tag.classList].sort(),
        text: tag.textContent,
      }));
    const { engage, container } = renderRow(false, jest.fn(), direction);
    const lightRow = screen.getByTestId('call-row-light');
    const light = tags(lightRow);
    // The light row's status tag takes its colour from the stylesheet, never an inline style: the
    // row's colour class sets --ps-c, which the status tag's rule paints.
    const css = [...container.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(getComputedStyle(lightRow).getPropertyValue('--ps-c')).toBe('#ff0000');
    // Its text reads on that colour: white on #ff0000 is 4.0:1, #141414 is 4.6:1.
    expect(getComputedStyle(lightRow).getPropertyValue('--ps-on-c')).toBe('#141414');
    expect(css).toContain(
      '.ps-lr-status .ant-tag-has-color{background-color:var(--ps-c);color:var(--ps-on-c)}',
    );
    expect(css).toContain('border-inline-start:4px solid var(--ps-c,');
    expect(lightRow.querySelectorAll('[style]')).toHaveLength(0);
    await act(async () => engage());
    const interactiveRow = await screen.findByTestId('call-row');
    const interactive = tags(interactiveRow);
    expect(light.map((tag) => tag.text)).toEqual(['ASAP', 'To return']);
    expect(light[0].classes).toContain('ant-tag-red'); // priority asap: antd's red
    expect(light[1].classes).toContain('ant-tag-has-color'); // the status's own colour
    expect(interactiveRow.querySelectorAll<HTMLElement>('.ant-tag')[1].style.backgroundColor).toBe(
      'rgb(255, 0, 0)',
    );
    expect(interactiveRow.querySelectorAll<HTMLElement>('.ant-tag')[1].style.color).toBe('rgb(20, 20, 20)');
    expect(light[0].classes.includes('ant-tag-rtl')).toBe(direction === 'rtl');
    expect(light).toEqual(interactive);
  },
);

test("every light icon has its picture in the light rows' stylesheet", () => {
  const { container } = renderRow(false);
  const css = [...container.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  const names = [...screen.getByTestId('call-row-light').querySelectorAll('[data-icon]')].map((icon) =>
    icon.getAttribute('data-icon'),
  );
  expect(names).toHaveLength(9);
  for (const name of names) expect(css).toContain(`.ps-li-${name}{background-image:url("data:image/svg+xml,`);
});

test('a call the phone system logged is marked after its time in both drawings, typed ones are not', async () => {
  const logged = { ...call, loggedByPhoneSystem: true };
  const { container, engage } = renderRow(false, jest.fn(), 'ltr', logged);
  const mark = within(screen.getByTestId('call-row-light')).getByTestId('call-phone-system');
  expect(mark).toHaveAttribute('title', 'Logged by the phone system');
  expect(within(mark).getByRole('img', { name: 'Logged by the phone system' })).toBeInTheDocument();
  const css = [...container.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  expect(css).toContain('.ps-li-robot{background-image:url("data:image/svg+xml,');
  await act(async () => engage());
  const interactive = await screen.findByTestId('call-row');
  expect(within(interactive).getByTestId('call-when')).toContainElement(
    within(interactive).getByTestId('call-phone-system'),
  );
});

test('a typed call has no phone-system mark', () => {
  renderRow(false);
  expect(screen.queryByTestId('call-phone-system')).toBeNull();
});

test('a one-line row: the direction a 16 px icon named by it, Call back an icon named "Call back", actions over the row’s end', () => {
  const { container } = renderRow(true, jest.fn(), 'ltr', call, true);
  const row = screen.getByTestId('call-row');
  const direction = within(row).getByRole('button', { name: 'Incoming' });
  expect(direction.style.width).toBe('16px');
  const callBack = within(row).getByTestId('call-back');
  expect(callBack).toHaveAccessibleName('Call back');
  expect(callBack).not.toHaveTextContent('Call back');
  // The actions' box is the grid's `ps-g-actions`, which a one-line row's stylesheet lays over
  // its end (row-layout.test.ts); the row carries the one-line classes.
  expect(row).toHaveClass('ps-g', 'ps-g-line');
  expect(callBack.closest('.ps-g-actions')?.parentElement).toBe(row);
  const css = [...container.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  expect(css).toContain('.ps-g{--ps-row-bg:');
});

test('a call of a desk the user may not work on is read-only in both drawings, and says who may change it', async () => {
  const onChange = jest.fn();
  const other = { ...call, deskUserId: 'kim', deskName: 'Kim Park' };
  const { engage } = renderRow(false, onChange, 'ltr', other, true, jest.fn(), true, 'split');
  const hint = 'Only Kim Park or someone covering their desk can change this call';
  // At rest: no pencil, no call back, no delete; the lock names the reason.
  const light = screen.getByTestId('call-row-light');
  expect(light.querySelector('.ps-lr-edit')).toBeNull();
  expect(light).not.toHaveTextContent('Call back');
  expect(within(light).getByLabelText(hint)).toBeInTheDocument();
  await act(async () => engage());
  const row = screen.getByTestId('call-row');
  // In use: the texts without editors, the pickers disabled, only the changes' history to open.
  expect(row.querySelector('.ant-typography-edit')).toBeNull();
  fireEvent.click(screen.getByText('Grace Hopper'));
  expect(screen.queryByRole('textbox')).toBeNull();
  for (const picker of row.querySelectorAll('.ant-select')) expect(picker).toHaveClass('ant-select-disabled');
  expect(screen.queryByTestId('call-back')).toBeNull();
  expect(screen.queryByTestId('call-delete')).toBeNull();
  expect(screen.getByLabelText('Changes')).toBeEnabled();
  expect(screen.getByTestId('call-read-only')).toHaveAccessibleName(hint);
  // The direction does not toggle either.
  fireEvent.click(screen.getByLabelText('Incoming'));
  expect(onChange).not.toHaveBeenCalled();
});

test('the same call on a desk the user may work on keeps its editors, pickers, call back and delete', async () => {
  const { engage } = renderRow(false, jest.fn(), 'ltr', call, true, jest.fn(), false, 'split');
  expect(screen.getByTestId('call-row-light').querySelector('.ps-lr-edit')).not.toBeNull();
  await act(async () => engage());
  const row = screen.getByTestId('call-row');
  expect(row.querySelectorAll('.ant-typography-edit').length).toBeGreaterThanOrEqual(3);
  expect(row.querySelector('.ant-select-disabled')).toBeNull();
  expect(screen.getByTestId('call-back')).toBeInTheDocument();
  expect(screen.getByTestId('call-delete')).toBeInTheDocument();
  expect(screen.queryByTestId('call-read-only')).toBeNull();
});
