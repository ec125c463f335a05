import { colorClass, colorRules } from './status-colors';

test('a status colour is a class, and its rule sets --ps-c once however many statuses share it', () => {
  expect(colorClass('#FA541C')).toBe('ps-c-fa541c');
  expect(colorRules(['#fa541c', '#FA541C', '#52c41a'])).toBe(
    '.ps-c-fa541c{--ps-c:#fa541c}\n.ps-c-52c41a{--ps-c:#52c41a}',
  );
});

test('anything but #rrggbb gets no class and no rule: nothing from the data reaches the stylesheet unchecked', () => {
  for (const color of [undefined, '', 'red', '#f00', '#ff0000}body{display:none', 'url(x)'])
    expect(colorClass(color)).toBeUndefined();
  expect(colorRules(['#ff0000}body{display:none', 'red'])).toBe('');
});
