import { formatCardNumber, formatExpiry, parseExpiry, sandboxCardProblem } from './purchase-rules';
import { planLabel } from '../../kit/plans-catalogue/plans-slice';
import en from './i18n/en.json';

const future = `12 / ${String(new Date().getFullYear() + 3).slice(2)}`;
const good = { number: '4242 4242 4242 4242', expiry: future, cvc: '123', postalCode: '10001' };

test('the sandbox card passes Luhn, expiry, CVC and postcode checks with one message', () => {
  expect(sandboxCardProblem(good)).toBeNull();
  for (const bad of [
    { ...good, number: '4242 4242 4242 4241' },
    { ...good, number: '' },
    { ...good, expiry: '01 / 20' },
    { ...good, expiry: '13 / 40' },
    { ...good, expiry: '1240' },
    { ...good, cvc: '12' },
    { ...good, postalCode: ' ' },
  ]) {
    expect(sandboxCardProblem(bad)).toBe('billing.validation.card');
  }
  expect(en['billing.validation.card']).toBe('Please enter correct card information');
  expect(en['billing.validation.selectPlan']).toBe('Kindly select the plan');
  expect(en['billing.validation.enterName']).toBe('Please enter the name');
});

test('card number and expiry are formatted as typed; expiry reads two- or four-digit years', () => {
  expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  expect(formatExpiry('1229')).toBe('12 / 29');
  expect(parseExpiry('12 / 29')).toEqual({ month: 12, year: 2029 });
  expect(parseExpiry('7/2031')).toEqual({ month: 7, year: 2031 });
  expect(parseExpiry('soon')).toBeNull();
});

test('plans are listed as "name - $amount" from cents', () => {
  expect(planLabel({ planName: 'Standard', unitAmount: 1900 })).toBe('Standard - $19');
  expect(planLabel({ planName: 'Premium', unitAmount: 4999 })).toBe('Premium - $49.99');
});
