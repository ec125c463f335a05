// One webpack configuration for every app: the host and the four remotes differ only by
// name, port and what they expose.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared-deps');
const { sharedPackageChunks } = require('./shared-chunks');
const { CHECKED_SINGLETONS, buildMetadata, sourceHash } = require('./build-metadata');

const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** Copies an app's public/ folder (e.g. the host's remotes.json) into its build. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            compilation.emitAsset(file, new RawSource(fs.readFileSync(path.join(this.dir, file))));
          }
        },
      );
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name       federation name: host | auth | billing | phonesheet | templates
 * @param {number} app.port       dev-server port (host 3000, remotes 3001–3004)
 * @param {Record<string,string>} [app.exposes]
 * @param {string} app.title      document title of the app's own page
 * @param {string} [app.description] the page's meta description (search results, link previews)
 * @param {number} [app.splitMinSize] the smallest chunk webpack may split off (bytes, unpacked)
 */
const DESCRIPTION =
  'Phone Sheet: the shared call log for small teams. Log every call in seconds, hand messages to the right desk and never miss a callback.';

function createAppConfig({ dir, name, port, exposes, title, description = DESCRIPTION, splitMinSize }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const app = appConfig({ dir, name, port, exposes, title, description, splitMinSize, pkg, production });
    // A remote's own page also needs the federation runtime its build leaves out: a second,
    // plain build of build/federation-runtime.js into the same folder, after the app's (which
    // empties the folder first).
    return name === 'host' ? app : [app, runtimeProviderConfig({ dir, name, production })];
  };
}

/** `federation-runtime.js` of a remote's own page: the federation runtime on the global the remote's entry reads. */
function runtimeProviderConfig({ dir, name, production }) {
  return {
    name: `${name}-federation-runtime`,
    dependencies: [name],
    context: dir,
    mode: production ? 'production' : 'development',
    entry: { 'federation-runtime': path.join(__dirname, 'federation-runtime.js') },
    devtool: false,
    // The federation plugin's own copy of the runtime (a dependency of it, not of the project).
    resolve: {
      alias: {
        '@module-federation/runtime-tools/runtime-core': require.resolve(
          '@module-federation/runtime-tools/runtime-core',
          { paths: [require.resolve('@module-federation/enhanced/webpack')] },
        ),
      },
    },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: production ? compressionPlugins() : [],
  };
}

/** Each text file precompressed twice, as a CDN serves it: brotli (≈ 15 % smaller than gzip on these bundles) for browsers that accept it, gzip for the others. */
function compressionPlugins() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, threshold: 1024 }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      threshold: 1024,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * The federation plugin adds the runtime plugin that hands the host's federation runtime to the
 * remotes (`provideExternalRuntime`) by its CommonJS file, which requires the runtime's CommonJS
 * build: a second copy of the runtime core and its SDK (≈ 10 KiB of brotli on every page) beside
 * the ES build the host's own federation runs on. Its ES file instead: one copy, the one the host
 * runs, is the one the remotes get.
 */
function esModuleRuntimeProvider() {
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [require.resolve('@module-federation/enhanced/webpack')],
  });
  const esModule = commonJs.replace(/index\.cjs\.cjs$/, 'index.esm.js');
  if (esModule === commonJs || !fs.existsSync(esModule)) {
    throw new Error(`no ES build beside ${commonJs}: see esModuleRuntimeProvider`);
  }
  return new webpack.NormalModuleReplacementPlugin(
    new RegExp(`^${commonJs.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    esModule,
  );
}

/**
 * An icon drawn without antd (`PlainIcon`) names its definition's CommonJS file
 * (`@ant-design/icons-svg/lib/asn/…`, which jest reads as is); the build takes its ES module
 * instead: it joins the page's own module (no wrapper, no interop), and it is the very file
 * @ant-design/icons draws on a signed-in page, not a second copy of the same icon.
 */
function iconModules(dir) {
  let esModules;
  try {
    esModules = path.dirname(
      require.resolve('@ant-design/icons-svg/es/asn/CheckOutlined.js', { paths: [dir] }),
    );
  } catch {
    return {}; // an app without the icons
  }
  return { '@ant-design/icons-svg/lib/asn': esModules };
}

function appConfig({ dir, name, port, exposes, title, description, splitMinSize, pkg, production }) {
  const sharedChunks = sharedPackageChunks({ shellFirst: name === 'host' });
  const shared = sharedDependencies(dir);
  return {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    // style-nonce.js first: the <style>s the page's scripts create carry its CSP nonce.
    entry: { main: [path.join(__dirname, 'style-nonce.js'), './src/index.ts'] },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      // A remote's carries a hash of its sources: two versions of it in one page (a promotion
      // reaching an open app) must not share a chunk-loading global (build/build-metadata.js).
      uniqueName: name === 'host' ? 'phonesheet_host' : `phonesheet_${name}_${sourceHash(dir)}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: iconModules(dir) },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      splitChunks: { minSize: splitMinSize, cacheGroups: { sharedPackages: sharedChunks.cacheGroup } },
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        // The entry's name carries its content hash (mf-manifest.json names it), so the service
        // worker and the browser may keep it like any other hashed file; the manifest, a fixed
        // name, is what a new deployment changes.
        filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
        // The host exposes nothing: no `exposes` at all, or it could not provide the runtime.
        ...(exposes ? { exposes } : {}),
        shared,
        shareStrategy: 'loaded-first',
        manifest: {
          fileName: 'mf-manifest.json',
          // The build's commit, time, module contract and singletons: the host and the registry
          // check them before the remote is mounted or promoted (docs/platform.md "Contracts").
          additionalData: ({ stats }) => {
            stats.metaData.phonesheet = buildMetadata(shared);
            return stats;
          },
        },
        // Types across apps come from the shared contract package (RemoteModule), not from the
        // plugin's type hints: MF_DTS=1 turns them on to measure their cost (docs/platform.md "Types").
        dts:
          process.env.MF_DTS === '1'
            ? { generateTypes: { compilerInstance: 'tsc' }, consumeTypes: false }
            : false,
        experiments: {
          // Browser-only code of the federation runtime: no Node script loader in the bundle.
          optimization: { target: 'web' },
          // One copy of the federation runtime per page: the host, which exposes nothing,
          // provides it on a global, and each remote's entry uses that one instead of
          // bundling its own (≈ 14 KiB of brotli per remote a page draws). A remote is only
          // ever loaded by the host, so deploying one alone still works.
          ...(name === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
        runtimePlugins: name === 'host' ? [path.join(dir, 'src/federation/offline-remote-plugin.ts')] : [],
      }),
      sharedChunks.plugin,
      ...(name === 'host' ? [esModuleRuntimeProvider()] : []),
      // The singletons' versions the host provides: a remote whose ranges they miss is refused.
      ...(name === 'host'
        ? [
            new webpack.DefinePlugin({
              __HOST_SINGLETONS__: JSON.stringify(
                Object.fromEntries(CHECKED_SINGLETONS.map((n) => [n, shared[n].version])),
              ),
            }),
          ]
        : []),
      new CopyPublicPlugin(path.join(dir, 'public')),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        // Deep links (/dev/mailbox) must load the entry from the root, while chunks keep
        // publicPath 'auto' so a remote's files come from the remote's own origin.
        publicPath: '/',
        title,
        meta: { description },
        templateParameters: { version: pkg.version, federationRuntime: name !== 'host' },
      }),
      ...(production ? compressionPlugins() : []),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_URL }],
      static: false,
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get('/config.js', (_req, res) => {
          res.type('js').send('window.__PHONESHEET_CONFIG__ = { apiBaseUrl: "/api/v1" };');
        });
        return middlewares;
      },
    },
  };
}

module.exports = { createAppConfig };
