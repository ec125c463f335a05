const { createAppConfig } = require('../build/webpack.app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'host',
  port: 3000,
  title: 'Phone Sheet',
});
