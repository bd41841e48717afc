import { rspack } from '@rspack/core';

/**
 * Names, in the shell's page, every script its start needs, as deferred `<script>` tags ahead of `main`: the
 * bootstrap chunk (`import('./bootstrap')`) and the chunks of the libraries the shell provides to the remotes
 * (React, the router, i18next, ...). Without them the browser learns of these files only once `main` has run
 * and the federation runtime asks for them, one round trip later; the runtime then inserts a dozen `<script>`
 * elements in one long task and evaluates them in a burst. Named in the page, they download with `main` and are
 * evaluated one task each as they arrive; the runtime finds them installed and loads nothing more.
 *
 * Every page of the shell needs all of them: the bootstrap imports each shared library.
 */
/** The `<meta name>` whose content lists the scripts, space-separated (read by shell/src/index.ts). */
export const STARTUP_SCRIPTS_META = 'kelana-startup-scripts';

export class StartupScriptsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupScriptsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StartupScriptsPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = startupScripts(compilation).map((file) => `${publicPath}${file}`);
        data.assetTags.meta.push({
          tagName: 'meta',
          voidTag: true,
          attributes: { name: STARTUP_SCRIPTS_META, content: files.join(' ') },
        });
        return data;
      });
    });
  }
}

/**
 * The JavaScript files of the bootstrap chunk group and of each shared library the shell provides, in a stable
 * order and each once.
 * @param {import('@rspack/core').Compilation} compilation
 * @returns {string[]}
 */
export function startupScripts(compilation) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial() || !group.origins.some(startsTheShell)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/** @param {{ module?: { identifier(): string } | null, request?: string | null }} origin */
function startsTheShell(origin) {
  const identifier = origin.module?.identifier() ?? '';
  return identifier.startsWith('provide shared module ') || (origin.request === './bootstrap' && identifier.endsWith('/src/index.ts'));
}
