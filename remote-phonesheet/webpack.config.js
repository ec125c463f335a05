const { createAppConfig } = require('../build/webpack.app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'phonesheet',
  port: 3003,
  title: 'Phone Sheet — Phone sheet',
  exposes: { './module': './src/exposes/module.ts' },
});
