// The installable app (docs/phone-sheet.md, "Offline"): the web app manifest's tags in the
// host's page and the service worker, built by Workbox's InjectManifest from
// src/pwa/service-worker.ts. Production builds only: a worker caching a dev server gets in the way.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

const THEME_COLOR = '#0A8FDC';

/** <link rel="manifest">, the theme colour and the touch icon in the host's index.html. */
class ManifestTagsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ManifestTagsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ManifestTagsPlugin', (data) => {
        const tag = (tagName, attributes) => ({
          tagName,
          voidTag: true,
          meta: { plugin: 'ManifestTagsPlugin' },
          attributes,
        });
        data.headTags.push(
          tag('link', { rel: 'manifest', href: '/manifest.webmanifest' }),
          tag('meta', { name: 'theme-color', content: THEME_COLOR }),
          tag('link', { rel: 'apple-touch-icon', href: '/icon-192.png' }),
        );
        return data;
      });
    });
  }
}

/** Wraps the host's webpack config function. */
function withPwa(createConfig, dir) {
  return (env, argv) => {
    const config = createConfig(env, argv);
    if (config.mode !== 'production') return config;
    config.plugins.push(
      new ManifestTagsPlugin(),
      new InjectManifest({
        swSrc: path.join(dir, 'src/pwa/service-worker.ts'),
        swDest: 'sw.js',
        // Deployment files are asked from the network first (service-worker.ts); source maps
        // and the gzip copies are not for the browser's cache.
        exclude: [
          /\.map$/,
          /\.gz$/,
          /^remotes\.json$/,
          /^mf-.*\.json$/,
          // The host's own entry: no page of the host loads it.
          /^remoteEntry(\.[0-9a-f]{8})?\.js$/,
          /\.webmanifest$/,
        ],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      }),
    );
    return config;
  };
}

module.exports = { withPwa };
