import ar from './ar.json';
import en from './en.json';
import { loadMessages, messages } from './index';

test('English is built in; another language is fetched once, when asked for, into the exposed texts', async () => {
  expect(messages.en['phonesheet.nav.phoneSheet']).toBeTruthy();
  expect(Object.keys(messages.en)).toEqual(expect.arrayContaining(Object.keys(en)));
  expect(messages.ar).toEqual({});

  const first = loadMessages('ar');
  expect(loadMessages('ar')).toBe(first);
  await first;
  expect(messages.ar).toMatchObject(ar);
  // The sidebar's entries come in the same language.
  expect(messages.ar['phonesheet.nav.phoneSheet']).toBeTruthy();
  expect(messages.ar['phonesheet.nav.phoneSheet']).not.toBe(messages.en['phonesheet.nav.phoneSheet']);
  expect(messages.fr).toEqual({});
});
