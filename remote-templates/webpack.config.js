const { createAppConfig } = require('../build/webpack.app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'templates',
  port: 3004,
  title: 'Phone Sheet — Templates',
  exposes: { './module': './src/exposes/module.ts' },
});
