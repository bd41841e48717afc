import { describe, expect, it } from 'vitest';

import { isFramework } from './chunk-origins-plugin.mjs';

/** @param {string} pkg @param {string} file */
const pnpm = (pkg, file) => `/repo/node_modules/.pnpm/${pkg}/node_modules/${file}`;

describe('what counts as the framework in a built script', () => {
  it.each([
    pnpm('react-dom@19.3.1_react@19.3.1', 'react-dom/cjs/react-dom-client.production.js'),
    pnpm('react@19.3.1', 'react/cjs/react.production.js'),
    pnpm('scheduler@0.27.0', 'scheduler/cjs/scheduler.production.js'),
    pnpm('@module-federation+runtime-core@2.9.2', '@module-federation/runtime-core/dist/index.esm.js'),
    'data:text/javascript,import%20__module_federation_bundler_runtime__%20from%20%22x%22',
    'provide shared module (default) react@19.3.1 = /repo/node_modules/react/index.js',
    'consume shared module (default) react-router@7.18.5 (singleton)',
    'container entry (default) [["./HomePage"]]',
  ])('%s is the framework', (identifier) => {
    expect(isFramework({ identifier })).toBe(true);
  });

  it.each([
    pnpm('react-router@7.18.5_react@19.3.1', 'react-router/dist/production/index.mjs'),
    pnpm('react-i18next@17.1.13_i18next@26.7.2_react@19.3.1', 'react-i18next/dist/es/index.js'),
    pnpm('i18next@26.7.2', 'i18next/dist/esm/i18next.js'),
    '/repo/shell/src/app.tsx',
    '/repo/runtime/src/index.ts',
  ])('%s is the store’s own code', (identifier) => {
    expect(isFramework({ identifier })).toBe(false);
  });
});
