// The one list of federated singletons, used by every app's webpack config,
// so the host and every remote negotiate the same modules and each is downloaded once.
const path = require('node:path');
const fs = require('node:fs');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'redux',
  'react-redux',
  'redux-saga',
  'react-intl',
  '@formatjs/intl',
  // Not antd nor @ant-design/icons: a shared package cannot be tree-shaken, and whole they
  // are 590 KiB compressed. Each app bundles the components it uses; the host hands its antd
  // configuration to each remote's copy (createAntdFrame). cssinjs stays one, so styles are
  // registered once.
  '@ant-design/cssinjs',
  'dayjs',
];
// Deep imports that must resolve to the same singleton as their package (react/jsx-runtime,
// react-dom/client, redux-saga/effects).
const PREFIXES = ['react/', 'react-dom/', 'redux-saga/'];

/** The installed version of a package as seen from an app's folder. */
function installedVersion(appDir, name) {
  const pkgJson = require.resolve(`${name}/package.json`, { paths: [appDir] });
  return JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version;
}

function sharedDependencies(appDir) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(appDir, name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const prefix of PREFIXES) {
    const version = installedVersion(appDir, prefix.slice(0, -1));
    shared[prefix] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // workspace: ranges are not read by the federation plugin, so state the version outright.
  const sharedPkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'shared', 'package.json'), 'utf8'));
  shared['@phonesheet/shared'] = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
  };
  return shared;
}

module.exports = { sharedDependencies, SINGLETONS };
