import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes, beside the build (`<app>/dist-stats/chunk-origins.json`, not served), how much of each emitted script is
 * the framework the store runs on (React, react-dom, their scheduler, the Module Federation runtime and the
 * bundler's own runtime) and how much is the store's own code (its sources and every other library). `make bench`
 * (bench/page-weight.mjs) splits the home page's JavaScript with it: the framework is a fixed cost, the store's own
 * code has a budget. Sizes are the modules' sizes before minification; a script that mixes both is split in that
 * proportion.
 */
export class ChunkOriginsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('ChunkOriginsPlugin', (stats) => {
      const { compilation } = stats;
      // A chunk's whole size, its runtime code included; the modules' list leaves the runtime out.
      const totals = new Map(
        (stats.toJson({ all: false, chunks: true, ids: true }).chunks ?? []).map((chunk) => [chunk.id, chunk.size ?? 0]),
      );
      /** @type {Record<string, { framework: number, own: number }>} */
      const files = {};
      for (const chunk of compilation.chunks) {
        const split = { framework: 0, own: 0 };
        for (const module of flatten(compilation.chunkGraph.getChunkModules(chunk))) {
          split[isFramework({ identifier: module.identifier() }) ? 'framework' : 'own'] += module.size();
        }
        // What the modules do not cover is the bundler's runtime (chunk loading, the federation's shares).
        split.framework += Math.max(0, (totals.get(chunk.id ?? '') ?? 0) - split.framework - split.own);
        for (const file of chunk.files) if (/\.m?js$/.test(file)) files[file] = split;
      }
      // A script emitted outside any chunk (the storage script of storage-warmup-plugin.mjs) is the store's own.
      for (const asset of compilation.getAssets()) {
        if (!/\.m?js$/.test(asset.name) || files[asset.name]) continue;
        files[asset.name] = { framework: 0, own: asset.source.size() };
      }
      const dir = path.join(compiler.context, 'dist-stats');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'chunk-origins.json'), `${JSON.stringify(files, null, 1)}\n`);
    });
  }
}

/**
 * A concatenated module counts by the modules inside it.
 * @param {Iterable<import('@rspack/core').Module & { modules?: import('@rspack/core').Module[] }>} modules
 * @returns {Generator<import('@rspack/core').Module>}
 */
function* flatten(modules) {
  for (const module of modules) {
    if (module.modules?.length) yield* flatten(module.modules);
    else yield module;
  }
}

const FRAMEWORK = [
  // The federation's own modules: its runtime's entry glue, a share provided or consumed, the container entry.
  /module[_-]federation/i,
  /^(?:provide shared module|consume shared module|consume-shared-module|container entry|remote )/,
  /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler)@/,
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
  /[\\/]node_modules[\\/](?:\.pnpm[\\/])?@module-federation/,
];

/** @param {{ identifier: string }} module */
export function isFramework(module) {
  const id = module.identifier;
  return FRAMEWORK.some((pattern) => pattern.test(id));
}
