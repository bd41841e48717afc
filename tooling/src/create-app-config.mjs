import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PrecompressPlugin } from './precompress-plugin.mjs';
import { StartupScriptsPlugin } from './startup-scripts-plugin.mjs';
import { StorageWarmupPlugin } from './storage-warmup-plugin.mjs';
import { ChunkOriginsPlugin } from './chunk-origins-plugin.mjs';
import { createSharedSingletons, subsetAliases } from './shared-singletons.mjs';

const TOOLING_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(TOOLING_DIR, '../..');

/** Dev-server ports: the shell on 3000, each remote standalone on its own. */
export const DEV_PORTS = /** @type {const} */ ({ shell: 3000, catalog: 3001, checkout: 3002, account: 3003, scanner: 3004 });

/** Paths the Python server answers; the dev servers forward them to it. */
const BACKEND_PREFIXES = ['/api', '/identitytoolkit.googleapis.com', '/securetoken.googleapis.com'];

/** Chromium's magic comment for eager compilation (v8.dev, "explicit compile hints", Chrome 136). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Browsers the store supports: every evergreen browser of the last ~3 years, incl. iOS Safari 15.4+. */
const TARGETS = 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 15.4, ios_saf >= 15.4';

/**
 * @typedef {object} AppOptions
 * @property {'host' | 'remote'} kind
 * @property {string} name federation name: `shell`, or the remote's short name (`catalog`, ...)
 * @property {string} dir absolute directory of the app
 * @property {number} port dev-server port
 * @property {Record<string, string>} [exposes] remote only: `./Name` → `./src/exposes/name.tsx`
 * @property {string} [title] title of the generated HTML page
 */

/**
 * Builds the rspack configuration of any Kelana frontend, so the six configs differ only in what they are:
 * name, exposed modules and dev port. The federation runtime is paid for once: the host provides it
 * (`provideExternalRuntime`), production remotes borrow it (`externalRuntime`). Remotes keep their own
 * runtime in development so each still runs standalone.
 *
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createAppConfig(options) {
  return (_env, argv) => {
    const mode = (argv?.mode ?? process.env.NODE_ENV) === 'production' ? 'production' : 'development';
    return options.kind === 'host' ? hostConfig(options, mode) : remoteConfig(options, mode);
  };
}

/**
 * @param {AppOptions} options @param {'production' | 'development'} mode
 * @returns {import('@rspack/core').Configuration}
 */
function hostConfig(options, mode) {
  const isProd = mode === 'production';
  const hash = isProd ? '.[contenthash:10]' : '';
  const base = baseConfig(options, mode);
  return {
    ...base,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: '/',
      uniqueName: 'kelana_shell',
      filename: `static/js/[name]${hash}.js`,
      chunkFilename: `static/js/[name]${hash}.js`,
      cssFilename: `static/css/[name]${hash}.css`,
      cssChunkFilename: `static/css/[name]${hash}.css`,
      assetModuleFilename: `static/media/[name]${hash}[ext]`,
      clean: true,
    },
    plugins: [
      ...base.plugins,
      htmlPlugin(options),
      // The home-screen icon iOS asks for; index.html links it.
      new rspack.CopyRspackPlugin({ patterns: [{ from: './src/apple-touch-icon.png' }] }),
      new StartupScriptsPlugin(),
      new StorageWarmupPlugin(),
      new ModuleFederationPlugin({
        name: options.name,
        // Remotes are registered at run time from /mfe/<name>/mf-manifest.json on the page's origin.
        remotes: {},
        shared: createSharedSingletons(options.dir),
        dts: false,
        manifest: false,
        // target 'web' lets the runtime drop its Node.js loaders at build time.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      ...(isProd ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      ...base.devServer,
      historyApiFallback: true,
      proxy: shellDevProxy(),
    },
  };
}

/**
 * @param {AppOptions} options @param {'production' | 'development'} mode
 * @returns {import('@rspack/core').Configuration}
 */
function remoteConfig(options, mode) {
  const isProd = mode === 'production';
  const hash = isProd ? '.[contenthash:10]' : '';
  const publicPath = `/mfe/${options.name}/`;
  const base = baseConfig(options, mode);
  return {
    ...base,
    // The standalone page exists only in development: in production the remote borrows the host's
    // federation runtime and could not start on its own.
    entry: isProd ? {} : { main: './src/index.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      // Same public path in both modes, so the shell dev server can forward /mfe/<name>/ to this server.
      publicPath,
      uniqueName: `kelana_${options.name}`,
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      assetModuleFilename: `media/[name]${hash}[ext]`,
      clean: true,
    },
    plugins: [
      ...base.plugins,
      ...(isProd ? [] : [htmlPlugin(options)]),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: createSharedSingletons(options.dir),
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        experiments: { externalRuntime: isProd, optimization: { target: 'web' } },
      }),
      ...(isProd ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      ...base.devServer,
      historyApiFallback: { index: `${publicPath}index.html` },
      // Standalone needs no Python server for texts: the locales are served from the repository.
      static: [{ directory: path.join(REPO_ROOT, 'locales'), publicPath: '/locales', watch: true }],
      proxy: [{ context: BACKEND_PREFIXES, target: backendUrl(), changeOrigin: true }],
    },
  };
}

/**
 * @param {AppOptions} options @param {'production' | 'development'} mode
 * @returns {import('@rspack/core').Configuration & { plugins: import('@rspack/core').Plugins }}
 */
function baseConfig(options, mode) {
  const isProd = mode === 'production';
  return {
    plugins: [federationRuntimeAsEsm(), ...(isProd ? [compileHint(), new ChunkOriginsPlugin()] : [])],
    mode,
    context: options.dir,
    target: ['web', 'es2020'],
    devtool: isProd ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // `@/` is the app's own src; @kelana/runtime uses relative imports so it builds inside any app.
      alias: { '@': path.join(options.dir, 'src'), ...subsetAliases(options.dir, mode) },
    },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        // Parsed as ESM: federationRuntimeAsEsm() gives these files their ESM twin's content.
        { test: MF_RUNTIME_CJS, type: 'javascript/auto' },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProd } },
            },
            env: { targets: TARGETS },
          },
          type: 'javascript/auto',
        },
        // `import href from './x.css?url'` gives a stylesheet's URL, for React 19's <link precedence>: a remote
        // whose pages load their CSS so needs no CSS chunk loader in its remoteEntry (which every page pays).
        { test: /\.css$/, resourceQuery: /url/, type: 'asset/resource' },
        { test: /\.css$/, resourceQuery: { not: [/url/] }, type: 'css/auto' },
        { test: /\.(?:woff2|png|jpe?g|webp|avif)$/, type: 'asset/resource' },
        // Words in the store's font become outlines: an <img> cannot load the font (outline-svg-text.mjs).
        { test: /\.svg$/, type: 'asset/resource', use: [{ loader: path.join(TOOLING_DIR, 'outline-svg-text.mjs') }] },
      ],
    },
    optimization: { minimize: isProd && !process.env.KELANA_NO_MINIFY },
    performance: { hints: false },
    devServer: {
      port: options.port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}

/**
 * The federation plugin imports its runtime packages by their CommonJS files (`dist/*.cjs`), which cannot
 * be tree-shaken; their ESM twins can. Each resolved `.cjs` file of an @module-federation package is swapped
 * for its ESM sibling after resolution (aliases would not do: the plugin sets its own); a module rule
 * parses them as ESM. Each package still resolves to one module, so the runtime keeps a single state.
 */
function federationRuntimeAsEsm() {
  return {
    /** @param {import('@rspack/core').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.normalModuleFactory.tap('FederationRuntimeAsEsm', (factory) => {
        factory.hooks.afterResolve.tap('FederationRuntimeAsEsm', (data) => {
          const resource = data.createData?.resource;
          if (!resource || !MF_RUNTIME_CJS.test(resource)) return;
          const esm = [resource.replace(/\.cjs$/, '.js'), resource.replace(/\.cjs$/, '.mjs')].find((file) => existsSync(file));
          if (esm && data.createData) data.createData.resource = esm;
        });
      });
    },
  };
}
const MF_RUNTIME_CJS = /@module-federation[\\/][a-z-]+[\\/]dist[\\/].+\.cjs$/;

/**
 * V8's explicit compile hint on the first line of every script: its functions are compiled as the script streams
 * in, on a background thread, instead of one by one on the main thread when each is first called. A chunk is
 * loaded because its page is about to run it, so most of its functions run at once. Without it, about a sixth of
 * the main thread's time in a load of / went to compiling (docs/measurements.md, "Compiled off the main thread").
 * Added after minification, which would drop it as a comment; before hashing, so the file names follow it.
 */
function compileHint() {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.m?js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** @param {AppOptions} options */
function htmlPlugin(options) {
  return new rspack.HtmlRspackPlugin({
    // Remotes share one plain page for their standalone mode; the shell has its own.
    template: options.kind === 'host' ? './src/index.html' : path.join(TOOLING_DIR, 'standalone.html'),
    title: options.title ?? options.name,
    minify: true,
    // The standalone page of a remote runs `main` only; its remoteEntry is for hosts.
    chunks: ['main'],
    // A PNG, not the SVG art it is drawn from (e2e/scripts/rasterize-icons.mjs): an SVG icon is a document of its
    // own, built on the page's main thread while the store starts.
    ...(options.kind === 'host' ? { favicon: './src/favicon-32.png' } : {}),
  });
}

function backendUrl() {
  return process.env.KELANA_BACKEND_URL ?? 'http://localhost:8080';
}

/**
 * The shell dev server forwards everything it does not build to the Python server, including the built
 * remotes under /mfe. `KELANA_DEV_REMOTES=catalog,account` sends those remotes to their own dev servers.
 */
function shellDevProxy() {
  const devRemotes = (process.env.KELANA_DEV_REMOTES ?? '').split(',').filter(Boolean);
  const remoteProxies = devRemotes.map((name) => {
    const port = DEV_PORTS[/** @type {keyof typeof DEV_PORTS} */ (name)];
    if (!port) throw new Error(`KELANA_DEV_REMOTES: unknown remote "${name}"`);
    return { context: [`/mfe/${name}`], target: `http://localhost:${port}` };
  });
  return [
    ...remoteProxies,
    { context: [...BACKEND_PREFIXES, '/locales', '/mfe'], target: backendUrl(), changeOrigin: true },
  ];
}
