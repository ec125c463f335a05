const { createAppConfig } = require('../build/webpack.app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'auth',
  port: 3001,
  title: 'Phone Sheet — Accounts',
  exposes: { './module': './src/exposes/module.ts' },
});
