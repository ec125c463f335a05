import { ConfigProvider } from 'antd';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { CallStatus } from '@phonesheet/shared/contracts';
import en from '../../../i18n/en.json';
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
) {
  const ui = (e: boolean) => (
    <ConfigProvider direction={direction}>
      <IntlProvider locale="en" messages={en} timeZone="UTC">
        <LightRows colors={statuses.map((s) => s.color)}>
          <CallRow
            call={shown}
            statuses={statuses}
            rolledOver={false}
            compact={compact}
            shape="line"
            dense={false}
            deskName={null}
            settled
            engaged={e}
            touchScreen={false}
            onChange={onChange}
            onDelete={jest.fn()}
            onCallBack={jest.fn()}
            onHistory={jest.fn()}
          />
        </LightRows>
      </IntlProvider>
    </ConfigProvider>
  );
  const utils = render(ui(engaged));
  return { ...utils, engage: () => utils.rerender(ui(true)), leave: () => utils.rerender(ui(false)) };
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
    <IntlProvider locale="en" messages={en} timeZone="UTC">
      <LightRows colors={[]}>
        <CallRow
          {...{
            call,
            statuses,
            onChange: jest.fn(),
            onDelete: jest.fn(),
            onCallBack: jest.fn(),
            onHistory: jest.fn(),
          }}
          rolledOver={false}
          compact
          dense={false}
          deskName={null}
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
