// A remote's own page (its standalone shell) runs without the host, which otherwise provides the
// federation runtime that every remote's build leaves out (`experiments.externalRuntime`,
// build/webpack.app.js): this script, loaded before the remote's entry, provides it the same way
// (the global the host's inject-external-runtime-core plugin sets).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
