const { createAppConfig } = require('../build/webpack.app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'billing',
  port: 3002,
  title: 'Phone Sheet — Billing',
  exposes: { './module': './src/exposes/module.ts' },
});
