import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { SHARED_SUBSETS } from './shared-singletons.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_DIRS = ['runtime/src', 'shell/src', 'mfe-catalog/src', 'mfe-checkout/src', 'mfe-account/src', 'mfe-scanner/src'];

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** @param {string} source @param {string} from @returns {string[]} */
function importedNames(source, from) {
  const pattern = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g');
  return [...source.matchAll(pattern)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]),
  );
}

describe('shared subsets', () => {
  for (const [pkg, subset] of Object.entries(SHARED_SUBSETS)) {
    it(`every name imported from ${pkg} in app code is in its shared subset`, () => {
      const exported = importedNames(readFileSync(subset.file, 'utf8').replace('export {', `import {`), subset.alias);
      expect(exported.length).toBeGreaterThan(0);
      const missing = SOURCE_DIRS.flatMap((dir) =>
        sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
          importedNames(readFileSync(file, 'utf8'), pkg)
            .filter((name) => !exported.includes(name))
            .map((name) => `${path.relative(ROOT, file)}: ${name}`),
        ),
      );
      expect(missing).toEqual([]);
    });
  }
});
