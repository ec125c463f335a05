import { isValidEmail, isValidPhone } from './validation';

test('phone numbers: digits with +, spaces, dots, dashes, brackets; 6 to 15 digits', () => {
  for (const ok of ['+1 415 555 0101', '(030) 555-0102', '0612.34.56.78', '123456'])
    expect(isValidPhone(ok)).toBe(true);
  for (const bad of ['abc', '12345', '+1 415 555 0101 x2', '1234567890123456', '', '++123456'])
    expect(isValidPhone(bad)).toBe(false);
});

test('e-mail addresses need a name, an @ and a domain with a suffix', () => {
  for (const ok of ['nora@example.com', 'a.b+c@mail.example.org']) expect(isValidEmail(ok)).toBe(true);
  for (const bad of ['nora@', 'nora@example', 'nora example@x.com', '@example.com', ''])
    expect(isValidEmail(bad)).toBe(false);
});
