// Fewer, larger chunks for the federated singletons. Webpack gives each shared package its own
// async chunk, so a page fetched react, react-dom, the router, redux, react-intl and the rest one
// file each (16 requests on /home alone, each with its headers) although every page needs them
// all. Instead, the packages of one family share a file per layer: the shell's libraries, which
// every page loads, and antd with what comes with it (its style engine, dayjs), which only the
// signed-in pages load. Layers, not one file per family: a file must never consume a package it
// provides itself (loading the file would wait for the file; react-dom's chunk consumes react),
// so a package goes one layer above every package of its family that it consumes.
// A module moves only when every chunk holding it goes to the same file, so nothing else (an
// app's own chunk, a remote's page) comes to depend on a file of shared packages.
const { SINGLETONS } = require('./shared-deps');

const ANTD_FAMILY = new Set(['antd', '@ant-design/cssinjs', 'dayjs']);
const PREFIX_KEYS = ['react/', 'react-dom/', 'redux-saga/'];
const SHARED_KEYS = new Set([...SINGLETONS, 'antd', '@phonesheet/shared']);

const familyOf = (key) => (ANTD_FAMILY.has(key) ? 'antd' : 'shell');
const isSharedKey = (key) => !!key && (SHARED_KEYS.has(key) || PREFIX_KEYS.some((p) => key.startsWith(p)));
const isModule = (module, type) => module?.constructor.name === type;

/** The share key whose provided or fallback module a chunk was split for, if any. */
function shareKeyOf(chunk) {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      if (isModule(origin.module, 'ProvideSharedModule')) return origin.module._name;
      if (isModule(origin.module, 'ConsumeSharedModule')) return origin.module.options.shareKey;
    }
  }
  return undefined;
}

/** Each shared package's chunk → its family and layer (its file: `shared-<family>-<layer>`). */
function layoutOf(compilation) {
  const { chunkGraph } = compilation;
  const chunksOf = new Map();
  const consumes = new Map();
  for (const chunk of compilation.chunks) {
    const key = shareKeyOf(chunk);
    if (!isSharedKey(key)) continue;
    if (!chunksOf.has(key)) {
      chunksOf.set(key, []);
      consumes.set(key, new Set());
    }
    chunksOf.get(key).push(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (!isModule(module, 'ConsumeSharedModule')) continue;
      const consumed = module.options.shareKey;
      if (consumed !== key && familyOf(consumed) === familyOf(key)) consumes.get(key).add(consumed);
    }
  }
  const levels = new Map();
  const levelOf = (key, path = []) => {
    if (levels.has(key)) return levels.get(key);
    if (path.includes(key))
      throw new Error(`shared packages consume each other: ${[...path, key].join(' → ')}`);
    let level = 0;
    for (const consumed of consumes.get(key) ?? [])
      level = Math.max(level, levelOf(consumed, [...path, key]) + 1);
    levels.set(key, level);
    return level;
  };
  const layout = new Map();
  for (const [key, chunks] of chunksOf) {
    for (const chunk of chunks) layout.set(chunk, { family: familyOf(key), level: levelOf(key) });
  }
  return layout;
}

/**
 * The splitChunks cache group and the plugin that lays the files out for it, before
 * SplitChunksPlugin runs (both in the same synchronous optimizeChunks call, also in the service
 * worker's child compilation). `shellFirst`: the app's own lazy chunks never load before the
 * shell's libraries (the host: its every page starts with them), so a module they share with a
 * shell package may go to the shell's file too (Redux Toolkit, the shared package's settings,
 * @babel/runtime's helpers), rather than stay a file of a few hundred bytes of its own.
 */
function sharedPackageChunks({ shellFirst = false } = {}) {
  let current = { chunkGraph: undefined, layout: new Map() };
  /**
   * The file a module goes to, or undefined (it stays): when every chunk holding it is a shared
   * package's, the lowest layer among them (the shell's when antd's packages use it too, as
   * @babel/runtime). Safe: such a module consumes nothing itself, and the consumption of a package
   * only sits in the chunks of packages above it.
   */
  const fileOf = (module, chunkGraph) => {
    if (chunkGraph !== current.chunkGraph) return undefined;
    const places = [];
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      const place = current.layout.get(chunk);
      if (place) places.push(place);
      else if (!shellFirst || chunk.canBeInitial()) return undefined;
      else places.push({ family: 'app', level: Infinity });
    }
    const family = places.some((p) => p.family === 'shell') ? 'shell' : 'antd';
    if (places.some((p) => p.family === 'app') && family !== 'shell') return undefined;
    const levels = places.filter((p) => p.family === family).map((p) => p.level);
    return levels.length ? `shared-${family}-${Math.min(...levels)}` : undefined;
  };
  const cacheGroup = {
    test: (module, { chunkGraph }) => !!fileOf(module, chunkGraph),
    name: (module) => fileOf(module, current.chunkGraph),
    chunks: 'async',
    enforce: true,
    priority: 30,
  };
  const plugin = {
    apply(compiler) {
      compiler.hooks.compilation.tap('SharedPackageChunks', (compilation) => {
        // Before SplitChunksPlugin (STAGE_ADVANCED), while each shared package has its own chunk.
        compilation.hooks.optimizeChunks.tap({ name: 'SharedPackageChunks', stage: 0 }, () => {
          current = { chunkGraph: compilation.chunkGraph, layout: layoutOf(compilation) };
        });
      });
    },
  };
  return { cacheGroup, plugin };
}

module.exports = { sharedPackageChunks, ANTD_FAMILY };
