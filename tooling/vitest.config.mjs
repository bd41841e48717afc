import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SETUP = path.join(ROOT, 'runtime/test/setup.ts');
const APPS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-scanner'];

/**
 * Every frontend's unit tests in one run (`pnpm test` at the root). Each package is a project with its own
 * root and `@/` alias; DOM tests run in happy-dom, the API client against a real node:http server.
 */
export default defineConfig({
  root: ROOT,
  test: {
    // Every core: the unit step runs alone (vitest's own default leaves one core idle, 80 s against 60 s on 2 cores).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'tooling',
          root: path.join(ROOT, 'tooling'),
          environment: 'node',
          include: ['src/**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'runtime',
          root: path.join(ROOT, 'runtime'),
          environment: 'happy-dom',
          // Stylesheets are loaded by the tests themselves (their load and error events), not fetched.
          environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true } } },
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          setupFiles: [SETUP],
        },
      },
      ...APPS.map((app) => ({
        resolve: {
          alias: [
            // Rspack's build-time module contexts (import.meta.webpackContext), which no test bundles: empty ones.
            { find: /^@\/(.*)-context$/, replacement: path.join(ROOT, 'runtime/test/empty-module-context.ts') },
            { find: '@', replacement: path.join(ROOT, app, 'src') },
          ],
        },
        test: {
          name: app,
          root: path.join(ROOT, app),
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [SETUP],
        },
      })),
    ],
  },
});
