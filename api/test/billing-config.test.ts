import { ConfigError, loadConfig } from '../src/config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
};

test('billing variables: no key → sandbox; each bad one gets its own message', () => {
  const plain = loadConfig({ NODE_ENV: 'test' });
  expect(plain.stripe).toBeNull();
  expect(plain.operatorEmails).toEqual([]);
  expect(plain.billingSchedulerIntervalMs).toBe(60_000);

  const stripe = loadConfig({
    NODE_ENV: 'test',
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_API_HOST: 'localhost',
    STRIPE_API_PORT: '12111',
    STRIPE_API_PROTOCOL: 'http',
    OPERATOR_EMAILS: 'Ops@Example.com, b@example.com',
  });
  expect(stripe.stripe).toEqual({
    secretKey: 'sk_test_abc',
    webhookSecret: 'whsec_x',
    apiHost: 'localhost',
    apiPort: 12111,
    apiProtocol: 'http',
  });
  expect(stripe.operatorEmails).toEqual(['ops@example.com', 'b@example.com']);

  expect(
    problemsOf({
      STRIPE_SECRET_KEY: 'pk_test_wrong',
      STRIPE_PUBLISHABLE_KEY: 'sk_test_wrong',
      STRIPE_WEBHOOK_SECRET: 'secret',
      STRIPE_API_PROTOCOL: 'ftp',
      STRIPE_API_PORT: '0',
      OPERATOR_EMAILS: 'not-an-email',
      BILLING_SCHEDULER_INTERVAL_MS: '-5',
    }),
  ).toEqual([
    'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)',
    'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)',
    'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)',
    'STRIPE_API_PROTOCOL must be http or https (got "ftp")',
    'STRIPE_API_PORT must be an integer between 1 and 65535 (got "0")',
    'OPERATOR_EMAILS must be a comma-separated list of e-mail addresses (got "not-an-email")',
    'BILLING_SCHEDULER_INTERVAL_MS must be an integer between 0 and 86400000 (got "-5")',
  ]);
  expect(
    problemsOf({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://localhost',
      STRIPE_SECRET_KEY: 'sk_live_abc',
    }),
  ).toContain(
    'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY when NODE_ENV=production (renewals arrive by webhook)',
  );
});
