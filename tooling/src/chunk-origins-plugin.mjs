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
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, ids: true });
      /** @type {Record<string, { framework: number, own: number }>} */
      const files = {};
      for (const chunk of json.chunks ?? []) {
        const split = { framework: 0, own: 0 };
        for (const module of flatten(/** @type {StatsModule[]} */ (chunk.modules ?? []))) {
          split[isFramework(module) ? 'framework' : 'own'] += module.size ?? 0;
        }
        for (const file of chunk.files ?? []) if (/\.m?js$/.test(file)) files[file] = split;
      }
      const dir = path.join(compiler.context, 'dist-stats');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'chunk-origins.json'), `${JSON.stringify(files, null, 1)}\n`);
    });
  }
}

/**
 * @typedef {{ identifier?: string, name?: string, moduleType?: string, filteredChildren?: number, size?: number,
 *   modules?: StatsModule[] }} StatsModule
 */

/**
 * A concatenated module counts by the modules inside it.
 * @param {StatsModule[]} modules
 * @returns {Generator<StatsModule>}
 */
function* flatten(modules) {
  for (const module of modules) {
    if (module.modules?.length) yield* flatten(module.modules);
    else yield module;
  }
}

const FRAMEWORK = [
  /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler)@/,
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
  /[\\/]node_modules[\\/](?:\.pnpm[\\/])?@module-federation/,
];

/** @param {StatsModule} module */
export function isFramework(module) {
  const id = `${module.identifier ?? ''} ${module.name ?? ''}`;
  // The bundler's runtime modules (chunk loading, the federation's remotes and shares): the stats list them as
  // one group of hidden children.
  if (module.filteredChildren !== undefined || /(?:^|\s)webpack\/runtime\//.test(id)) return true;
  return FRAMEWORK.some((pattern) => pattern.test(id));
}
