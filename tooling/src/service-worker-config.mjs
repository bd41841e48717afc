import path from 'node:path';

/** Browsers with service workers that the store supports (create-app-config.mjs's list). */
const TARGETS = 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 15.4, ios_saf >= 15.4';

/**
 * The eSIM card's service worker as a compilation of its own, written to `<app>/dist/sw.js`: a fixed name at the
 * site's root (a worker's scope cannot be wider than the folder its script is served from, and the server sends an
 * unhashed file `no-cache`, so a new worker is found on the next visit). It runs after the app's compilation
 * (`dependencies`), whose `output.clean` would otherwise delete it. No federation, no HTML, no CSS: one script.
 *
 * @param {{ dir: string, entry: string, after: string, mode: 'production' | 'development' }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function serviceWorkerConfig({ dir, entry, after, mode }) {
  const isProd = mode === 'production';
  return {
    name: 'service-worker',
    dependencies: [after],
    mode,
    context: dir,
    target: ['webworker', 'es2020'],
    entry: { sw: entry },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', publicPath: '/', clean: false, iife: true },
    devtool: false,
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: TARGETS } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: isProd && !process.env.KELANA_NO_MINIFY, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}
