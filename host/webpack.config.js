const { createAppConfig } = require('../build/webpack.app');
const { withPwa } = require('./pwa.webpack');

module.exports = withPwa(
  createAppConfig({
    dir: __dirname,
    name: 'host',
    port: 3000,
    title: 'Phone Sheet',
  }),
  __dirname,
);
