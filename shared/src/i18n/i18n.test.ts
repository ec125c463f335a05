import { mergeCatalogues, mergeMessages, sharedMessages } from './index';

describe('shared messages', () => {
  const englishKeys = Object.keys(sharedMessages.en).sort();

  it('every locale has exactly the English keys, none empty', () => {
    Object.entries(sharedMessages).forEach(([locale, catalogue]) => {
      expect([locale, Object.keys(catalogue).sort()]).toEqual([locale, englishKeys]);
      Object.values(catalogue).forEach((text) => expect(text.trim()).not.toBe(''));
    });
    expect(englishKeys).toEqual(
      expect.arrayContaining(['common.yes', 'common.no', 'common.somethingWentWrong', 'common.loading']),
    );
  });

  it('is translated, not copied from English', () => {
    (['zh', 'ar', 'it', 'es', 'fr'] as const).forEach((locale) => {
      expect([locale, sharedMessages[locale]['common.somethingWentWrong']]).not.toEqual([
        locale,
        'Something went wrong',
      ]);
      expect([locale, sharedMessages[locale]['common.loading']]).not.toEqual([locale, 'Loading...']);
    });
  });
});

describe('mergeMessages', () => {
  it('merges flat catalogues, later ones winning, skipping undefined', () => {
    expect(mergeMessages({ a: 'A', b: 'B' }, undefined, { b: 'b2', c: 'C' })).toEqual({
      a: 'A',
      b: 'b2',
      c: 'C',
    });
  });

  it('mergeCatalogues merges per locale', () => {
    const merged = mergeCatalogues(sharedMessages, { fr: { 'auth.title': 'Connexion' } });
    expect(merged.fr).toMatchObject({ 'common.yes': 'Oui', 'auth.title': 'Connexion' });
    expect(merged.en['auth.title']).toBeUndefined();
    expect(Object.keys(merged).sort()).toEqual(['ar', 'en', 'es', 'fr', 'it', 'zh']);
  });
});
