import authModule from './module';

describe('auth remote module', () => {
  it('is named auth and offers the idle lock slot', () => {
    expect(authModule.name).toBe('auth');
    expect(authModule.navigation).toBeUndefined();
    expect(typeof authModule.slots?.['app.idleLock']).toBe('function');
    expect(Object.keys(authModule.reducers ?? {})).toEqual(['auth']);
    expect(authModule.saga).toBeDefined();
  });

  it('declares every route with its access', () => {
    const access = Object.fromEntries(authModule.routes.map((route) => [route.path, route.access]));
    for (const path of ['/signin', '/signup', '/forget-password', '/reset-password']) {
      expect(access[path]).toBe('public-only');
    }
    expect(access['/verify-account']).toBe('public');
    const user = { role: 'user' };
    expect(access['/my-profile']).toEqual(user);
    for (const name of ['lock', 'sign-in', 'sign-up', 'forgot-password', 'reset-password']) {
      expect(access[`/user/${name}-1`]).toEqual(user);
      expect(access[`/user/${name}-2`]).toEqual(user);
    }
    expect(authModule.routes).toHaveLength(16);
  });

  it('has English built in and every key in the five other languages once fetched, translated', async () => {
    const english = authModule.messages.en;
    expect(Object.keys(english).length).toBeGreaterThan(100);
    for (const locale of ['zh', 'ar', 'it', 'es', 'fr'] as const) {
      // A page downloads the texts of the chosen language only.
      expect(authModule.messages[locale]).toEqual({});
      await authModule.loadMessages!(locale);
      const catalogue = authModule.messages[locale];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      expect(Object.values(catalogue).every((text) => text.trim().length > 0)).toBe(true);
    }
    expect(authModule.messages.ar['auth.verify.success.title']).not.toBe(
      english['auth.verify.success.title'],
    );
  });
});
