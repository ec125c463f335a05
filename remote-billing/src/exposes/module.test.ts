import billingModule from './module';

describe('billing remote module', () => {
  it('has every key in all six languages, the features’ texts included', () => {
    const english = billingModule.messages.en;
    expect(english['billing.plans.title']).toBe('Subscription plans');
    for (const locale of ['zh', 'ar', 'it', 'es', 'fr'] as const) {
      const catalogue = billingModule.messages[locale];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      expect(Object.values(catalogue).every((text) => text.trim().length > 0)).toBe(true);
    }
  });
});
