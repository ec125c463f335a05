const { createAppConfig } = require('../build/webpack.app');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'phonesheet',
  port: 3003,
  title: 'Phone Sheet — Phone sheet',
  exposes: { './module': './src/exposes/module.ts' },
  // The module's libraries (icons, antd's locales, IndexedDB) stay in its own file instead of
  // three of ≈ 20 KB each split off for the pages that share them: the sheet is one page, drawn
  // with the module, and its requests count (docs/performance.md "Signed-in pages").
  splitMinSize: 80000,
});
