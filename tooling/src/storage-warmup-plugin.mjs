import { createHash } from 'node:crypto';
import { rspack } from '@rspack/core';

/**
 * A script of a few bytes that opens the site's storage (`localStorage`) before `main.js` runs, in a task of its
 * own. The first read of `localStorage` in a page makes Chromium load the site's storage: 1.6 to 4.6 ms on this
 * machine, and it fell inside `main.js`'s one long task, where the federation runtime reads a debug flag from
 * `localStorage` as it starts. In Lighthouse's traces of `/login` that task took 14.9 to 19.7 ms without this
 * script and 7.8 to 15.6 ms with it (five loads each), the storage script's own task 2.4 ms (docs/measurements.md).
 * The store reads its session from `localStorage` soon after anyway, so the work is moved, not added.
 *
 * Deferred like `main.js` and before it, so it runs first; its name carries its hash, as every script under
 * `static/js/` is cached for a year. It starts with the compile hint every store script carries.
 */
export const STORAGE_WARMUP_SOURCE = '//# allFunctionsCalledOnLoad\ntry{localStorage.length}catch(e){}\n';

export class StorageWarmupPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const hash = createHash('sha256').update(STORAGE_WARMUP_SOURCE).digest('hex').slice(0, 10);
    const file = `static/js/storage.${hash}.js`;
    compiler.hooks.thisCompilation.tap('StorageWarmupPlugin', (compilation) => {
      // After the minifier, so the file is exactly the source its name was hashed from.
      compilation.hooks.processAssets.tap(
        { name: 'StorageWarmupPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => compilation.emitAsset(file, new rspack.sources.RawSource(STORAGE_WARMUP_SOURCE)),
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StorageWarmupPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const src = `${publicPath}${file}`;
        data.assetTags.scripts.unshift({ tagName: 'script', voidTag: false, attributes: { defer: true, src } });
        return data;
      });
    });
  }
}
