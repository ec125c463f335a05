import { ConfigProvider } from 'antd';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Call, CallStatus } from '@phonesheet/shared/contracts';
import en from '../../../i18n/en.json';
import { CallRow } from './CallRow';
import { LightRows } from './CallRowLight';

const statuses = [
  { id: 's1', key: 'toReturn', name: 'To return', open: true, color: '#f00', order: 0, retired: false },
] as CallStatus[];
const call = {
  id: 'c1',
  direction: 'in',
  contactName: 'Grace Hopper',
  contactCompany: 'Navy',
  phone: '(212) 555-0199',
  phoneE164: '+12125550199',
  phoneDisplay: '(212) 555-0199',
  extension: null,
  statusId: 's1',
  priority: 'asap',
  notes: '',
  occurredAt: '2024-05-02T10:00:00.000Z',
  version: 1,
} as Call;

function renderRow(settled: boolean, onChange = jest.fn(), direction: 'ltr' | 'rtl' = 'ltr') {
  const ui = (s: boolean) => (
    <ConfigProvider direction={direction}>
      <IntlProvider locale="en" messages={en} timeZone="UTC">
        <LightRows>
          <CallRow
            call={call}
            statuses={statuses}
            rolledOver={false}
            compact={false}
            settled={s}
            onChange={onChange}
            onDelete={jest.fn()}
            onCallBack={jest.fn()}
            onHistory={jest.fn()}
          />
        </LightRows>
      </IntlProvider>
    </ConfigProvider>
  );
  const utils = render(ui(settled));
  return { ...utils, settle: () => utils.rerender(ui(true)) };
}

test('while the list scrolls a row is drawn light, with the same texts; it turns interactive once settled', async () => {
  const { settle } = renderRow(false);
  const light = screen.getByTestId('call-row-light');
  expect(light).toHaveTextContent('Grace Hopper');
  expect(light).toHaveTextContent('Navy');
  expect(light).toHaveTextContent('(212) 555-0199');
  expect(light).toHaveTextContent('ASAP');
  expect(light).toHaveTextContent('To return');
  expect(light).toHaveTextContent('Call back');
  expect(screen.queryByTestId('call-row')).toBeNull();
  expect(screen.queryByRole('combobox')).toBeNull();

  await act(async () => settle());
  expect(await screen.findByTestId('call-row')).toHaveTextContent('Grace Hopper');
  expect(screen.queryByTestId('call-row-light')).toBeNull();
  expect(screen.getAllByRole('combobox')).toHaveLength(2); // priority and status pickers
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
  const { settle } = renderRow(false);
  const light = icons(screen.getByTestId('call-row-light'));
  await act(async () => settle());
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
        background: tag.style.backgroundColor,
        text: tag.textContent,
      }));
    const { settle } = renderRow(false, jest.fn(), direction);
    const light = tags(screen.getByTestId('call-row-light'));
    await act(async () => settle());
    const interactive = tags(await screen.findByTestId('call-row'));
    expect(light.map((tag) => tag.text)).toEqual(['ASAP', 'To return']);
    expect(light[0].classes).toContain('ant-tag-red'); // priority asap: antd's red
    expect(light[1].classes).toContain('ant-tag-has-color'); // the status's own colour
    expect(light[1].background).toBe('rgb(255, 0, 0)');
    expect(light[0].classes.includes('ant-tag-rtl')).toBe(direction === 'rtl');
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
