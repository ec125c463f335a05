import { contrastRatio } from '@phonesheet/shared';
import { colorClass, colorRules, statusTextColor } from './status-colors';

test('a status colour is a class, and its rule sets --ps-c (and the text on it) once however many statuses share it', () => {
  expect(colorClass('#FA541C')).toBe('ps-c-fa541c');
  expect(colorRules(['#fa541c', '#FA541C', '#52c41a'])).toBe(
    '.ps-c-fa541c{--ps-c:#fa541c;--ps-on-c:#141414}\n.ps-c-52c41a{--ps-c:#52c41a;--ps-on-c:#141414}',
  );
});

test('anything but #rrggbb gets no class and no rule: nothing from the data reaches the stylesheet unchecked', () => {
  for (const color of [undefined, '', 'red', '#f00', '#ff0000}body{display:none', 'url(x)'])
    expect(colorClass(color)).toBeUndefined();
  expect(colorRules(['#ff0000}body{display:none', 'red'])).toBe('');
});

test("a status tag's text reads at 4.5:1 on the status's colour (the defaults were 2.2–3.3:1 in white)", () => {
  const defaults = ['#fa541c', '#52c41a', '#faad14', '#1677ff', '#13c2c2', '#8c8c8c'];
  for (const color of [...defaults, '#000000', '#ffffff', '#777777', '#0a8fdc', '#722ed1'])
    expect(contrastRatio(statusTextColor(color)!, color)).toBeGreaterThanOrEqual(4.5);
  expect(statusTextColor('#722ed1')).toBe('#FFFFFF');
  expect(statusTextColor('red')).toBeUndefined();
});
