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
  // Not antd here (see ANTD_APPS) nor @ant-design/icons (each app bundles its icons).
  // cssinjs is one, so styles are registered once whatever copy of antd draws them.
  '@ant-design/cssinjs',
  'dayjs',
];
// antd is a federated singleton again, but only between the apps of the signed-in pages: the
// host's shell, auth's signed-in screens (My Account, the lock screen), billing, the phone sheet
// and the template demos, so such a page downloads antd once (never on /home: nothing the landing
// page draws imports antd). Whole, since a shared package is not tree-shaken. The key matches
// only the bare request 'antd': the auth remote's public screens import antd module by module
// (`antd/es/form`: remote-auth/src/kit/antd-by-path.ts), which stays in that remote's own bundle,
// tree-shaken, so /signin gets a form, an input and a button, not the whole package
// (docs/performance.md "Signed-in pages").
const ANTD_APPS = ['host', 'remote-auth', 'remote-billing', 'remote-phonesheet', 'remote-templates'];

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
  if (ANTD_APPS.includes(path.basename(appDir))) {
    const version = installedVersion(appDir, 'antd');
    shared.antd = { singleton: true, requiredVersion: `^${version}`, version };
    // The auth remote's own copy, used only where no other app provides antd (its standalone
    // page), is antd's prebuilt bundle: a copy built from antd's ES modules would share their
    // export usage with its public screens' imports by path and undo their tree-shaking
    // (+13 KiB on /signin).
    if (path.basename(appDir) === 'remote-auth') shared.antd.import = 'antd/dist/antd.min.js';
  }
  return shared;
}

module.exports = { sharedDependencies, SINGLETONS, ANTD_APPS };
