import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { createSharedSingletons, REACT_ENTRY_POINTS } from './shared-singletons.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APPS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-scanner'];

describe('one React in the page', () => {
  it.each(APPS)('%s shares react, its JSX runtime, react-dom and react-dom/client as singletons', (app) => {
    const shared = createSharedSingletons(path.join(ROOT, app));
    for (const name of Object.keys(REACT_ENTRY_POINTS)) {
      expect(shared[name], name).toMatchObject({ singleton: true, requiredVersion: false });
    }
    // React and react-dom are released together: the renderer refuses another version of React.
    expect(shared['react-dom']?.version).toBe(shared.react?.version);
    expect(shared.react?.version).toMatch(/^19\./);
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
