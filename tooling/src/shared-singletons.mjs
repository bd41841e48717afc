import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one shared map of every frontend. Each of these must exist once in the page: two Reacts break hooks,
 * two i18next instances break the language switch, two jotai stores or runtimes split the session.
 */
export const SINGLETON_PACKAGES = /** @type {const} */ ([
  'react-router',
  'i18next',
  'react-i18next',
  'jotai',
  '@kelana/runtime',
]);

/**
 * The page runs Preact under React's name: the code is written, typed and unit-tested against React 19, and the
 * built frontends resolve `react`, `react-dom` and their entry points to `preact/compat` (about 10 KB gzip
 * instead of React's 70). Preact's own modules are shared singletons as well: a remote with its own copy of
 * `preact` or `preact/hooks` would render through options its compat layer never saw.
 */
export const REACT_ALIASES = /** @type {const} */ ({
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'use-sync-external-store/shim': 'preact/compat',
  'use-sync-external-store/shim/index.js': 'preact/compat',
});
/**
 * Shared keys of Preact's modules. Every name that leads to `preact/compat` (`react`, `react-dom`, and the
 * store-hook shim react-i18next imports) is one module, so one share (`react`): the federation registers a file
 * once, and a second key for it would be left out of the scope. Derived from REACT_ALIASES, so a new alias to
 * `preact/compat` is shared too: one left unshared was bundled into the chunk that imports it (the shell's
 * react-i18next chunk carried a second copy of preact/compat).
 */
const COMPAT_NAMES = [
  ...Object.entries(REACT_ALIASES)
    .filter(([, target]) => target === 'preact/compat')
    .map(([name]) => name),
  'preact/compat',
];
const PREACT_SHARED = {
  ...Object.fromEntries(COMPAT_NAMES.map((name) => [name, { shareKey: 'react', entry: 'preact/compat' }])),
  preact: { shareKey: 'preact', entry: 'preact' },
  'preact/hooks': { shareKey: 'preact/hooks', entry: 'preact/hooks' },
};

/**
 * Packages shared as a named subset of their exports (see shared-subsets/): `alias` is the import name the
 * subset file uses for the real package, so it does not consume its own shared module.
 */
export const SHARED_SUBSETS = {
  'react-router': {
    file: fileURLToPath(new URL('./shared-subsets/react-router.mjs', import.meta.url)),
    alias: 'kelana-react-router-full',
  },
  'react-i18next': {
    file: fileURLToPath(new URL('./shared-subsets/react-i18next.mjs', import.meta.url)),
    alias: 'kelana-react-i18next-full',
  },
};

/**
 * Every share states the version it provides and asks for none (`requiredVersion: false`). All apps are built
 * from one lockfile, so they hold the same version of each singleton; `preact-sharing.test.mjs` checks it at
 * build time. A run-time range would only print a warning (strictVersion is off), and checking it costs the
 * page a semver parse with fresh regular expressions per share while the first screen starts.
 *
 * @param {string} appDir absolute directory of the app (holds package.json)
 * @returns {Record<string, { singleton: true, requiredVersion: false, strictVersion: false, version: string, shareKey?: string, import?: string }>}
 */
export function createSharedSingletons(appDir) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const declared = { ...manifest.peerDependencies, ...manifest.dependencies };
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const singleton = /** @type {const} */ ({ singleton: true, requiredVersion: false, strictVersion: false });

  const preactVersion = readManifest(requireFromApp, 'preact').version;
  // Absolute files: a module outside the app (@kelana/runtime) could not resolve `preact` from its own folder.
  const preact = Object.entries(PREACT_SHARED).map(([name, { shareKey, entry }]) => [
    name,
    { ...singleton, shareKey, import: preactFile(appDir, entry), version: preactVersion },
  ]);
  return Object.fromEntries([
    ...preact,
    ...SINGLETON_PACKAGES.map((name) => {
      if (!declared[name]) throw new Error(`${manifest.name}: shared singleton "${name}" must be a dependency`);
      const version = readManifest(requireFromApp, name).version;
      const subset = SHARED_SUBSETS[/** @type {keyof typeof SHARED_SUBSETS} */ (name)];
      return [name, subset ? { ...singleton, import: subset.file, version } : { ...singleton, version }];
    }),
  ]);
}

/**
 * Exact-match aliases (`name$`) from React's entry points to Preact's, resolved from the app.
 *
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
export function reactAliases(appDir) {
  return Object.fromEntries(Object.entries(REACT_ALIASES).map(([name, target]) => [`${name}$`, preactFile(appDir, target)]));
}

/**
 * The ESM file of a Preact entry point (`preact`, `preact/compat/client`...), as the app resolves it.
 *
 * @param {string} appDir @param {string} entryPoint
 */
function preactFile(appDir, entryPoint) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const manifestPath = requireFromApp.resolve('preact/package.json');
  const exports = JSON.parse(readFileSync(manifestPath, 'utf8')).exports;
  const entry = exports[entryPoint === 'preact' ? '.' : `./${entryPoint.slice('preact/'.length)}`];
  const file = typeof entry === 'string' ? entry : (entry.import ?? entry.default);
  return path.join(path.dirname(manifestPath), file);
}

/**
 * Aliases from each subset's private import name to the package's ESM entry (tree-shakable, unlike the
 * CommonJS file `require.resolve` would give).
 *
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
export function subsetAliases(appDir) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  return Object.fromEntries(
    Object.entries(SHARED_SUBSETS).map(([name, subset]) => {
      const manifestPath = requireFromApp.resolve(`${name}/package.json`);
      const root = /** @type {any} */ (JSON.parse(readFileSync(manifestPath, 'utf8')).exports)['.'];
      const esm = root.import?.default ?? root.import ?? root.module?.default ?? root.module;
      if (typeof esm !== 'string') throw new Error(`${name}: no ESM entry in package.json exports`);
      return [`${subset.alias}$`, path.join(path.dirname(manifestPath), esm)];
    }),
  );
}

/** @param {NodeRequire} requireFromApp @param {string} name @returns {{ version: string }} */
function readManifest(requireFromApp, name) {
  return JSON.parse(readFileSync(requireFromApp.resolve(`${name}/package.json`), 'utf8'));
}
