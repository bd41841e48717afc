import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const LOCALES = path.resolve(import.meta.dirname, '../../../../locales');

/** Every key path (array positions included) of a translation file, so both languages can be compared. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function read(lng: string, ns: string) {
  return JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

// A text added in one language only would show Indonesian on the English page (or a raw key): catch it here.
describe.each(['catalog', 'catalog-legal'])('locales/*/%s.json', (ns) => {
  it('has the same keys, lists of the same length, in Indonesian and English', () => {
    // Plural forms differ by language (Indonesian has only `_other`), so compare keys without them.
    const strip = (paths: string[]) => [...new Set(paths.map((p) => p.replace(/_(one|other)$/, '')))].sort();
    expect(strip(keyPaths(read('en', ns)))).toEqual(strip(keyPaths(read('id', ns))));
  });
});
