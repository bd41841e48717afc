import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { createSharedSingletons, REACT_ALIASES, reactAliases } from './shared-singletons.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APPS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-scanner'];

describe('Preact under React’s name', () => {
  it.each(APPS)('%s resolves every React entry point to an existing Preact file', (app) => {
    const aliases = reactAliases(path.join(ROOT, app));
    expect(Object.keys(aliases).sort()).toEqual(Object.keys(REACT_ALIASES).map((name) => `${name}$`).sort());
    for (const file of Object.values(aliases)) {
      expect(file).toMatch(/[\\/]preact[\\/]/);
      expect(existsSync(file)).toBe(true);
    }
  });

  it.each(APPS)('%s shares react, react-dom and preact/compat as one module, with preact and its hooks', (app) => {
    const shared = createSharedSingletons(path.join(ROOT, app));
    const compat = ['react', 'react-dom', 'preact/compat'].map((name) => shared[name]);
    // One share key and one file: the federation would leave a second key for the same file out of the scope.
    expect(new Set(compat.map((entry) => entry?.shareKey))).toEqual(new Set(['react']));
    expect(new Set(compat.map((entry) => entry?.import)).size).toBe(1);
    for (const name of ['preact', 'preact/hooks']) {
      expect(shared[name]).toMatchObject({ singleton: true, shareKey: name });
    }
    // Every app declares the same Preact, so the page holds one copy whoever loads first.
    expect(shared.preact?.version).toBe(createSharedSingletons(path.join(ROOT, 'shell')).preact?.version);
  });

  it.each(APPS)('%s shares every name that leads to preact/compat as that one module', (app) => {
    // A name aliased to preact/compat but not shared is bundled into the chunk that imports it: the shell's
    // react-i18next chunk held a second copy of preact/compat through `use-sync-external-store/shim`.
    const shared = createSharedSingletons(path.join(ROOT, app));
    const toCompat = Object.entries(REACT_ALIASES).filter(([, target]) => target === 'preact/compat');
    expect(toCompat.length).toBeGreaterThan(3);
    for (const [name] of toCompat) {
      expect(shared[name], name).toMatchObject({ singleton: true, shareKey: 'react', import: shared.react?.import });
    }
  });

  it('every app provides the same version of every shared module, so no run-time version check is needed', () => {
    const shell = createSharedSingletons(path.join(ROOT, 'shell'));
    for (const app of APPS) {
      const shared = createSharedSingletons(path.join(ROOT, app));
      expect(Object.keys(shared).sort()).toEqual(Object.keys(shell).sort());
      for (const [name, config] of Object.entries(shared)) {
        expect(config.version, `${app}: ${name}`).toMatch(/^\d+\.\d+\.\d+/);
        expect(config.version, `${app}: ${name}`).toBe(shell[name]?.version);
        expect(config.requiredVersion).toBe(false);
      }
    }
  });
});
