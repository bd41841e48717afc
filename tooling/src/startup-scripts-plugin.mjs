import { rspack } from '@rspack/core';

/**
 * Lists, in the shell's page, every script its start needs: the bootstrap chunk (`import('./bootstrap')`) and the
 * chunks of the libraries the shell provides to the remotes (React, the router, i18next, ...), in
 * `<meta name="kelana-startup-scripts">`. `shell/src/index.ts` requests them together once the first frame is
 * painted, and imports the bootstrap when they are in: the federation runtime finds each library installed
 * instead of inserting a dozen `<script>` elements in one long task, a round trip after `main`.
 *
 * A list rather than `<script defer>` tags: scripts the page names are fetched before its first paint, and
 * Lighthouse counts them towards the largest paint (docs/measurements.md). Every page of the shell needs all of
 * them: the bootstrap imports each shared library.
 */
/** The `<meta name>` whose content lists the scripts, space-separated (read by shell/src/index.ts). */
const STARTUP_SCRIPTS_META = 'kelana-startup-scripts';

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
