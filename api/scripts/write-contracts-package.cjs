// dist/node_modules/@phonesheet/shared is the compiled contracts package: node resolves
// `@phonesheet/shared/contracts` from dist/*.js to it before the TypeScript workspace source.
const fs = require('node:fs');
const path = require('node:path');
const dir = path.join(__dirname, '..', 'dist', 'node_modules', '@phonesheet', 'shared');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(
  path.join(dir, 'package.json'),
  JSON.stringify(
    { name: '@phonesheet/shared', private: true, exports: { './contracts': './contracts/index.js' } },
    null,
    2,
  ) + '\n',
);
