import { existsSync, readFileSync } from 'node:fs';
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
 * React's entry points the store's code and its libraries import, each shared as its own module of the one React:
 * the JSX runtime and `react-dom/client` are separate files of the same packages, and a second copy of any of them
 * in the page would be a second React (hooks from one, renderer from the other).
 */
export const REACT_ENTRY_POINTS = /** @type {const} */ ({
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
});

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
 * from one lockfile, so they hold the same version of each singleton; `react-sharing.test.mjs` checks it at
 * build time. A run-time range would only print a warning (strictVersion is off), and checking it costs the
 * page a semver parse with fresh regular expressions per share while the first screen starts.
 *
 * @param {string} appDir absolute directory of the app (holds package.json)
 * @returns {Record<string, { singleton: true, requiredVersion: false, strictVersion: false, version: string, import?: string }>}
 */
export function createSharedSingletons(appDir) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const declared = { ...manifest.peerDependencies, ...manifest.dependencies };
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const singleton = /** @type {const} */ ({ singleton: true, requiredVersion: false, strictVersion: false });

  const react = Object.entries(REACT_ENTRY_POINTS).map(([name, pkg]) => {
    if (!declared[pkg]) throw new Error(`${manifest.name}: shared singleton "${pkg}" must be a dependency`);
    return [name, { ...singleton, version: readManifest(requireFromApp, pkg).version }];
  });
  return Object.fromEntries([
    ...react,
    ...SINGLETON_PACKAGES.map((name) => {
      if (!declared[name]) throw new Error(`${manifest.name}: shared singleton "${name}" must be a dependency`);
      const version = readManifest(requireFromApp, name).version;
      const subset = SHARED_SUBSETS[/** @type {keyof typeof SHARED_SUBSETS} */ (name)];
      return [name, subset ? { ...singleton, import: subset.file, version } : { ...singleton, version }];
    }),
  ]);
}

/**
 * Aliases from each subset's private import name to the package's ESM entry (tree-shakable, unlike the
 * CommonJS file `require.resolve` would give). react-router's exports name only its development build (its
 * issue #12532); a production build takes the identical file of `dist/production`, without the warnings.
 *
 * @param {string} appDir
 * @param {'production' | 'development'} [mode]
 * @returns {Record<string, string>}
 */
export function subsetAliases(appDir, mode = 'development') {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  return Object.fromEntries(
    Object.entries(SHARED_SUBSETS).map(([name, subset]) => {
      const manifestPath = requireFromApp.resolve(`${name}/package.json`);
      const root = /** @type {any} */ (JSON.parse(readFileSync(manifestPath, 'utf8')).exports)['.'];
      const esm = root.import?.default ?? root.import ?? root.module?.default ?? root.module;
      if (typeof esm !== 'string') throw new Error(`${name}: no ESM entry in package.json exports`);
      const entry = path.join(path.dirname(manifestPath), esm);
      const production = entry.replace(`${path.sep}dist${path.sep}development${path.sep}`, `${path.sep}dist${path.sep}production${path.sep}`);
      return [`${subset.alias}$`, mode === 'production' && existsSync(production) ? production : entry];
    }),
  );
}

/** @param {NodeRequire} requireFromApp @param {string} name @returns {{ version: string }} */
function readManifest(requireFromApp, name) {
  return JSON.parse(readFileSync(requireFromApp.resolve(`${name}/package.json`), 'utf8'));
}
