// Import boundaries of the frontends, checked by `make test` (`make fe-lint`). Style is left to the
// formatter and the type checker; these rules only keep the pieces apart:
// 1. a remote never imports another remote or the shell, and the shell imports no remote's source
//    (remotes are loaded at run time through Module Federation; they share through @kelana/runtime);
// 2. @kelana/runtime imports neither the shell nor a remote;
// 3. inside a remote, a feature (src/features/<name>/) reaches another feature only through that
//    feature's one public file, src/features/<name>/public.ts.
import { readdirSync, statSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-scanner'];
const SOURCES = '**/*.{ts,tsx,mts,mjs}';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const folders = (path) => {
  try {
    return readdirSync(path).filter((name) => statSync(`${path}/${name}`).isDirectory());
  } catch {
    return [];
  }
};

const otherApps = (app) => APPS.filter((other) => other !== app);

const appZone = (app) => ({
  files: [`${app}/src/${SOURCES}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)(${otherApps(app).map(escape).join('|')})(/|$)`,
            message:
              app === 'shell'
                ? 'The shell loads remotes at run time (Module Federation), never from their source.'
                : 'A remote never imports another remote or the shell: share through @kelana/runtime or an exposed component.',
          },
        ],
      },
    ],
  },
});

const runtimeZone = {
  files: [`runtime/src/${SOURCES}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)(${APPS.map(escape).join('|')})(/|$)`,
            message: '@kelana/runtime is shared by every frontend: it imports no remote and not the shell.',
          },
        ],
      },
    ],
  },
};

// Another feature's files, by the `@/` alias or by a relative path out of this feature, except its
// public file. Relative paths are matched per depth below src/features/<name>/.
const featureZones = APPS.flatMap((app) =>
  folders(`${app}/src/features`).flatMap((feature) => {
    const others = `(?!${escape(feature)}/)[^./][^/]*`;
    const message = `Another feature is reached only through its public file (src/features/<name>/public.ts).`;
    return [1, 2, 3, 4].map((depth) => ({
      files: [`${app}/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^@/features/${others}/(?!public$)`, message },
              { regex: `^${'\\.\\./'.repeat(depth)}${others}/(?!public$)`, message },
            ],
          },
        ],
      },
    }));
  }),
);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.d.ts', 'runtime/src/api/openapi-types.ts'] },
  {
    files: [SOURCES],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  ...APPS.map(appZone),
  runtimeZone,
  ...featureZones,
);
