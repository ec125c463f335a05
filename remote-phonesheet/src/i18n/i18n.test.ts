import type { LocaleKey } from '@phonesheet/shared';
import { REMOTE_TEXTS } from '../kit/remote-texts';
import { PHONESHEET_FEATURES } from '../phonesheet-features';
import { messages as reportsEn } from '../features/reports/i18n';
import ar from './languages/ar';
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
  // The kit reads the same texts (the reminders' browser notice has no React tree).
  expect(REMOTE_TEXTS).toBe(messages);
});

test("English holds the kit's texts and every feature's but Reports' (its page brings them)", () => {
  for (const feature of PHONESHEET_FEATURES) {
    expect(Object.keys(messages.en)).toEqual(expect.arrayContaining(Object.keys(feature.messages ?? {})));
  }
  expect(PHONESHEET_FEATURES.filter((f) => !f.messages).map((f) => f.id)).toEqual(['reports']);
  expect(Object.keys(messages.en).filter((key) => key in reportsEn)).toEqual([]);
});

test("each language's chunk has every feature's texts: the keys of English and of Reports, no more", async () => {
  const keys = [...Object.keys(messages.en), ...Object.keys(reportsEn)].sort();
  for (const locale of ['zh', 'ar', 'it', 'es', 'fr'] as LocaleKey[]) {
    await loadMessages(locale);
    expect(Object.keys(messages[locale]).sort()).toEqual(keys);
  }
});
