// Which requests the service worker caches, and how (docs/phone-sheet.md, "Offline").

/**
 * Files whose name stays the same across deployments: always asked from the network first.
 * A remote's entry is among them only under its fixed name (a development build, or a build
 * from before its name carried a content hash): mf-manifest.json names the hashed one.
 */
const DEPLOYMENT_FILES =
  /\/(remotes\.json|mf-manifest\.json|remoteEntry\.js|config\.js|manifest\.webmanifest)$/;
/**
 * A build's hashed files ([name].[contenthash:8].js, remoteEntry.[contenthash:8].js) and the
 * styles, images and fonts beside them.
 */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$|\.(svg|png|jpe?g|gif|woff2?)$/;

const isApi = (url: URL) => url.pathname.startsWith('/api/');
const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/** remotes.json, /config.js, each remote's mf-manifest.json, and an unhashed remoteEntry.js. */
export function isDeploymentFile(url: URL): boolean {
  return isHttp(url) && !isApi(url) && DEPLOYMENT_FILES.test(url.pathname);
}

/**
 * Another origin's build file (a remote's entry or chunk): its content never changes under its
 * name, so a cached copy is served without asking the network. The host's own files are
 * precached; the API, on any origin, is never cached, and neither are other sites' scripts (no
 * content hash).
 */
export function isRemoteAsset(url: URL, ownOrigin: string): boolean {
  return isHttp(url) && url.origin !== ownOrigin && !isApi(url) && HASHED_ASSET.test(url.pathname);
}

/**
 * How the worker answers a request outside its precache: 'network-first' (deployment files),
 * 'cache-first' (a remote's hashed files), or null (straight to the network, never cached).
 */
export function strategyFor(url: URL, ownOrigin: string): 'network-first' | 'cache-first' | null {
  if (isDeploymentFile(url)) return 'network-first';
  if (isRemoteAsset(url, ownOrigin)) return 'cache-first';
  return null;
}
