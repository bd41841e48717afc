import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one shared map of every frontend. Each of these must exist once in the page: two Reacts break hooks,
 * two i18next instances break the language switch, two jotai stores or runtimes split the session.
 */
export const SINGLETON_PACKAGES = /** @type {const} */ ([
  'react',
  'react-dom',
  'react-router',
  'i18next',
  'react-i18next',
  'jotai',
  '@kelana/runtime',
]);

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
 * requiredVersion comes from the app's own package.json, so a version bump is one edit there. A workspace
 * dependency (`workspace:*`) is not a semver range, so it is replaced by the linked package's real version.
 *
 * @param {string} appDir absolute directory of the app (holds package.json)
 * @returns {Record<string, { singleton: true, requiredVersion: string, strictVersion: boolean, import?: string, version?: string }>}
 */
export function createSharedSingletons(appDir) {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const declared = { ...manifest.peerDependencies, ...manifest.dependencies };
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));

  return Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => {
      let range = declared[name];
      if (!range) throw new Error(`${manifest.name}: shared singleton "${name}" must be a dependency`);
      if (range.startsWith('workspace:')) {
        range = `^${readManifest(requireFromApp, name).version}`;
      }
      const subset = SHARED_SUBSETS[/** @type {keyof typeof SHARED_SUBSETS} */ (name)];
      if (subset) {
        // A file path as `import` has no package.json to read the provided version from: state it.
        const version = readManifest(requireFromApp, name).version;
        return [name, { singleton: true, requiredVersion: range, strictVersion: false, import: subset.file, version }];
      }
      return [name, { singleton: true, requiredVersion: range, strictVersion: false }];
    }),
  );
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
